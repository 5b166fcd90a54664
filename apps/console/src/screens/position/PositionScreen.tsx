import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AmountInput,
  BarChart,
  Button,
  ConfirmDialog,
  DataTable,
  TextField,
  type DataTableColumn,
} from '@aurum/ui';
import type { ResultOf } from '@aurum/api-client';
import { api, errorMessage, requestId } from '../../api/client';
import { keys, queryClient, refreshMoney } from '../../api/query';
import { useSessionState } from '../../session/session';
import { can } from '../../session/roles';
import { ErrorText, Page, Stat } from '../../lib/Page';
import { dateTime, minor, money } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ResultStatus } from '../../components/ListWithDetail';

type Alert = ResultOf<'/admin/money/reserve/alerts'>['records'][number];

const windowLabel = (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`);

/**
 * The landing page: is the business solvent and are the books right? Trial balance, members'
 * cash, held withdrawals, the income reserve against promised income (days of cover at today's
 * rate), fee revenue, promotions, money in and out over 1/7/30 days, open alerts; finance funds
 * the reserve and acknowledges alerts here.
 */
export default function PositionScreen() {
  const role = useSessionState().session!.operator.role;
  const position = useQuery({ queryKey: keys.position, queryFn: () => api.post('/admin/console/position') });
  const reserve = useQuery({
    queryKey: [...keys.position, 'reserve'],
    queryFn: () => api.post('/admin/money/reserve/status'),
  });
  const trial = useQuery({
    queryKey: [...keys.position, 'trial'],
    queryFn: () => api.post('/admin/money/trialBalance'),
  });
  const alerts = useQuery({
    queryKey: [...keys.position, 'alerts'],
    queryFn: () => api.post('/admin/money/reserve/alerts', { openOnly: true, size: 20 }),
  });
  const error = [position, reserve, trial, alerts].find((q) => q.isError)?.error;
  const p = position.data;
  const r = reserve.data;
  const t = trial.data;

  const ack = useMutation({
    mutationFn: (id: number) => api.post('/admin/money/reserve/alerts/ack', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.position }),
  });
  const alertColumns: DataTableColumn<Alert>[] = [
    { accessorKey: 'day', header: 'Day' },
    { accessorKey: 'message', header: 'Alert' },
    {
      accessorKey: 'needed',
      header: 'Needed',
      meta: { align: 'end' },
      cell: ({ getValue }) => money(getValue<string>()),
    },
    {
      accessorKey: 'available',
      header: 'Available',
      meta: { align: 'end' },
      cell: ({ getValue }) => money(getValue<string>()),
    },
    { accessorKey: 'createTime', header: 'Raised', cell: ({ getValue }) => dateTime(getValue<string>()) },
    ...(can.moveMoney(role)
      ? [
          {
            id: 'ack',
            header: 'Action',
            cell: ({ row }) => (
              <Button size="small" variant="secondary" onPress={() => ack.mutate(row.original.id)}>
                Acknowledge
              </Button>
            ),
          } satisfies DataTableColumn<Alert>,
        ]
      : []),
  ];

  return (
    <Page title="Money position">
      <ErrorText error={error ? errorMessage(error) : null} />
      <div className={styles.cards}>
        <Stat
          label="Trial balance"
          value={t ? (t.ok ? 'Balanced' : 'OUT OF BALANCE') : '…'}
          tone={t ? (t.ok ? 'good' : 'bad') : undefined}
          note={
            t && !t.ok ? `posted ${t.postedDifference}, pending ${t.pendingDifference}` : 'debits = credits'
          }
        />
        <Stat
          label="Members’ cash (liability)"
          value={p ? money(p.memberCash) : '…'}
          note={p && `of which held ${money(p.memberCashHeld)}`}
        />
        <Stat
          label="Held withdrawals"
          value={p ? money(p.heldWithdrawals.amount) : '…'}
          note={p && `${p.heldWithdrawals.count} waiting for a decision`}
        />
        <Stat label="Fee revenue" value={p ? money(p.feeRevenue) : '…'} />
        <Stat
          label="Income reserve"
          value={r ? money(r.reserveAvailable) : '…'}
          tone={r ? (r.covered ? 'good' : 'bad') : undefined}
          note={r && (r.covered ? 'covers all promised income' : `short by ${money(r.shortfall)}`)}
        />
        <Stat
          label="Promised income not yet paid"
          value={r ? money(r.outstandingIncome) : '…'}
          note={r && `${r.openOrders} open orders · ${money(r.dailyIncomeDue)} a day`}
        />
        <Stat
          label="Days of cover"
          value={r ? (r.daysCovered === null ? '—' : `${r.daysCovered} days`) : '…'}
          note="at today’s daily income"
          tone={r && r.daysCovered !== null && r.daysCovered < 7 ? 'bad' : undefined}
        />
        <Stat label="Promotions balance" value={r ? money(r.promotionsBalance) : '…'} />
        <Stat label="Income earned, not yet collected" value={r ? money(r.unreceivedLiability) : '…'} />
        <Stat
          label="Pending recharges"
          value={p ? String(p.pendingRecharges) : '…'}
          note={p && `${p.refusedCallbacksToday} refused callbacks in 24 h`}
          tone={p && p.refusedCallbacksToday > 0 ? 'bad' : undefined}
        />
      </div>

      <div className={styles.twoColumns}>
        <section className={styles.card} aria-labelledby="flows-title">
          <h2 id="flows-title" className={styles.sectionTitle}>
            Deposits and withdrawals
          </h2>
          {p && (
            <>
              <BarChart
                label="Money in and out"
                categories={p.flows.map((f) => windowLabel(f.days))}
                series={[
                  {
                    key: 'in',
                    label: 'Deposits',
                    tone: 'rising',
                    values: p.flows.map((f) => Number(minor(f.deposits)) / 100),
                  },
                  {
                    key: 'out',
                    label: 'Withdrawals passed',
                    tone: 'falling',
                    values: p.flows.map((f) => Number(minor(f.withdrawals)) / 100),
                  },
                ]}
                formatValue={(v) => v.toLocaleString('en-US', { maximumFractionDigits: 0 })}
              />
              <dl className={styles.detailList}>
                {p.flows.map((f) => (
                  <div key={f.days} style={{ display: 'contents' }}>
                    <dt>{windowLabel(f.days)}</dt>
                    <dd>
                      in {money(f.deposits)} ({f.depositCount}) · out {money(f.withdrawals)} (
                      {f.withdrawalCount})
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </section>
        {can.moveMoney(role) ? <FundReserve /> : null}
      </div>

      <section aria-labelledby="alerts-title">
        <h2 id="alerts-title" className={styles.sectionTitle}>
          Open alerts
        </h2>
        <ErrorText error={ack.isError ? errorMessage(ack.error) : null} />
        <DataTable
          label="Open alerts"
          columns={alertColumns}
          data={alerts.data?.records ?? []}
          getRowId={(a) => String(a.id)}
          isLoading={alerts.isPending}
          emptyText="No open alerts."
        />
      </section>
    </Page>
  );
}

/** Finance moves operator capital into the income reserve, once per confirmed request. */
function FundReserve() {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [id, setId] = useState(requestId);
  const [result, setResult] = useState<string | null>(null);
  const fund = useMutation({
    mutationFn: () =>
      api.post('/admin/money/reserve/fund', { amount, note: note.trim() || undefined, requestId: id }),
    onSuccess: (r) => {
      setResult(`Added ${money(r.amount)} to the income reserve; it now holds ${money(r.balance)}.`);
      setAmount('');
      setNote('');
      setId(requestId());
    },
    onSettled: () => {
      setConfirming(false);
      refreshMoney();
    },
  });
  const valid = /^\d+(\.\d{1,2})?$/.test(amount) && minor(amount) > 0n;
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="fund-title">
      <h2 id="fund-title" className={styles.sectionTitle}>
        Fund the income reserve
      </h2>
      <ResultStatus result={result} />
      <ErrorText error={fund.isError ? errorMessage(fund.error) : null} />
      <AmountInput label="Amount" value={amount} onChange={setAmount} />
      <TextField label="Note" value={note} onChange={setNote} maxLength={200} />
      <div className={styles.actions}>
        <Button isDisabled={!valid} onPress={() => setConfirming(true)} isLoading={fund.isPending}>
          Fund reserve
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title="Fund the income reserve?"
        message={`${money(amount)} moves from operator capital into the income reserve.`}
        confirmLabel="Fund"
        isConfirmLoading={fund.isPending}
        onConfirm={() => fund.mutate()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
