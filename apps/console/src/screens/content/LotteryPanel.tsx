import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import { Button, DataTable, SelectField, TextField, confirm, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage, requestId } from '../../api/client';
import { ErrorText, Pager } from '../../lib/Page';
import { dateTime, money } from '../../lib/money';
import * as styles from '../../layout/console.css';
import * as own from './content.css';
import {
  DATE_HINT,
  EditorCard,
  OnOff,
  TranslationsEditor,
  contentKeys,
  enabledOptions,
  fromLocalInput,
  refresh,
  toLocalInput,
  useDraft,
  yesNo,
} from './shared';

type Prize = ResultOf<'/admin/community/lottery/prizes/list'>[number];
type PrizeBody = RequestOf<'/admin/community/lottery/prizes/save'>;
type Round = ResultOf<'/admin/community/lottery/rounds/list'>[number];
type ChanceRule = ResultOf<'/admin/community/lottery/chanceRules/list'>[number];
type ChanceBody = RequestOf<'/admin/community/lottery/chanceRules/save'>;
type Grant = ResultOf<'/admin/community/lottery/chanceGrants/list'>['records'][number];

/** weight of total as a percentage, as members read it ("12.50%") */
export function odds(weight: number, total: number): string {
  return total > 0 ? `${((weight * 100) / total).toFixed(2)}%` : '—';
}

/** Lottery prizes and their odds (weights), with their translations. */
export function PrizesPanel({ canEdit }: { canEdit: boolean }) {
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [result, setResult] = useState<string | null>(null);
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
            <button
              type="button"
              className={styles.linkButton}
              aria-pressed={row.original.id === selected}
              onClick={() => {
                setSelected(row.original.id);
                setResult(null);
              }}
            >
              {row.original.name}
            </button>
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
    [selected, canEdit, total],
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
      <p role="status" className={result ? styles.success : styles.hiddenStatus}>
        {result}
      </p>
      <div className={styles.twoColumns}>
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
              onSaved={(saved, message) => {
                setSelected(saved.id);
                setResult(message);
              }}
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
        ) : (
          <p className={styles.notice}>
            {canEdit
              ? 'Choose a prize to change it, or add a new one.'
              : 'Your role can read the prizes but not change them.'}
          </p>
        )}
      </div>
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
      <div className={own.fieldRow}>
        <SelectField label="Status" value={form.enabled} onChange={set('enabled')} options={enabledOptions} />
        <TextField label="Sort" value={form.sort} onChange={set('sort')} inputMode="numeric" />
      </div>
    </EditorCard>
  );
}

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
      <p role="status" className={result ? styles.success : styles.hiddenStatus}>
        {result}
      </p>
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

const chanceKinds = [
  { value: 'per_purchase', label: 'Every purchase' },
  { value: 'registration', label: 'Registration (once)' },
];

/** Chance rules (what earns a draw) and chances given by hand to one member. */
export function ChancesPanel({ canEdit }: { canEdit: boolean }) {
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [result, setResult] = useState<string | null>(null);
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
            <button
              type="button"
              className={styles.linkButton}
              aria-pressed={row.original.id === selected}
              onClick={() => {
                setSelected(row.original.id);
                setResult(null);
              }}
            >
              {label}
            </button>
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
    [selected, canEdit],
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
        <p role="status" className={result ? styles.success : styles.hiddenStatus}>
          {result}
        </p>
        <div className={styles.twoColumns}>
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
              onSaved={(saved, message) => {
                setSelected(saved.id);
                setResult(message);
              }}
            />
          ) : (
            <p className={styles.notice}>
              {canEdit
                ? 'Choose a rule to change it, or create a new one.'
                : 'Your role can read the rules but not change them.'}
            </p>
          )}
        </div>
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
      <p role="status" className={result ? styles.success : styles.hiddenStatus}>
        {result}
      </p>
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
