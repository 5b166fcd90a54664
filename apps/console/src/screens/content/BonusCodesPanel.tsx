import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import { Button, DataTable, TextField, confirm, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { ErrorText, Pager } from '../../lib/Page';
import { dateTime, money } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ListWithDetail, ResultStatus, RowLink, useRowSelection } from '../../components/ListWithDetail';
import * as own from './content.css';
import {
  DATE_HINT,
  EditorCard,
  OnOff,
  contentKeys,
  fromLocalInput,
  refresh,
  toLocalInput,
  useDraft,
} from './shared';

type Code = ResultOf<'/admin/community/bonus/list'>['records'][number];

/** Bonus codes members redeem for a credit: create, extend, disable. */
export function BonusCodesPanel({ canEdit }: { canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const { selected, setSelected, choose, showSaved, result } = useRowSelection<number | 'new'>();
  const list = useQuery({
    queryKey: [...contentKeys.bonus, page],
    queryFn: () => api.post('/admin/community/bonus/list', { page, size: 20 }),
  });
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  const code = typeof selected === 'number' ? records.find((c) => c.id === selected) : undefined;
  const columns = useMemo<DataTableColumn<Code>[]>(
    () => [
      {
        accessorKey: 'code',
        header: 'Code',
        cell: ({ row }) =>
          canEdit ? (
            <RowLink isSelected={row.original.id === selected} onSelect={() => choose(row.original.id)}>
              {row.original.code}
            </RowLink>
          ) : (
            row.original.code
          ),
      },
      {
        accessorKey: 'amount',
        header: 'Amount',
        meta: { align: 'end' },
        cell: ({ getValue }) => money(getValue<string>()),
      },
      {
        id: 'uses',
        header: 'Used',
        meta: { align: 'end' },
        cell: ({ row }) => `${row.original.usedCount} of ${row.original.totalUses}`,
      },
      { accessorKey: 'expiresAt', header: 'Expires', cell: ({ getValue }) => dateTime(getValue<string>()) },
      {
        accessorKey: 'enabled',
        header: 'Status',
        cell: ({ row }) => (
          <OnOff
            on={row.original.enabled && new Date(row.original.expiresAt).getTime() > Date.now()}
            labels={['Active', row.original.enabled ? 'Expired' : 'Disabled']}
          />
        ),
      },
      { accessorKey: 'createdAt', header: 'Created', cell: ({ getValue }) => dateTime(getValue<string>()) },
    ],
    [selected, choose, canEdit],
  );
  const done = (saved: Code, message: string) => showSaved(saved.id, message);
  return (
    <div className={[styles.stack, own.panel].join(' ')}>
      <div className={styles.actions}>
        {canEdit && (
          <Button variant="secondary" onPress={() => setSelected('new')}>
            New bonus code
          </Button>
        )}
      </div>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <ResultStatus result={result} />
      <ListWithDetail
        notice={
          canEdit
            ? 'Choose a code to change or disable it, or create a new one.'
            : 'Your role can read bonus codes but not change them.'
        }
      >
        <DataTable
          label="Bonus codes"
          columns={columns}
          data={records}
          getRowId={(c) => String(c.id)}
          isLoading={list.isPending}
          emptyText="No bonus codes."
          isRowSelected={(c) => c.id === selected}
          footer={list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
        />
        {canEdit && selected === 'new' ? (
          <NewCode onSaved={done} />
        ) : canEdit && code ? (
          <CodeEditor key={JSON.stringify(code)} code={code} onSaved={done} />
        ) : null}
      </ListWithDetail>
    </div>
  );
}

function NewCode({ onSaved }: { onSaved: (code: Code, message: string) => void }) {
  const week = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const { form, set } = useDraft({ code: '', amount: '', totalUses: '100', expiresAt: toLocalInput(week) });
  const create = useMutation({
    mutationFn: () => {
      const body: RequestOf<'/admin/community/bonus/create'> = {
        code: form.code.trim(),
        amount: form.amount.trim(),
        totalUses: Number(form.totalUses),
        expiresAt: fromLocalInput(form.expiresAt, 'Expires'),
      };
      return api.post('/admin/community/bonus/create', body);
    },
    onSuccess: (saved) =>
      onSaved(saved, `Bonus code ${saved.code} created: ${money(saved.amount)} × ${saved.totalUses}.`),
    onSettled: () => refresh(contentKeys.bonus),
  });
  return (
    <EditorCard
      id="bonus-new"
      title="New bonus code"
      error={create.error}
      changed={[]}
      isNew
      isSaving={create.isPending}
      canSave={Boolean(form.code.trim() && form.amount.trim() && form.totalUses && form.expiresAt)}
      onSave={() => create.mutate()}
      onUndo={() => undefined}
    >
      <TextField
        label="Code"
        description="4–32 letters or digits; stored in capitals"
        value={form.code}
        onChange={set('code')}
        maxLength={32}
        isRequired
      />
      <div className={own.fieldRow}>
        <TextField
          label="Amount"
          description="credited per redemption"
          value={form.amount}
          onChange={set('amount')}
          inputMode="decimal"
          isRequired
        />
        <TextField
          label="Total uses"
          value={form.totalUses}
          onChange={set('totalUses')}
          inputMode="numeric"
          isRequired
        />
      </div>
      <TextField
        label="Expires"
        description={DATE_HINT}
        value={form.expiresAt}
        onChange={set('expiresAt')}
        isRequired
      />
    </EditorCard>
  );
}

function CodeEditor({ code, onSaved }: { code: Code; onSaved: (code: Code, message: string) => void }) {
  const original = useMemo(
    () => ({ totalUses: String(code.totalUses), expiresAt: toLocalInput(code.expiresAt) }),
    [code],
  );
  const { form, set, changed, reset } = useDraft(original);
  const save = useMutation({
    mutationFn: () =>
      api.post('/admin/community/bonus/update', {
        id: code.id,
        ...(changed.includes('totalUses') ? { totalUses: Number(form.totalUses) } : {}),
        ...(changed.includes('expiresAt') ? { expiresAt: fromLocalInput(form.expiresAt, 'Expires') } : {}),
      }),
    onSuccess: (saved) => onSaved(saved, `Bonus code ${saved.code} saved: ${changed.join(', ')} changed.`),
    onSettled: () => refresh(contentKeys.bonus),
  });
  const toggle = useMutation({
    mutationFn: () => api.post('/admin/community/bonus/update', { id: code.id, enabled: !code.enabled }),
    onSuccess: (saved) =>
      onSaved(saved, `Bonus code ${saved.code} ${saved.enabled ? 'enabled' : 'disabled'}.`),
    onSettled: () => refresh(contentKeys.bonus),
  });
  return (
    <EditorCard
      id="bonus-editor"
      title={`Bonus code ${code.code}`}
      error={save.error ?? toggle.error}
      changed={changed}
      isNew={false}
      isSaving={save.isPending}
      onSave={() => save.mutate()}
      onUndo={reset}
      extraActions={
        <Button
          variant="secondary"
          isLoading={toggle.isPending}
          onPress={async () => {
            if (
              !code.enabled ||
              (await confirm({
                title: `Disable ${code.code}?`,
                message: 'Members can no longer redeem it. Redemptions already made stay.',
                confirmLabel: 'Disable',
                isDestructive: true,
              }))
            )
              toggle.mutate();
          }}
        >
          {code.enabled ? 'Disable' : 'Enable'}
        </Button>
      }
    >
      <dl className={styles.detailList}>
        <dt>Amount</dt>
        <dd>{money(code.amount)}</dd>
        <dt>Redeemed</dt>
        <dd>
          {code.usedCount} of {code.totalUses}
        </dd>
        <dt>Status</dt>
        <dd>{code.enabled ? 'Enabled' : 'Disabled'}</dd>
      </dl>
      <div className={own.fieldRow}>
        <TextField
          label="Total uses"
          description={`at least ${code.usedCount}`}
          value={form.totalUses}
          onChange={set('totalUses')}
          inputMode="numeric"
        />
        <TextField
          label="Expires"
          description={DATE_HINT}
          value={form.expiresAt}
          onChange={set('expiresAt')}
        />
      </div>
    </EditorCard>
  );
}
