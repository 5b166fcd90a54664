import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { Button, ConfirmDialog, DataTable, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage, requestId } from '../../api/client';
import { keys, refreshMoney } from '../../api/query';
import { useSessionState } from '../../session/session';
import { can } from '../../session/roles';
import { QueueToolbar, useConfirmedDecision, useMoneyQueue } from '../../components/MoneyQueue';
import { MemberContext } from '../../components/MemberContext';
import { ErrorText, Page } from '../../lib/Page';
import { dateTime, minor, money, minorText } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ListWithDetail, ResultStatus, RowLink } from '../../components/ListWithDetail';

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
  const [userId, setUserId] = useState('');
  // withdrawals ticked for a bulk pass (pending ones only)
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const canAct = can.moveMoney(role);
  const member = /^\d+$/.test(userId.trim()) ? Number(userId.trim()) : undefined;
  const queue = useMoneyQueue<Status, Withdrawal>('pending', (status, page) => ({
    queryKey: [...keys.withdrawals, { status, member, page }],
    queryFn: () =>
      api.post('/admin/money/withdrawal/page', {
        status: status || undefined,
        userId: member,
        page,
        size: 20,
      }),
  }));
  const { status, selected, choose, result, setResult, records, selectedRow, query: list } = queue;

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
          <RowLink isSelected={row.original.id === selected} onSelect={() => choose(row.original.id)}>
            {row.original.orderNo}
          </RowLink>
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
    [selected, choose, canAct, status, ticked],
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
      <QueueToolbar status={status} statusOptions={statusOptions} onStatus={queue.setStatus} query={list}>
        <TextField
          className={styles.field}
          label="Member id"
          value={userId}
          inputMode="numeric"
          onChange={queue.filter(setUserId)}
        />
      </QueueToolbar>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <ResultStatus result={result} />
      <ListWithDetail notice="Choose a withdrawal to see its member and act on it.">
        <DataTable
          label="Withdrawals"
          columns={columns}
          data={records}
          getRowId={(r) => String(r.id)}
          isLoading={list.isPending}
          loadingText="Loading withdrawals…"
          emptyText={status === 'pending' ? 'No withdrawals are waiting.' : 'No withdrawals.'}
          isRowSelected={(r) => r.id === selected}
          footer={queue.pager}
        />
        {selectedRow ? (
          <WithdrawalDetail
            key={selectedRow.id}
            withdrawal={selectedRow}
            canAct={canAct}
            onResult={setResult}
          />
        ) : null}
      </ListWithDetail>
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
      refreshMoney();
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
  // One request id per decision: a retry of the same confirmed action is the same request.
  const [ids, setIds] = useState<Record<Decision, string>>(() => ({
    pass: requestId(),
    reject: requestId(),
  }));
  const decision = useConfirmedDecision({
    send: (choice: Decision) =>
      choice === 'pass'
        ? api.post('/admin/money/withdrawal/pass', { id: withdrawal.id }, { idempotencyKey: ids.pass })
        : api.post(
            '/admin/money/withdrawal/reject',
            { id: withdrawal.id, reason: reason.trim() },
            { idempotencyKey: ids.reject },
          ),
    onSuccess: (after, choice) => {
      onResult(
        choice === 'pass'
          ? `Withdrawal ${after.orderNo} passed: ${money(after.actualAmount)} to be paid to ${after.bankName} ${after.bankCardNo}; fee ${money(after.fee)}.`
          : `Withdrawal ${after.orderNo} rejected: ${money(after.amount)} returned to the member's available balance.`,
      );
      setIds({ pass: requestId(), reject: requestId() });
    },
  });
  const { confirming, ask, mutation: decide } = decision;
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
            <Button onPress={() => ask('pass')} isLoading={decide.isPending && decide.variables === 'pass'}>
              Pass
            </Button>
            <Button
              variant="danger"
              isDisabled={reason.trim() === ''}
              onPress={() => ask('reject')}
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
        title={confirming === 'pass' ? 'Pass this withdrawal?' : 'Reject this withdrawal?'}
        message={
          confirming === 'pass'
            ? `${money(withdrawal.actualAmount)} will be paid to ${withdrawal.bankName} ${withdrawal.bankCardNo}, and the fee of ${money(withdrawal.fee)} kept.`
            : `${money(withdrawal.amount)} goes back to the member. Reason: ${reason.trim()}`
        }
        confirmLabel={confirming === 'pass' ? 'Pass' : 'Reject'}
        isDestructive={confirming === 'reject'}
        {...decision.dialog}
      />
    </section>
  );
}
