import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { Button, ConfirmDialog, DataTable, Tabs, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage, requestId } from '../../api/client';
import { keys } from '../../api/query';
import { useSessionState } from '../../session/session';
import { can } from '../../session/roles';
import { QueueToolbar, useConfirmedDecision, useMoneyQueue } from '../../components/MoneyQueue';
import { MemberContext } from '../../components/MemberContext';
import { ErrorText, Page, Pager } from '../../lib/Page';
import { dateTime, money } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ListWithDetail, ResultStatus, RowLink } from '../../components/ListWithDetail';

type Recharge = ResultOf<'/admin/money/recharge/page'>['records'][number];
type Status = '' | Recharge['status'];
type Callback = ResultOf<'/admin/money/callback/page'>['records'][number];

const statusOptions = [
  { value: 'pending', label: 'Pending (USDT to confirm)' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'success', label: 'Credited' },
  { value: 'failed', label: 'Failed' },
  { value: '', label: 'All' },
];

/** Recharges waiting for a hand confirmation (USDT), and the log of payment-channel callbacks. */
export default function RechargesScreen() {
  const [tab, setTab] = useState<'recharges' | 'callbacks'>('recharges');
  return (
    <Page title="Recharges">
      <Tabs
        label="Recharges"
        items={[
          { key: 'recharges', label: 'Recharges' },
          { key: 'callbacks', label: 'Channel callbacks' },
        ]}
        selectedKey={tab}
        onSelectionChange={setTab}
      >
        {(key) => (key === 'recharges' ? <RechargeQueue /> : <CallbackLog />)}
      </Tabs>
    </Page>
  );
}

function RechargeQueue() {
  const role = useSessionState().session!.operator.role;
  const queue = useMoneyQueue<Status, Recharge>('pending', (status, page) => ({
    queryKey: [...keys.recharges, { status, page }],
    queryFn: () => api.post('/admin/money/recharge/page', { status: status || undefined, page, size: 20 }),
  }));
  const { status, selected, choose, result, setResult, records, selectedRow, query: list } = queue;
  const columns = useMemo<DataTableColumn<Recharge>[]>(
    () => [
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
      { accessorKey: 'payChannel', header: 'Channel' },
      {
        id: 'amount',
        header: 'Amount',
        meta: { align: 'end' },
        cell: ({ row }) =>
          row.original.method === 'usdt' && row.original.status !== 'success'
            ? `${row.original.usdtAmount ?? '?'} USDT ≈ ${money(row.original.estimatedAmount)}`
            : money(row.original.amount),
      },
      { accessorKey: 'txHash', header: 'Tx hash', cell: ({ getValue }) => getValue<string | null>() ?? '—' },
      { accessorKey: 'createTime', header: 'Created', cell: ({ getValue }) => dateTime(getValue<string>()) },
      {
        accessorKey: 'statusText',
        header: 'Status',
        cell: ({ getValue }) => <span className={styles.badge}>{getValue<string>()}</span>,
      },
    ],
    [selected, choose],
  );
  return (
    <div className={styles.stack} style={{ paddingBlockStart: 16 }}>
      <QueueToolbar status={status} statusOptions={statusOptions} onStatus={queue.setStatus} query={list} />
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <ResultStatus result={result} />
      <ListWithDetail notice="Choose a recharge to confirm or fail it.">
        <DataTable
          label="Recharges"
          columns={columns}
          data={records}
          getRowId={(r) => String(r.id)}
          isLoading={list.isPending}
          emptyText={status === 'pending' ? 'No recharges are waiting for confirmation.' : 'No recharges.'}
          isRowSelected={(r) => r.id === selected}
          footer={queue.pager}
        />
        {selectedRow ? (
          <RechargeDetail
            key={selectedRow.id}
            recharge={selectedRow}
            canAct={can.moveMoney(role)}
            onResult={setResult}
          />
        ) : null}
      </ListWithDetail>
    </div>
  );
}

