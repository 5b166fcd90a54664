import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { Button, DataTable, confirm, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { ErrorText } from '../../lib/Page';
import { dateTime } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ResultStatus } from '../../components/ListWithDetail';
import * as own from './content.css';
import { contentKeys, odds, refresh } from './shared';

type Round = ResultOf<'/admin/community/lottery/rounds/list'>[number];

/** Rounds: each freezes the prizes' odds and commits to a seed (its hash published); close, then reveal. */
export function RoundsPanel({ canEdit }: { canEdit: boolean }) {
  const [result, setResult] = useState<string | null>(null);
  const list = useQuery({
    queryKey: contentKeys.rounds,
    queryFn: () => api.post('/admin/community/lottery/rounds/list'),
  });
  const rounds = useMemo(() => list.data ?? [], [list.data]);
  const open = rounds.find((r) => r.status === 'open');
  const act = useMutation({
    mutationFn: async ({ action, id }: { action: 'create' | 'close' | 'reveal'; id?: number }) =>
      action === 'create'
        ? api.post('/admin/community/lottery/rounds/create')
        : api.post(`/admin/community/lottery/rounds/${action}`, { id: id! }),
    onSuccess: (round, { action }) =>
      setResult(
        action === 'create'
          ? `Round #${round.id} opened with ${round.prizes.length} prizes.`
          : `Round #${round.id} ${action === 'close' ? 'closed' : 'revealed'}.`,
      ),
    onSettled: () => refresh(contentKeys.rounds),
  });
  const ask = async (action: 'create' | 'close' | 'reveal', round?: Round) => {
    const text = {
      create: {
        title: 'Open a new round?',
        message: 'The enabled prizes and their weights are frozen for it.',
        confirmLabel: 'Open round',
      },
      close: {
        title: `Close round #${round?.id}?`,
        message: 'Members cannot draw until a new round opens.',
        confirmLabel: 'Close round',
      },
      reveal: {
        title: `Reveal the seed of round #${round?.id}?`,
        message: 'Anyone can then recompute every draw of it.',
        confirmLabel: 'Reveal',
      },
    }[action];
    setResult(null);
    if (await confirm(text)) act.mutate({ action, id: round?.id });
  };
  const columns = useMemo<DataTableColumn<Round>[]>(
    () => [
      { accessorKey: 'id', header: 'Round', cell: ({ getValue }) => `#${getValue<number>()}` },
      {
        accessorKey: 'status',
        header: 'Status',
        cell: ({ getValue }) => <span className={styles.badge}>{getValue<string>()}</span>,
      },
      {
        id: 'prizes',
        header: 'Prizes and odds',
        cell: ({ row }) =>
          row.original.prizes.map((p) => `${p.name} ${odds(p.weight, row.original.totalWeight)}`).join(' · '),
      },
      { accessorKey: 'openedAt', header: 'Opened', cell: ({ getValue }) => dateTime(getValue<string>()) },
      {
        id: 'seed',
        header: 'Seed hash',
        cell: ({ row }) => <span className={styles.muted}>{row.original.seedHash.slice(0, 12)}…</span>,
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: 'Actions',
              cell: ({ row }: { row: { original: Round } }) =>
                row.original.status === 'open' ? (
                  <Button size="small" variant="secondary" onPress={() => void ask('close', row.original)}>
                    Close #{row.original.id}
                  </Button>
                ) : row.original.status === 'closed' ? (
                  <Button size="small" variant="secondary" onPress={() => void ask('reveal', row.original)}>
                    Reveal #{row.original.id}
                  </Button>
                ) : null,
            } satisfies DataTableColumn<Round>,
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ask reads only setters and the mutation
    [canEdit],
  );
  return (
    <div className={[styles.stack, own.panel].join(' ')}>
      <div className={styles.actions}>
        {canEdit && (
          <Button
            variant="secondary"
            isDisabled={Boolean(open)}
            isLoading={act.isPending}
            onPress={() => void ask('create')}
          >
            Open a new round
          </Button>
        )}
        <span className={styles.muted}>
          {open
            ? `Round #${open.id} is open: close it to open a new one with the current prizes.`
            : 'No round is open: members cannot draw.'}
        </span>
      </div>
      <ErrorText
        error={list.isError ? errorMessage(list.error) : act.isError ? errorMessage(act.error) : null}
      />
      <ResultStatus result={result} />
      <DataTable
        label="Lottery rounds"
        columns={columns}
        data={rounds}
        getRowId={(r) => String(r.id)}
        isLoading={list.isPending}
        emptyText="No rounds yet."
      />
    </div>
  );
}
