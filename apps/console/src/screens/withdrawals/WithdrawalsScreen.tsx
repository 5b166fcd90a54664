import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { Button, ConfirmDialog, DataTable, SelectField, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage, requestId } from '../../api/client';
import { keys, moneyKeys, queryClient } from '../../api/query';
import { useSessionState } from '../../session/session';
import { can } from '../../session/roles';
import { MemberContext } from '../../components/MemberContext';
import { ErrorText, Page, Pager } from '../../lib/Page';
import { dateTime, minor, money, minorText } from '../../lib/money';
import * as styles from '../../layout/console.css';

type Withdrawal = ResultOf<'/admin/money/withdrawal/page'>['records'][number];
type Status = '' | Withdrawal['status'];

const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'passed', label: 'Passed' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All' },
];

/**
 * The withdrawal queue: pending first (the default filter), by status or member; a row opens the
 * withdrawal with its member's balances and latest movements, and — for finance and admin — Pass
 * or Reject with a reason, each confirmed and sent with a request id.
 */
export default function WithdrawalsScreen() {
  const role = useSessionState().session!.operator.role;
  const [status, setStatus] = useState<Status>('pending');
  const [userId, setUserId] = useState('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // the last decision's outcome stays on screen after the withdrawal leaves the pending list
  const [result, setResult] = useState<string | null>(null);
  // withdrawals ticked for a bulk pass (pending ones only)
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const canAct = can.moveMoney(role);
  const member = /^\d+$/.test(userId.trim()) ? Number(userId.trim()) : undefined;

  const list = useQuery({
    queryKey: [...keys.withdrawals, { status, member, page }],
    // new applications arrive while the operator works the queue
    refetchInterval: 15_000,
    queryFn: () =>
      api.post('/admin/money/withdrawal/page', {
        status: status || undefined,
        userId: member,
        page,
        size: 20,
      }),
  });
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  const selected = records.find((r) => r.id === selectedId) ?? null;

  const columns = useMemo<DataTableColumn<Withdrawal>[]>(
    () => [
      ...(canAct && status === 'pending'
        ? [
            {
              id: 'tick',
              header: () => <span className={styles.visuallyHidden}>Select</span>,
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  aria-label={`Select ${row.original.orderNo}`}
                  checked={ticked.has(row.original.id)}
                  onChange={(e) =>
                    setTicked((t) => {
                      const next = new Set(t);
                      if (e.target.checked) next.add(row.original.id);
                      else next.delete(row.original.id);
                      return next;
                    })
                  }
                />
              ),
            } satisfies DataTableColumn<Withdrawal>,
          ]
        : []),
      {
        id: 'order',
        header: 'Order',
        cell: ({ row }) => (
          <button
            type="button"
            className={styles.linkButton}
            aria-pressed={row.original.id === selectedId}
            onClick={() => {
              setSelectedId(row.original.id);
              setResult(null);
            }}
          >
            {row.original.orderNo}
          </button>
        ),
      },
      { accessorKey: 'userId', header: 'Member', cell: ({ getValue }) => `#${getValue<number>()}` },
      {
        accessorKey: 'amount',
        header: 'Amount',
        meta: { align: 'end' },
        cell: ({ getValue }) => money(getValue<string>()),
      },
      {
        accessorKey: 'fee',
        header: 'Fee',
        meta: { align: 'end' },
        cell: ({ getValue }) => money(getValue<string>()),
      },
      {
        accessorKey: 'method',
        header: 'To',
        cell: ({ row }) => `${row.original.bankName} ${row.original.bankCardNo}`,
      },
      { accessorKey: 'applyTime', header: 'Applied', cell: ({ getValue }) => dateTime(getValue<string>()) },
      {
        accessorKey: 'statusText',
        header: 'Status',
        cell: ({ getValue }) => <span className={styles.badge}>{getValue<string>()}</span>,
      },
    ],
    [selectedId, canAct, status, ticked],
  );
  const tickedRows = records.filter((r) => ticked.has(r.id) && r.status === 'pending');

  return (
    <Page
      title="Withdrawals"
      actions={
        canAct && status === 'pending' ? (
          <BulkPass
            withdrawals={tickedRows}
            onDone={(message) => {
              setResult(message);
              setTicked(new Set());
            }}
          />
        ) : undefined
      }
    >
      <div className={styles.toolbar}>
        <SelectField
          className={styles.field}
          label="Status"
          value={status}
          options={statusOptions}
          onChange={(v) => {
            setStatus(v as Status);
            setPage(1);
          }}
        />
        <TextField
          className={styles.field}
          label="Member id"
          value={userId}
          inputMode="numeric"
          onChange={(v) => {
            setUserId(v);
            setPage(1);
          }}
        />
        <Button variant="secondary" onPress={() => void list.refetch()} isLoading={list.isFetching}>
          Refresh
        </Button>
      </div>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <p role="status" className={result ? styles.success : styles.hiddenStatus}>
        {result}
      </p>
      <div className={styles.twoColumns}>
        <DataTable
          label="Withdrawals"
          columns={columns}
          data={records}
          getRowId={(r) => String(r.id)}
          isLoading={list.isPending}
          loadingText="Loading withdrawals…"
          emptyText={status === 'pending' ? 'No withdrawals are waiting.' : 'No withdrawals.'}
          isRowSelected={(r) => r.id === selectedId}
          footer={list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
        />
        {selected ? (
          <WithdrawalDetail key={selected.id} withdrawal={selected} canAct={canAct} onResult={setResult} />
        ) : (
          <p className={styles.notice}>Choose a withdrawal to see its member and act on it.</p>
        )}
      </div>
    </Page>
  );
}

/**
 * Passes every ticked withdrawal after one confirmation: one request per withdrawal, each with its
 * own request id, in turn; the outcome names what passed and what the server refused.
 */
function BulkPass({
  withdrawals,
  onDone,
}: {
  withdrawals: readonly Withdrawal[];
  onDone: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  // One request id per withdrawal, kept until the batch is done: running the same batch again (a
  // retry after a dropped connection, a second press) replays instead of passing twice.
  const [ids] = useState(() => new Map<number, string>());
  const idFor = (w: Withdrawal) => {
    if (!ids.has(w.id)) ids.set(w.id, requestId());
    return ids.get(w.id)!;
  };
  const total = withdrawals.reduce((sum, w) => sum + minor(w.actualAmount), 0n);
  const pass = useMutation({
    mutationFn: async (batch: readonly Withdrawal[]) => {
      const refused: string[] = [];
      for (const w of batch) {
        try {
          await api.post('/admin/money/withdrawal/pass', { id: w.id }, { idempotencyKey: idFor(w) });
        } catch (error) {
          refused.push(`${w.orderNo} (${errorMessage(error)})`);
        }
      }
      const passed = batch.length - refused.length;
      return (
        `Passed ${passed} of ${batch.length} withdrawals.` +
        (refused.length ? ` Not passed: ${refused.join('; ')}.` : '')
      );
    },
    onSuccess: (message) => {
      ids.clear();
      onDone(message);
    },
    onSettled: () => {
      setConfirming(false);
      for (const key of moneyKeys) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <>
      <Button
        isDisabled={withdrawals.length === 0}
        isLoading={pass.isPending}
        onPress={() => setConfirming(true)}
      >
        Pass selected ({withdrawals.length})
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        title={`Pass ${withdrawals.length} withdrawals?`}
        message={`${money(minorText(total))} in all will be paid out: ${withdrawals.map((w) => w.orderNo).join(', ')}.`}
        confirmLabel="Pass all"
        isConfirmLoading={pass.isPending}
        onConfirm={() => pass.mutate(withdrawals)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

type Decision = 'pass' | 'reject';

function WithdrawalDetail({
  withdrawal,
  canAct,
  onResult,
}: {
  withdrawal: Withdrawal;
  canAct: boolean;
  onResult: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<Decision | null>(null);
  // One request id per decision: a retry of the same confirmed action is the same request.
  const [ids, setIds] = useState<Record<Decision, string>>(() => ({
    pass: requestId(),
    reject: requestId(),
  }));
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      decision === 'pass'
        ? api.post('/admin/money/withdrawal/pass', { id: withdrawal.id }, { idempotencyKey: ids.pass })
        : api.post(
            '/admin/money/withdrawal/reject',
            { id: withdrawal.id, reason: reason.trim() },
            { idempotencyKey: ids.reject },
          ),
    onSuccess: (after, decision) => {
      onResult(
        decision === 'pass'
          ? `Withdrawal ${after.orderNo} passed: ${money(after.actualAmount)} to be paid to ${after.bankName} ${after.bankCardNo}; fee ${money(after.fee)}.`
          : `Withdrawal ${after.orderNo} rejected: ${money(after.amount)} returned to the member's available balance.`,
      );
      setIds({ pass: requestId(), reject: requestId() });
    },
    onSettled: () => {
      setConfirming(null);
      for (const key of moneyKeys) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const pending = withdrawal.status === 'pending';
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title" className={styles.sectionTitle}>
        Withdrawal {withdrawal.orderNo}
      </h2>
      <ErrorText error={decide.isError ? errorMessage(decide.error) : null} />
      <dl className={styles.detailList}>
        <dt>Status</dt>
        <dd>{withdrawal.statusText}</dd>
        <dt>Amount</dt>
        <dd>{money(withdrawal.amount)}</dd>
        <dt>Fee ({withdrawal.feePercent} %)</dt>
        <dd>{money(withdrawal.fee)}</dd>
        <dt>To be paid</dt>
        <dd>{money(withdrawal.actualAmount)}</dd>
        <dt>To</dt>
        <dd>
          {withdrawal.bankName} · {withdrawal.bankCardNo} · {withdrawal.cardholder}
        </dd>
        <dt>Applied</dt>
        <dd>{dateTime(withdrawal.applyTime)}</dd>
        {withdrawal.auditTime && (
          <>
            <dt>Decided</dt>
            <dd>{dateTime(withdrawal.auditTime)}</dd>
          </>
        )}
        {withdrawal.rejectReason && (
          <>
            <dt>Reason</dt>
            <dd>{withdrawal.rejectReason}</dd>
          </>
        )}
      </dl>
      <MemberContext userId={withdrawal.userId} />
      {pending && canAct && (
        <>
          <TextField label="Reason (for a rejection)" value={reason} onChange={setReason} maxLength={500} />
          <div className={styles.actions}>
            <Button
              onPress={() => setConfirming('pass')}
              isLoading={decide.isPending && decide.variables === 'pass'}
            >
              Pass
            </Button>
            <Button
              variant="danger"
              isDisabled={reason.trim() === ''}
              onPress={() => setConfirming('reject')}
              isLoading={decide.isPending && decide.variables === 'reject'}
            >
              Reject
            </Button>
          </div>
        </>
      )}
      {pending && !canAct && (
        <p className={styles.muted}>Your role can read withdrawals but not pass or reject them.</p>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={confirming === 'pass' ? 'Pass this withdrawal?' : 'Reject this withdrawal?'}
        message={
          confirming === 'pass'
            ? `${money(withdrawal.actualAmount)} will be paid to ${withdrawal.bankName} ${withdrawal.bankCardNo}, and the fee of ${money(withdrawal.fee)} kept.`
            : `${money(withdrawal.amount)} goes back to the member. Reason: ${reason.trim()}`
        }
        confirmLabel={confirming === 'pass' ? 'Pass' : 'Reject'}
        isDestructive={confirming === 'reject'}
        isConfirmLoading={decide.isPending}
        onConfirm={() => confirming && decide.mutate(confirming)}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