function RechargeDetail({
  recharge,
  canAct,
  onResult,
}: {
  recharge: Recharge;
  canAct: boolean;
  onResult: (message: string) => void;
}) {
  const usdt = recharge.method === 'usdt';
  const [usdtAmount, setUsdtAmount] = useState(recharge.usdtAmount ?? '');
  const [txHash, setTxHash] = useState(recharge.txHash ?? '');
  const [reason, setReason] = useState('');
  const [id] = useState(requestId);
  const decision = useConfirmedDecision({
    send: async (what: 'confirm' | 'fail') => {
      if (what === 'confirm') {
        const r = await api.post(
          '/admin/money/recharge/confirm',
          usdt
            ? {
                id: recharge.id,
                usdtAmount: usdtAmount.trim() || undefined,
                txHash: txHash.trim() || undefined,
              }
            : { id: recharge.id },
          { idempotencyKey: `${id}:confirm` },
        );
        return r.outcome === 'credited'
          ? `Recharge ${recharge.orderNo} confirmed: ${money(r.recharge.amount)} credited.`
          : `Recharge ${recharge.orderNo}: ${r.outcome.replace('_', ' ')} (${r.recharge.statusText}).`;
      }
      const r = await api.post(
        '/admin/money/recharge/fail',
        { id: recharge.id, reason: reason.trim() || undefined },
        { idempotencyKey: `${id}:fail` },
      );
      return `Recharge ${r.orderNo} marked failed; nothing credited.`;
    },
    onSuccess: onResult,
  });
  const { confirming, ask, mutation: act } = decision;
  const open = recharge.status === 'pending' || recharge.status === 'unpaid';
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="recharge-title">
      <h2 id="recharge-title" className={styles.sectionTitle}>
        Recharge {recharge.orderNo}
      </h2>
      <ErrorText error={act.isError ? errorMessage(act.error) : null} />
      <dl className={styles.detailList}>
        <dt>Status</dt>
        <dd>{recharge.statusText}</dd>
        <dt>Channel</dt>
        <dd>
          {recharge.payChannel} ({recharge.method})
        </dd>
        {usdt && (
          <>
            <dt>Declared</dt>
            <dd>
              {recharge.usdtAmount ?? '—'} USDT on {recharge.network ?? '—'}
            </dd>
            <dt>At today’s rate</dt>
            <dd>{money(recharge.estimatedAmount)}</dd>
          </>
        )}
        <dt>Credited</dt>
        <dd>{money(recharge.amount)}</dd>
        {recharge.failureReason && (
          <>
            <dt>Failure</dt>
            <dd>{recharge.failureReason}</dd>
          </>
        )}
      </dl>
      <MemberContext userId={recharge.userId} movements={3} />
      {open && canAct && (
        <>
          {usdt && (
            <>
              <TextField
                label="Confirmed USDT amount (on chain)"
                value={usdtAmount}
                onChange={setUsdtAmount}
                inputMode="decimal"
              />
              <TextField label="Transaction hash" value={txHash} onChange={setTxHash} />
            </>
          )}
          <TextField label="Reason (to fail it)" value={reason} onChange={setReason} maxLength={500} />
          <div className={styles.actions}>
            <Button onPress={() => ask('confirm')}>Confirm and credit</Button>
            <Button variant="danger" onPress={() => ask('fail')}>
              Fail
            </Button>
          </div>
        </>
      )}
      {open && !canAct && (
        <p className={styles.muted}>Your role can read recharges but not confirm or fail them.</p>
      )}
      <ConfirmDialog
        title={confirming === 'confirm' ? 'Confirm and credit this recharge?' : 'Mark this recharge failed?'}
        message={
          confirming === 'confirm'
            ? usdt
              ? `${usdtAmount || recharge.usdtAmount} USDT is converted at the current rate and credited to member #${recharge.userId} once.`
              : `The requested amount is credited to member #${recharge.userId} once.`
            : 'Nothing is credited; the member sees it as failed.'
        }
        confirmLabel={confirming === 'confirm' ? 'Credit' : 'Fail'}
        isDestructive={confirming === 'fail'}
        {...decision.dialog}
      />
    </section>
  );
}

function CallbackLog() {
  const [orderNo, setOrderNo] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [...keys.callbacks, { orderNo, page }],
    queryFn: () =>
      api.post('/admin/money/callback/page', { orderNo: orderNo.trim() || undefined, page, size: 20 }),
  });
  const columns: DataTableColumn<Callback>[] = [
    { accessorKey: 'createTime', header: 'Received', cell: ({ getValue }) => dateTime(getValue<string>()) },
    { accessorKey: 'channelCode', header: 'Channel' },
    { accessorKey: 'orderNo', header: 'Order', cell: ({ getValue }) => getValue<string | null>() ?? '—' },
    {
      accessorKey: 'outcome',
      header: 'Outcome',
      cell: ({ getValue }) => <span className={styles.badge}>{getValue<string>()}</span>,
    },
    { accessorKey: 'detail', header: 'Detail', cell: ({ getValue }) => getValue<string | null>() ?? '' },
    { accessorKey: 'remoteIp', header: 'From', cell: ({ getValue }) => getValue<string | null>() ?? '—' },
    {
      id: 'raw',
      header: 'Body',
      cell: ({ row }) =>
        open === row.original.id ? (
          <pre className={styles.pre}>{row.original.rawBody}</pre>
        ) : (
          <button type="button" className={styles.linkButton} onClick={() => setOpen(row.original.id)}>
            Show
          </button>
        ),
    },
  ];
  return (
    <div className={styles.stack} style={{ paddingBlockStart: 16 }}>
      <div className={styles.toolbar}>
        <TextField
          className={styles.field}
          label="Order number"
          value={orderNo}
          onChange={(v) => {
            setOrderNo(v);
            setPage(1);
          }}
        />
      </div>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <DataTable
        label="Channel callbacks"
        columns={columns}
        data={list.data?.records ?? []}
        getRowId={(r) => String(r.id)}
        isLoading={list.isPending}
        emptyText="No callbacks received."
        footer={list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
      />
    </div>
  );
}
