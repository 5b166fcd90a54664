import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import { Button, DataTable, SelectField, TextField, confirm, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { ErrorText } from '../../lib/Page';
import { dateTime, money } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ListWithDetail, ResultStatus, RowLink, useRowSelection } from '../../components/ListWithDetail';
import * as own from './content.css';
import {
  DATE_HINT,
  EditorCard,
  OnOff,
  contentKeys,
  enabledOptions,
  fromLocalInput,
  refresh,
  toLocalInput,
  useDraft,
  yesNo,
} from './shared';

type Rule = ResultOf<'/admin/community/envelopeRules/list'>[number];
type SaveBody = RequestOf<'/admin/community/envelopeRules/save'>;
type Kind = NonNullable<SaveBody['kind']>;

export const envelopeKinds: { value: Kind; label: string }[] = [
  { value: 'registration', label: 'A member registers' },
  { value: 'invitee_registration', label: 'An invitee registers (to the inviter)' },
  { value: 'invitee_first_purchase', label: 'An invitee’s first purchase (to the inviter)' },
];
const kindLabel = (kind: string) => envelopeKinds.find((k) => k.value === kind)?.label ?? kind;

/** Red envelopes: which events grant one, of how much, in which period. */
export function EnvelopeRulesPanel({ canEdit }: { canEdit: boolean }) {
  const { selected, setSelected, choose, showSaved, result, setResult } = useRowSelection<number | 'new'>();
  const list = useQuery({
    queryKey: contentKeys.envelopes,
    queryFn: () => api.post('/admin/community/envelopeRules/list'),
  });
  const rules = useMemo(() => list.data ?? [], [list.data]);
  const rule = typeof selected === 'number' ? rules.find((r) => r.id === selected) : undefined;
  const grantNow = useMutation({
    mutationFn: () => api.post('/admin/community/envelopeRules/grantNow'),
    onSuccess: ({ granted }) =>
      setResult(`Rules evaluated: ${granted} envelope${granted === 1 ? '' : 's'} granted.`),
    onSettled: () => refresh(contentKeys.envelopes),
  });
  const columns = useMemo<DataTableColumn<Rule>[]>(
    () => [
      {
        accessorKey: 'title',
        header: 'Rule',
        cell: ({ row }) =>
          canEdit ? (
            <RowLink isSelected={row.original.id === selected} onSelect={() => choose(row.original.id)}>
              {row.original.title}
            </RowLink>
          ) : (
            row.original.title
          ),
      },
      { accessorKey: 'kind', header: 'When', cell: ({ getValue }) => kindLabel(getValue<string>()) },
      {
        accessorKey: 'amount',
        header: 'Amount',
        meta: { align: 'end' },
        cell: ({ getValue }) => money(getValue<string>()),
      },
      {
        id: 'period',
        header: 'Period',
        cell: ({ row }) =>
          `${dateTime(row.original.startsAt)} – ${row.original.endsAt ? dateTime(row.original.endsAt) : 'no end'}`,
      },
      {
        id: 'counts',
        header: 'Received / granted',
        meta: { align: 'end' },
        cell: ({ row }) => `${row.original.received} / ${row.original.granted}`,
      },
      {
        accessorKey: 'enabled',
        header: 'Status',
        cell: ({ getValue }) => <OnOff on={getValue<boolean>()} />,
      },
    ],
    [selected, choose, canEdit],
  );
  return (
    <div className={[styles.stack, own.panel].join(' ')}>
      {canEdit && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setSelected('new')}>
            New envelope rule
          </Button>
          <Button
            variant="secondary"
            isLoading={grantNow.isPending}
            onPress={async () => {
              if (
                await confirm({
                  title: 'Grant envelopes now?',
                  message: 'Every enabled rule is evaluated at once (the timer does this every minute).',
                  confirmLabel: 'Grant now',
                })
              )
                grantNow.mutate();
            }}
          >
            Grant now
          </Button>
        </div>
      )}
      <ErrorText
        error={
          list.isError ? errorMessage(list.error) : grantNow.isError ? errorMessage(grantNow.error) : null
        }
      />
      <ResultStatus result={result} />
      <ListWithDetail
        notice={
          canEdit
            ? 'Choose a rule to change it, or create a new one.'
            : 'Your role can read the rules but not change them.'
        }
      >
        <DataTable
          label="Red envelope rules"
          columns={columns}
          data={rules}
          getRowId={(r) => String(r.id)}
          isLoading={list.isPending}
          emptyText="No red envelope rules."
          isRowSelected={(r) => r.id === selected}
        />
        {canEdit && (selected === 'new' || rule) ? (
          <RuleEditor
            key={rule ? JSON.stringify(rule) : 'new'}
            rule={rule ?? null}
            onSaved={(saved, message) => showSaved(saved.id, message)}
          />
        ) : null}
      </ListWithDetail>
    </div>
  );
}

