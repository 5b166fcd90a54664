/**
 * Products and buying. A purchase is one transaction: the product row is locked (so stock and the
 * per-member limit are checked against committed numbers and never oversold), member cash pays
 * product_sales through the ledger, the order is written and stock moves, under the member's
 * idempotency key (`once`), with the transfer id derived from that key.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { preparedStatement } from '../../../db/prepared.js';
import { transferAll, type Tx } from '../../../ledger/ledger.js';
import { once } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { loadMoneyConfig } from '../config.js';
import type { OrderStatus, ProductsTable } from '../tables.js';
import { accruedDaysSql, orderProgressColumns } from '../income/progress.js';
import { addDays, businessDay, dayText, iso } from '../time.js';
import { ORDER_STATUS, orderNumber, toCount } from '../wire.js';

type ProductRow = Selectable<ProductsTable>;

export function productView(row: ProductRow, now: Date) {
  const expired = row.valid_until !== null && new Date(row.valid_until) <= now;
  return {
    id: Number(row.id),
    name: row.name,
    image: row.image,
    price: formatMoney(row.price),
    dailyIncome: formatMoney(row.daily_income),
    periodDays: row.period_days,
    totalIncome: formatMoney(row.total_income),
    purchased: row.purchased_count,
    remaining: row.stock,
    validUntil: row.valid_until === null ? null : iso(row.valid_until),
    purchaseLimit: row.purchase_limit,
    status: row.status,
    onSale: row.status === 'on' && !expired && row.stock > 0,
    agreement: row.agreement,
    sort: row.sort,
  };
}

export type ProductView = ReturnType<typeof productView>;

export async function listProducts(db: Tx, page: number, size: number, now: Date, includeOff = false) {
  let query = db.selectFrom('products');
  if (!includeOff) query = query.where('status', '=', 'on');
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('sort', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => productView(r, now)), total: toCount(total.n as string) };
}

export async function getProduct(db: Tx, id: bigint, now: Date, includeOff = false): Promise<ProductView> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (!includeOff && row.status !== 'on')) throw notFound('money.product.notFound');
  return productView(row, now);
}

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

function orderQuery(db: Tx) {
  return db
    .selectFrom('product_orders as o')
    .select(orderColumns)
    .select([
      dayText('o.start_day').as('start_day'),
      dayText('o.expire_day').as('expire_day'),
      // progress is derived (income/progress.ts): the job does not rewrite orders daily
      ...orderProgressColumns('o'),
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

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
  let base = db.selectFrom('product_orders as o');
  if (userId !== null) base = base.where('o.user_id', '=', userId);
  // Filter on the status the member sees (stored status lags the calendar until the job runs).
  if (filter.status === 'not_started')
    base = base.where(sql<boolean>`o.status in ('not_started','valid') and o.start_day > ${today}::date`);
  if (filter.status === 'valid')
    base = base.where(
      sql<boolean>`o.status in ('not_started','valid') and o.start_day <= ${today}::date
        and not (o.expire_day <= ${today}::date and ${accruedDaysSql('o')} >= o.period_days)`,
    );
  if (filter.status === 'end')
    base = base.where(
      sql<boolean>`(o.status = 'end' or (o.status in ('not_started','valid') and o.expire_day <= ${today}::date
        and ${accruedDaysSql('o')} >= o.period_days))`,
    );
  if (filter.status === 'invalid') base = base.where('o.status', '=', 'invalid');
  const [rows, total] = await Promise.all([
    base
      .select(orderColumns)
      .select([
        dayText('o.start_day').as('start_day'),
        dayText('o.expire_day').as('expire_day'),
        ...orderProgressColumns('o'),
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => orderView(r, today)), total: toCount(total.n as string) };
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

// ------------------------------------------------------------------ buying

export interface BuyInput {
  productId: bigint;
  quantity: number;
}

/**
 * Buys `quantity` units; the caller has already checked the fund password. Four statements between
 * BEGIN and COMMIT: claim the idempotency key, move stock and write the order (one statement), pay
 * through the ledger (one statement, last: it locks the hot product_sales row until commit), store
 * the answer. The product row is locked from its stock update to commit, so stock and the
 * per-member limit are checked against committed numbers and never oversold.
 */
