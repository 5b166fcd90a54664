import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import { Button, DataTable, SelectField, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { ErrorText } from '../../lib/Page';
import { money } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ListWithDetail, ResultStatus, RowLink, useRowSelection } from '../../components/ListWithDetail';
import * as own from './content.css';
import {
  EditorCard,
  OnOff,
  TranslationsEditor,
  contentKeys,
  odds,
  enabledOptions,
  refresh,
  useDraft,
  yesNo,
} from './shared';
import { ImageField } from '../../components/ImageField';

type Prize = ResultOf<'/admin/community/lottery/prizes/list'>[number];
type PrizeBody = RequestOf<'/admin/community/lottery/prizes/save'>;

/** Lottery prizes and their odds (weights), with their translations. */
export function PrizesPanel({ canEdit }: { canEdit: boolean }) {
  const { selected, setSelected, choose, showSaved, result } = useRowSelection<number | 'new'>();
  const list = useQuery({
    queryKey: contentKeys.prizes,
    queryFn: () => api.post('/admin/community/lottery/prizes/list'),
  });
  const prizes = useMemo(() => list.data ?? [], [list.data]);
  const prize = typeof selected === 'number' ? prizes.find((p) => p.id === selected) : undefined;
  // a new round draws among the enabled prizes with a weight
  const total = prizes.filter((p) => p.enabled).reduce((sum, p) => sum + p.weight, 0);
  const columns = useMemo<DataTableColumn<Prize>[]>(
    () => [
      {
        accessorKey: 'name',
        header: 'Prize',
        cell: ({ row }) =>
          canEdit ? (
            <RowLink isSelected={row.original.id === selected} onSelect={() => choose(row.original.id)}>
              {row.original.name}
            </RowLink>
          ) : (
            row.original.name
          ),
      },
      {
        accessorKey: 'amount',
        header: 'Amount',
        meta: { align: 'end' },
        cell: ({ row }) => (row.original.kind === 'cash' ? money(row.original.amount) : 'no prize'),
      },
      { accessorKey: 'weight', header: 'Weight', meta: { align: 'end' } },
      {
        id: 'odds',
        header: 'Odds (next round)',
        meta: { align: 'end' },
        cell: ({ row }) => (row.original.enabled ? odds(row.original.weight, total) : '—'),
      },
      {
        accessorKey: 'stock',
        header: 'Stock',
        meta: { align: 'end' },
        cell: ({ getValue }) => getValue<number | null>() ?? 'unlimited',
      },
      {
        accessorKey: 'enabled',
        header: 'Status',
        cell: ({ getValue }) => <OnOff on={getValue<boolean>()} />,
      },
      { accessorKey: 'sort', header: 'Sort', meta: { align: 'end' } },
    ],
    [selected, choose, canEdit, total],
  );
  return (
    <div className={[styles.stack, own.panel].join(' ')}>
      <div className={styles.actions}>
        {canEdit && (
          <Button variant="secondary" onPress={() => setSelected('new')}>
            New prize
          </Button>
        )}
        <span className={styles.muted}>
          Weights and amounts take effect when the next round opens; stock at once.
        </span>
      </div>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <ResultStatus result={result} />
      <ListWithDetail
        notice={
          canEdit
            ? 'Choose a prize to change it, or add a new one.'
            : 'Your role can read the prizes but not change them.'
        }
      >
        <DataTable
          label="Lottery prizes"
          columns={columns}
          data={prizes}
          getRowId={(p) => String(p.id)}
          isLoading={list.isPending}
          emptyText="No prizes."
          isRowSelected={(p) => p.id === selected}
        />
        {canEdit && (selected === 'new' || prize) ? (
          <div className={styles.stack}>
            <PrizeEditor
              key={prize ? JSON.stringify(prize) : 'new'}
              prize={prize ?? null}
              onSaved={(saved, message) => showSaved(saved.id, message)}
            />
            {prize && (
              <TranslationsEditor
                key={prize.id}
                entity="lottery_prize"
                entityId={prize.id}
                fields={[{ field: 'name', label: 'Name' }]}
              />
            )}
          </div>
        ) : null}
      </ListWithDetail>
    </div>
  );
}