function RuleEditor({
  rule,
  onSaved,
}: {
  rule: Rule | null;
  onSaved: (rule: Rule, message: string) => void;
}) {
  const original = useMemo(
    () => ({
      kind: rule?.kind ?? 'registration',
      title: rule?.title ?? '',
      amount: rule?.amount ?? '',
      enabled: yesNo(rule?.enabled ?? true),
      startsAt: toLocalInput(rule?.startsAt),
      endsAt: toLocalInput(rule?.endsAt),
    }),
    [rule],
  );
  const { form, set, changed, reset } = useDraft(original);
  const save = useMutation({
    mutationFn: () => {
      const body: SaveBody = rule ? { id: rule.id } : {};
      for (const k of rule ? changed : (Object.keys(form) as (keyof typeof form)[])) {
        const v = form[k];
        if (k === 'kind') body.kind = v as Kind;
        else if (k === 'enabled') body.enabled = v === 'yes';
        else if (k === 'startsAt') {
          if (v.trim()) body.startsAt = fromLocalInput(v, 'Starts');
        } else if (k === 'endsAt') {
          if (rule || v.trim()) body.endsAt = fromLocalInput(v, 'Ends');
        } else body[k] = v.trim();
      }
      return api.post('/admin/community/envelopeRules/save', body);
    },
    onSuccess: (saved) => onSaved(saved, `Envelope rule “${saved.title}” saved.`),
    onSettled: () => refresh(contentKeys.envelopes),
  });
  return (
    <EditorCard
      id="envelope-editor"
      title={rule ? `Edit rule “${rule.title}”` : 'New envelope rule'}
      error={save.error}
      changed={changed}
      isNew={!rule}
      isSaving={save.isPending}
      canSave={Boolean(form.title.trim() && form.amount.trim())}
      onSave={() => save.mutate()}
      onUndo={reset}
    >
      {rule ? (
        <dl className={styles.detailList}>
          <dt>When</dt>
          <dd>{kindLabel(rule.kind)}</dd>
          <dt>Granted</dt>
          <dd>
            {rule.granted} ({rule.received} received)
          </dd>
        </dl>
      ) : (
        <SelectField label="When" value={form.kind} onChange={set('kind')} options={envelopeKinds} />
      )}
      <TextField
        label="Title"
        description="What the member reads"
        value={form.title}
        onChange={set('title')}
        maxLength={100}
        isRequired
      />
      <div className={own.fieldRow}>
        <TextField
          label="Amount"
          value={form.amount}
          onChange={set('amount')}
          inputMode="decimal"
          isRequired
        />
        <SelectField label="Status" value={form.enabled} onChange={set('enabled')} options={enabledOptions} />
      </div>
      <div className={own.fieldRow}>
        <TextField
          label="Starts"
          description={rule ? DATE_HINT : `${DATE_HINT}; empty: now`}
          value={form.startsAt}
          onChange={set('startsAt')}
        />
        <TextField
          label="Ends"
          description={`${DATE_HINT}; empty: no end`}
          value={form.endsAt}
          onChange={set('endsAt')}
        />
      </div>
    </EditorCard>
  );
}
