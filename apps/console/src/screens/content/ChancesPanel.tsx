import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import { Button, DataTable, SelectField, TextField, confirm, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage, requestId } from '../../api/client';
import { ErrorText, Pager } from '../../lib/Page';
import { dateTime } from '../../lib/money';
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

type ChanceRule = ResultOf<'/admin/community/lottery/chanceRules/list'>[number];
type ChanceBody = RequestOf<'/admin/community/lottery/chanceRules/save'>;
type Grant = ResultOf<'/admin/community/lottery/chanceGrants/list'>['records'][number];

const chanceKinds = [
  { value: 'per_purchase', label: 'Every purchase' },
  { value: 'registration', label: 'Registration (once)' },
];

/** Chance rules (what earns a draw) and chances given by hand to one member. */
export function ChancesPanel({ canEdit }: { canEdit: boolean }) {
  const { selected, setSelected, choose, showSaved, result } = useRowSelection<number | 'new'>();
  const list = useQuery({
    queryKey: contentKeys.chanceRules,
    queryFn: () => api.post('/admin/community/lottery/chanceRules/list'),
  });
  const rules = useMemo(() => list.data ?? [], [list.data]);
  const rule = typeof selected === 'number' ? rules.find((r) => r.id === selected) : undefined;
  const columns = useMemo<DataTableColumn<ChanceRule>[]>(
    () => [
      {
        accessorKey: 'kind',
        header: 'Rule',
        cell: ({ row }) => {
          const label = `${chanceKinds.find((k) => k.value === row.original.kind)?.label ?? row.original.kind} (#${row.original.id})`;
          return canEdit ? (
            <RowLink isSelected={row.original.id === selected} onSelect={() => choose(row.original.id)}>
              {label}
            </RowLink>
          ) : (
            label
          );
        },
      },
      { accessorKey: 'chances', header: 'Chances', meta: { align: 'end' } },
      {
        id: 'period',
        header: 'Period',
        cell: ({ row }) =>
          `${dateTime(row.original.startsAt)} – ${row.original.endsAt ? dateTime(row.original.endsAt) : 'no end'}`,
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
    <div className={[own.sections, own.panel].join(' ')}>
      <div className={styles.stack}>
        <div className={styles.actions}>
          {canEdit && (
            <Button variant="secondary" onPress={() => setSelected('new')}>
              New chance rule
            </Button>
          )}
        </div>
        <ErrorText error={list.isError ? errorMessage(list.error) : null} />
        <ResultStatus result={result} />
        <ListWithDetail
          notice={
            canEdit
              ? 'Choose a rule to change it, or create a new one.'
              : 'Your role can read the rules but not change them.'
          }
        >
          <DataTable
            label="Chance rules"
            columns={columns}
            data={rules}
            getRowId={(r) => String(r.id)}
            isLoading={list.isPending}
            emptyText="No chance rules: members earn no draws."
            isRowSelected={(r) => r.id === selected}
          />
          {canEdit && (selected === 'new' || rule) ? (
            <ChanceRuleEditor
              key={rule ? JSON.stringify(rule) : 'new'}
              rule={rule ?? null}
              onSaved={(saved, message) => showSaved(saved.id, message)}
            />
          ) : null}
        </ListWithDetail>
      </div>
      {canEdit && <GrantChances />}
      <GrantList />
    </div>
  );
}

function ChanceRuleEditor({
  rule,
  onSaved,
}: {
  rule: ChanceRule | null;
  onSaved: (rule: ChanceRule, message: string) => void;
}) {
  const original = useMemo(
    () => ({
      kind: rule?.kind ?? 'per_purchase',
      chances: String(rule?.chances ?? 1),
      enabled: yesNo(rule?.enabled ?? true),
      startsAt: toLocalInput(rule?.startsAt),
      endsAt: toLocalInput(rule?.endsAt),
    }),
    [rule],
  );
  const { form, set, changed, reset } = useDraft(original);
  const save = useMutation({
    mutationFn: () => {
      const body: ChanceBody = rule ? { id: rule.id } : {};
      for (const k of rule ? changed : (Object.keys(form) as (keyof typeof form)[])) {
        const v = form[k].trim();
        if (k === 'kind') body.kind = v as ChanceBody['kind'];
        else if (k === 'enabled') body.enabled = v === 'yes';
        else if (k === 'chances') body.chances = Number(v);
        else if (k === 'startsAt') {
          if (v) body.startsAt = fromLocalInput(v, 'Starts');
        } else if (rule || v) body.endsAt = fromLocalInput(v, 'Ends');
      }
      return api.post('/admin/community/lottery/chanceRules/save', body);
    },
    onSuccess: (saved) => onSaved(saved, `Chance rule #${saved.id} saved.`),
    onSettled: () => refresh(contentKeys.chanceRules),
  });
  return (
    <EditorCard
      id="chance-editor"
      title={rule ? `Edit chance rule #${rule.id}` : 'New chance rule'}
      error={save.error}
      changed={changed}
      isNew={!rule}
      isSaving={save.isPending}
      canSave={Boolean(form.chances.trim())}
      onSave={() => save.mutate()}
      onUndo={reset}
    >
      {!rule && (
        <SelectField label="Earned by" value={form.kind} onChange={set('kind')} options={chanceKinds} />
      )}
      <div className={own.fieldRow}>
        <TextField
          label="Chances"
          description="1–100 each time"
          value={form.chances}
          onChange={set('chances')}
          inputMode="numeric"
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

/** Chances given by hand (a goodwill gesture); one request id per press, so a retry grants once. */
function GrantChances() {
  const [userId, setUserId] = useState('');
  const [chances, setChances] = useState('1');
  const [result, setResult] = useState<string | null>(null);
  const grant = useMutation({
    mutationFn: (body: RequestOf<'/admin/community/lottery/grantChances'>) =>
      api.post('/admin/community/lottery/grantChances', body, { idempotencyKey: body.requestId }),
    onSuccess: (answer, body) =>
      setResult(
        answer.granted
          ? `Member #${answer.userId} was given ${body.chances} chance${body.chances === 1 ? '' : 's'}: ${answer.remainingChances} left to draw.`
          : `Already granted: member #${answer.userId} has ${answer.remainingChances} left to draw.`,
      ),
    onSettled: () => refresh(contentKeys.grants),
  });
  const valid = /^[1-9]\d*$/.test(userId.trim()) && /^[1-9]\d*$/.test(chances.trim());
  return (
    <form
      className={[styles.card, styles.stack].join(' ')}
      aria-labelledby="grant-title"
      onSubmit={async (e) => {
        e.preventDefault();
        setResult(null);
        const body = { userId: Number(userId), chances: Number(chances), requestId: requestId() };
        if (
          valid &&
          (await confirm({
            title: `Give member #${body.userId} ${body.chances} chance${body.chances === 1 ? '' : 's'}?`,
            confirmLabel: 'Give chances',
          }))
        )
          grant.mutate(body);
      }}
    >
      <h2 id="grant-title" className={styles.sectionTitle}>
        Give chances to a member
      </h2>
      <ErrorText error={grant.isError ? errorMessage(grant.error) : null} />
      <ResultStatus result={result} />
      <div className={own.fieldRow}>
        <TextField label="Member id" value={userId} onChange={setUserId} inputMode="numeric" isRequired />
        <TextField
          label="Chances to give"
          description="1–1000"
          value={chances}
          onChange={setChances}
          inputMode="numeric"
          isRequired
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={!valid} isLoading={grant.isPending}>
          Give chances
        </Button>
      </div>
    </form>
  );
}

/** Every grant of chances, newest first: by which rule, or by which operator. */
function GrantList() {
  const [userId, setUserId] = useState('');
  const [page, setPage] = useState(1);
  const member = /^[1-9]\d*$/.test(userId.trim()) ? Number(userId) : undefined;
  const list = useQuery({
    queryKey: [...contentKeys.grants, { member, page }],
    queryFn: () => api.post('/admin/community/lottery/chanceGrants/list', { userId: member, page, size: 20 }),
  });
  const columns: DataTableColumn<Grant>[] = [
    { accessorKey: 'createdAt', header: 'When', cell: ({ getValue }) => dateTime(getValue<string>()) },
    { id: 'member', header: 'Member', cell: ({ row }) => `#${row.original.userId} · ${row.original.phone}` },
    { accessorKey: 'chances', header: 'Chances', meta: { align: 'end' } },
    {
      id: 'source',
      header: 'Given by',
      cell: ({ row }) =>
        row.original.operator
          ? `operator ${row.original.operator}`
          : `rule #${row.original.ruleId} (${chanceKinds.find((k) => k.value === row.original.ruleKind)?.label ?? row.original.ruleKind})`,
    },
  ];
  return (
    <section className={styles.stack} aria-labelledby="grants-title">
      <h2 id="grants-title" className={styles.sectionTitle}>
        Chances given
      </h2>
      <div className={styles.toolbar}>
        <TextField
          className={styles.field}
          label="Filter by member id"
          value={userId}
          onChange={(v) => {
            setUserId(v);
            setPage(1);
          }}
          inputMode="numeric"
        />
      </div>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <DataTable
        label="Chances given"
        columns={columns}
        data={list.data?.records ?? []}
        getRowId={(g) => String(g.id)}
        isLoading={list.isPending}
        emptyText="No chances given."
        footer={list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
      />
    </section>
  );
}
