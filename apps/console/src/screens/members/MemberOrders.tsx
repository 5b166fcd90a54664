import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { Button, ConfirmDialog, DataTable, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage, requestId } from '../../api/client';
import { keys, refreshMoney } from '../../api/query';
import { ErrorText, Pager } from '../../lib/Page';
import { money } from '../../lib/money';
import * as styles from '../../layout/console.css';

type Order = ResultOf<'/admin/money/order/page'>['records'][number];

/** Orders still earning (or not started) may be voided; ended and void ones may not. */
const voidable = (o: Order) => o.status !== 'invalid' && o.status !== 'end';

/**
 * A member's product orders; finance and admin void an open order, with or without a refund of the
 * price to the member's cash (through the ledger, sent with a request id, audited by the server).
 */
export function MemberOrders({
  userId,
  canVoid,
  onResult,
}: {
  userId: number;
  canVoid: boolean;
  onResult: (message: string) => void;
}) {
  const [page, setPage] = useState(1);
  const [voiding, setVoiding] = useState<Order | null>(null);
  const orders = useQuery({
    queryKey: [...keys.members, 'orders', userId, page],
    queryFn: () => api.post('/admin/money/order/page', { userId, page, size: 10 }),
  });
  const columns: DataTableColumn<Order>[] = [
    { accessorKey: 'orderNo', header: 'Order' },
    { accessorKey: 'productName', header: 'Product' },
    {
      accessorKey: 'amount',
      header: 'Paid',
      meta: { align: 'end' },
      cell: ({ getValue }) => money(getValue<string>()),
    },
    {
      accessorKey: 'accruedIncome',
      header: 'Income paid',
      meta: { align: 'end' },
      cell: ({ getValue }) => money(getValue<string>()),
    },
    { accessorKey: 'statusText', header: 'Status' },
    ...(canVoid
      ? [
          {
            id: 'action',
            header: 'Action',
            cell: ({ row }: { row: { original: Order } }) =>
              voidable(row.original) ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={`Void order ${row.original.orderNo}`}
                  onClick={() => setVoiding(row.original)}
                >
                  Void
                </button>
              ) : null,
          } satisfies DataTableColumn<Order>,
        ]
      : []),
  ];
  return (
    <div className={styles.stack}>
      <ErrorText error={orders.isError ? errorMessage(orders.error) : null} />
      <DataTable
        label="Orders"
        columns={columns}
        data={orders.data?.records ?? []}
        getRowId={(o) => String(o.id)}
        isLoading={orders.isPending}
        emptyText="No orders."
        footer={orders.data && <Pager page={page} hasMore={orders.data.hasMore} onPage={setPage} />}
      />
      {voiding && (
        <VoidOrder
          key={voiding.id}
          order={voiding}
          onDone={(message) => {
            setVoiding(null);
            onResult(message);
          }}
          onCancel={() => setVoiding(null)}
        />
      )}
    </div>
  );
}

function VoidOrder({
  order,
  onDone,
  onCancel,
}: {
  order: Order;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [refund, setRefund] = useState(true);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  // one request id per void: a retry (or a second press) is the same request and refunds once
  const [id] = useState(requestId);
  const act = useMutation({
    mutationFn: () =>
      api.post(
        '/admin/money/order/invalidate',
        { id: order.id, refund, reason: reason.trim() || undefined },
        { idempotencyKey: id },
      ),
    onSuccess: (after) =>
      onDone(
        `Order ${after.orderNo} voided` +
          (refund ? `: ${money(after.amount)} refunded to the member's cash.` : ' without a refund.'),
      ),
    onSettled: () => {
      setConfirming(false);
      refreshMoney();
    },
  });
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="void-title">
      <h3 id="void-title" className={styles.sectionTitle}>
        Void order {order.orderNo}
      </h3>
      <p className={styles.muted}>
        The order stops earning from the next accrual; income already paid ({money(order.accruedIncome)})
        stays the member&apos;s.
      </p>
      <ErrorText error={act.isError ? errorMessage(act.error) : null} />
      <label className={styles.actions}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={refund}
          onChange={(e) => setRefund(e.target.checked)}
        />
        Refund the price ({money(order.amount)}) to the member&apos;s cash
      </label>
      <TextField label="Reason" value={reason} onChange={setReason} maxLength={500} />
      <div className={styles.actions}>
        <Button variant="danger" onPress={() => setConfirming(true)} isLoading={act.isPending}>
          Void order
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={`Void order ${order.orderNo}?`}
        message={
          refund
            ? `${money(order.amount)} goes back to the member's cash and the order earns nothing more.`
            : 'The order earns nothing more; the price is not refunded.'
        }
        confirmLabel={refund ? 'Void and refund' : 'Void without refund'}
        isDestructive
        isConfirmLoading={act.isPending}
        onConfirm={() => act.mutate()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