export async function buyProduct(
  db: Kysely<DB>,
  userId: bigint,
  input: BuyInput,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<{ order: OrderView; replayed: boolean }> {
  // Read before BEGIN: nothing here needs a lock.
  const config = await loadMoneyConfig(db);
  const today = businessDay(now, config.timezone);
  const startDay = addDays(today, 1);
  const orderNo = orderNumber('P', now);
  const { result, replayed } = await db.transaction().execute((trx) =>
    once(trx, 'money.buy', userId, idempotencyKey, async (key) => {
      const transferId = `buy:${userId}:${key}`;
      const order = { userId, orderNo, transferId, startDay, now, ...input };
      // The usual case in one statement: on sale, in stock, no per-member limit.
      let row = await placeOrder(trx, order, { withoutLimitOnly: true });
      if (!row) {
        // Refused, limited or changed meanwhile: lock the product, say why, or count the limit.
        const product = await trx
          .selectFrom('products')
          .selectAll()
          .where('id', '=', input.productId)
          .forUpdate()
          .executeTakeFirst();
        if (!product) throw notFound('money.product.notFound');
        if (product.status !== 'on') throw badRequest('money.product.notOnSale');
        if (product.valid_until !== null && new Date(product.valid_until) <= now)
          throw badRequest('money.product.expired');
        if (product.stock < input.quantity) throw badRequest('money.product.soldOut');
        if (product.purchase_limit > 0) {
          // Serialised by the product row lock: no two purchases of this product count at once.
          const held = await trx
            .selectFrom('product_orders')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), eb.lit(0)).as('n'))
            .where('product_id', '=', product.id)
            .where('user_id', '=', userId)
            .where('status', '!=', 'invalid')
            .executeTakeFirstOrThrow();
          if (toCount(held.n) + input.quantity > product.purchase_limit) {
            throw badRequest('money.product.limit', { limit: product.purchase_limit });
          }
        }
        row = await placeOrder(trx, order, { withoutLimitOnly: false });
        if (!row) throw new Error(`product ${input.productId} passed its checks but was not updated`);
      }
      await transferAll(trx, [
        {
          id: transferId,
          debit: { code: 'member_cash', userId },
          credit: { code: 'product_sales' },
          amount: BigInt(row.amount),
          code: 'buy',
          userId,
          ref: orderNo,
        },
      ]);
      // A new order: nothing paid yet.
      return orderView({ ...row, last_accrued_day: null, accrued_days: 0, accrued_total: 0n }, today);
    }),
  );
  return { order: result, replayed };
}

type PlacedOrder = Omit<OrderRow, 'last_accrued_day' | 'accrued_days' | 'accrued_total'>;

/*
 * Takes stock (locking the product row) and writes the order, in one statement. Parameters: $1
 * quantity, $2 now, $3 product id, $4 order number, $5 member id, $6 start day, $7 transfer id.
 */
const placeOrderSql = (extraCondition: string) => `
  with p as (
    update products
    set stock = stock - $1::int, purchased_count = purchased_count + $1::int, updated_at = $2
    where id = $3 and status = 'on' and (valid_until is null or valid_until > $2) and stock >= $1::int
      ${extraCondition}
    returning id, name, image, price, daily_income, period_days
  )
  insert into product_orders as o (order_no, user_id, product_id, product_name, product_image, quantity,
    unit_price, amount, daily_income, period_days, total_income, start_day, expire_day, status,
    transfer_id, created_at)
  select $4, $5, p.id, p.name, p.image, $1::int, p.price, p.price * $1::int, p.daily_income * $1::int,
    p.period_days, p.daily_income * $1::int * p.period_days, $6::date, $6::date + p.period_days,
    'not_started', $7, $2
  from p
  returning o.id, o.order_no, o.product_id, o.product_name, o.product_image, o.quantity, o.unit_price,
    o.amount, o.daily_income, o.period_days, o.total_income, o.status, o.created_at, o.user_id,
    to_char(o.start_day, 'YYYY-MM-DD') as start_day, to_char(o.expire_day, 'YYYY-MM-DD') as expire_day`;
/** The usual case: products without a per-member limit (a limited one is counted under its lock first). */
const placeUnlimitedOrder = preparedStatement<PlacedOrder>('money_buy_unlimited', placeOrderSql('and purchase_limit = 0'));
/** After the checks, under the product row lock. */
const placeCheckedOrder = preparedStatement<PlacedOrder>('money_buy_checked', placeOrderSql(''));

/**
 * Takes stock and writes the order; undefined when the product is missing, not on sale, expired,
 * short of stock, or (withoutLimitOnly) limited per member.
 */
async function placeOrder(
  trx: Tx,
  o: BuyInput & { userId: bigint; orderNo: string; transferId: string; startDay: string; now: Date },
  options: { withoutLimitOnly: boolean },
): Promise<PlacedOrder | undefined> {
  const statement = options.withoutLimitOnly ? placeUnlimitedOrder : placeCheckedOrder;
  const [row] = await statement.execute(trx, [
    o.quantity,
    o.now,
    o.productId,
    o.orderNo,
    o.userId,
    o.startDay,
    o.transferId,
  ]);
  return row;
}
