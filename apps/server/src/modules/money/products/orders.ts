/**
 * Orders as members and operators read them: the order with its progress from the view
 * product_order_progress (migration 0051), and the status a member sees.
 */
import { pageOfRows } from '../../../db/paging.js';
import { sql } from 'kysely';
import { notFound } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { formatMoney } from '../../../lib/money.js';
import { loadMoneyConfig } from '../config.js';
import type { OrderStatus } from '../tables.js';
import { businessDay, dayText, dayTextOrNull, iso } from '../time.js';
import { ORDER_STATUS } from '../wire.js';

// ------------------------------------------------------------------ orders

const orderColumns = [
  'o.id',
  'o.order_no',
  'o.product_id',
  'o.product_name',
  'o.product_image',
  'o.quantity',
  'o.unit_price',
  'o.amount',
  'o.daily_income',
  'o.period_days',
  'o.total_income',
  'o.status',
  'o.created_at',
  'o.user_id',
] as const;

/** Progress comes from the view product_order_progress (migration 0051), never from the row. */
const orderDayColumns = [
  dayText('o.start_day').as('start_day'),
  dayText('o.expire_day').as('expire_day'),
  dayTextOrNull('o.last_accrued_day').as('last_accrued_day'),
  'o.accrued_days',
  'o.accrued_total',
] as const;

function orderQuery(db: Tx) {
  return db.selectFrom('product_order_progress as o').select(orderColumns).select(orderDayColumns);
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

/**
 * The status a member sees, from the dates: "Not started" on the purchase day, "Valid" from
 * start_day, "End" once expire_day is reached and every day was paid; "Invalid" when an operator
 * voided it. The accrual job writes the same transitions to the row.
 */
export function effectiveOrderStatus(
  row: {
    status: OrderStatus;
    start_day: string;
    expire_day: string;
    accrued_days: number;
    period_days: number;
  },
  today: string,
): OrderStatus {
  if (row.status === 'invalid' || row.status === 'end') return row.status;
  if (today < row.start_day) return 'not_started';
  if (today >= row.expire_day && row.accrued_days >= row.period_days) return 'end';
  return 'valid';
}

export function orderView(row: OrderRow, today: string) {
  const status = effectiveOrderStatus(row, today);
  return {
    id: Number(row.id),
    orderNo: row.order_no,
    userId: Number(row.user_id),
    productId: Number(row.product_id),
    productName: row.product_name,
    productImage: row.product_image,
    quantity: row.quantity,
    price: formatMoney(row.unit_price),
    amount: formatMoney(row.amount),
    dailyIncome: formatMoney(row.daily_income),
    periodDays: row.period_days,
    totalIncome: formatMoney(row.total_income),
    accruedIncome: formatMoney(row.accrued_total),
    accruedDays: row.accrued_days,
    remainingIncome: formatMoney(BigInt(row.total_income) - BigInt(row.accrued_total)),
    orderDate: iso(row.created_at),
    startDate: row.start_day,
    expireDate: row.expire_day,
    lastAccruedDate: row.last_accrued_day,
    status: ORDER_STATUS[status].code,
    statusText: ORDER_STATUS[status].label,
    statusKey: status,
  };
}

export type OrderView = ReturnType<typeof orderView>;

export async function listOrders(
  db: Tx,
  userId: bigint | null,
  page: number,
  size: number,
  now: Date,
  filter: { status?: OrderStatus | undefined } = {},
) {
  const config = await loadMoneyConfig(db);
  const today = businessDay(now, config.timezone);
  let base = db.selectFrom('product_order_progress as o');
  if (userId !== null) base = base.where('o.user_id', '=', userId);
  // Filter on the status the member sees (stored status lags the calendar until the job runs).
  if (filter.status === 'not_started')
    base = base.where(sql<boolean>`o.status in ('not_started','valid') and o.start_day > ${today}::date`);
  if (filter.status === 'valid')
    base = base.where(
      sql<boolean>`o.status in ('not_started','valid') and o.start_day <= ${today}::date
        and not (o.expire_day <= ${today}::date and o.accrued_days >= o.period_days)`,
    );
  if (filter.status === 'end')
    base = base.where(
      sql<boolean>`(o.status = 'end' or (o.status in ('not_started','valid') and o.expire_day <= ${today}::date
        and o.accrued_days >= o.period_days))`,
    );
  if (filter.status === 'invalid') base = base.where('o.status', '=', 'invalid');
  const { rows, total } = await pageOfRows(
    base,
    (q) =>
      q.select(orderColumns).select(orderDayColumns).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc'),
    page,
    size,
  );
  return { records: rows.map((r) => orderView(r, today)), total };
}

export async function getOrder(
  db: Tx,
  orderId: bigint,
  userId: bigint | null,
  now: Date,
): Promise<OrderView> {
  let query = orderQuery(db).where('o.id', '=', orderId);
  if (userId !== null) query = query.where('o.user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('money.order.notFound');
  const config = await loadMoneyConfig(db);
  return orderView(row, businessDay(now, config.timezone));
}