function PrizeEditor({
  prize,
  onSaved,
}: {
  prize: Prize | null;
  onSaved: (prize: Prize, message: string) => void;
}) {
  const original = useMemo(
    () => ({
      name: prize?.name ?? '',
      kind: prize?.kind ?? 'cash',
      amount: prize?.amount ?? '',
      weight: String(prize?.weight ?? ''),
      stock: prize?.stock == null ? '' : String(prize.stock),
      imageUrl: prize?.imageUrl ?? '',
      enabled: yesNo(prize?.enabled ?? true),
      sort: String(prize?.sort ?? 0),
    }),
    [prize],
  );
  const { form, set, changed, reset } = useDraft(original);
  const save = useMutation({
    mutationFn: () => {
      const body: PrizeBody = prize ? { id: prize.id } : {};
      for (const k of prize ? changed : (Object.keys(form) as (keyof typeof form)[])) {
        const v = form[k].trim();
        if (k === 'kind') body.kind = v as PrizeBody['kind'];
        else if (k === 'enabled') body.enabled = v === 'yes';
        else if (k === 'weight' || k === 'sort') body[k] = Number(v) || 0;
        else if (k === 'stock') body.stock = v === '' ? '' : Number(v);
        else if (k === 'amount') {
          // a "no prize" carries no amount: the server sets it to 0
          if (form.kind === 'cash' && (v || prize)) body.amount = v || '0';
        } else if (k === 'imageUrl') {
          if (v || prize) body.imageUrl = v;
        } else body[k] = v;
      }
      return api.post('/admin/community/lottery/prizes/save', body);
    },
    onSuccess: (saved) => onSaved(saved, `Prize “${saved.name}” saved.`),
    onSettled: () => refresh(contentKeys.prizes),
  });
  return (
    <EditorCard
      id="prize-editor"
      title={prize ? `Edit prize “${prize.name}”` : 'New prize'}
      error={save.error}
      changed={changed}
      isNew={!prize}
      isSaving={save.isPending}
      canSave={Boolean(form.name.trim() && form.weight.trim())}
      onSave={() => save.mutate()}
      onUndo={reset}
    >
      <TextField label="Name (English)" value={form.name} onChange={set('name')} maxLength={100} isRequired />
      <div className={own.fieldRow}>
        <SelectField
          label="Kind"
          value={form.kind}
          onChange={set('kind')}
          options={[
            { value: 'cash', label: 'Cash' },
            { value: 'none', label: 'No prize (try again)' },
          ]}
        />
        <TextField
          label="Amount"
          description={form.kind === 'none' ? 'none for “no prize”' : 'credited on a win'}
          value={form.kind === 'none' ? '' : form.amount}
          onChange={set('amount')}
          inputMode="decimal"
          isDisabled={form.kind === 'none'}
        />
      </div>
      <div className={own.fieldRow}>
        <TextField
          label="Weight"
          description="odds = weight ÷ all enabled weights"
          value={form.weight}
          onChange={set('weight')}
          inputMode="numeric"
          isRequired
        />
        <TextField
          label="Stock"
          description="empty: unlimited"
          value={form.stock}
          onChange={set('stock')}
          inputMode="numeric"
        />
      </div>
      <TextField
        label="Picture address"
        description="empty: none"
        value={form.imageUrl}
        onChange={set('imageUrl')}
      />
      <ImageField
        label="Or upload a picture"
        preview={false}
        value={form.imageUrl}
        onChange={set('imageUrl')}
      />
      <div className={own.fieldRow}>
        <SelectField label="Status" value={form.enabled} onChange={set('enabled')} options={enabledOptions} />
        <TextField label="Sort" value={form.sort} onChange={set('sort')} inputMode="numeric" />
      </div>
    </EditorCard>
  );
}
