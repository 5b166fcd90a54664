/**
 * Products and buying. A purchase is one transaction: the product row is locked (so stock and the
 * per-member limit are checked against committed numbers and never oversold), member cash pays
 * product_sales through the ledger, the order is written and stock moves, under the member's
 * idempotency key (`once`), with the transfer id derived from that key.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ApiError, badRequest, notFound } from '../../../http/errors.js';
import { preparedStatement } from '../../../db/prepared.js';
import { isUniqueViolation } from '../../../db/errors.js';
import type { Tx } from '../../../db/tx.js';
import { LedgerError, ledgerFailure } from '../../../ledger/errors.js';
import { composePostings, memberAccount, operatorAccount } from '../../../ledger/postings.js';
import { transferAll } from '../../../ledger/transfers.js';
import { idempotencyKeyFor, storedResponse, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import {
  fundPasswordAttemptCte,
  fundPasswordStateColumns,
  verifyFundPasswordWith,
  type FundPasswordState,
} from '../../auth/fund-password.js';
import { MONEY_CONFIG_JSON_SQL, loadMoneyConfig, moneyConfigOf } from '../config.js';
import type { OrderStatus, ProductsTable } from '../tables.js';
import { addDays, businessDay, dayText, dayTextOrNull, iso } from '../time.js';
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

/** Progress comes from the view product_order_progress (migration 0051), never from the row. */
const orderDayColumns = [
  dayText('o.start_day').as('start_day'),
  dayText('o.expire_day').as('expire_day'),
  dayTextOrNull('o.last_accrued_day').as('last_accrued_day'),
  'o.accrued_days',
  'o.accrued_total',
] as const;

function orderQuery(db: Tx) {
  return db
    .selectFrom('product_order_progress as o')
    .select(orderColumns)
    .select(orderDayColumns);
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
  const [rows, total] = await Promise.all([
    base
      .select(orderColumns)
      .select(orderDayColumns)
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
  fundPassword?: string | undefined;
}

const BUY_SCOPE = 'money.buy';

/**
 * Checks the fund password and buys `quantity` units. Idempotent by the member's key like `once()`:
 * a retry (or a twin racing the first) answers what the first answered.
 *
 * The usual purchase is two round trips and no transaction round trips: one read (the product, the
 * money settings, the new order's id and the fund-password state), then, once the fund password is
 * verified, one statement that takes stock, writes the order, pays through the ledger and stores
 * the answer under the key (buyStatement). Every row lock it takes (the product, the member's
 * cash, the hot product_sales account) is held only while it runs. A product with a per-member
 * limit, or one that changed since the read, goes through buyLocked: a transaction that locks the
 * product first, so stock and the limit are checked against committed numbers and never oversold.
 */
export async function buyProduct(
  db: Kysely<DB>,
  userId: bigint,
  input: BuyInput,
  idempotencyKey: RequestKey | undefined,
  now: Date,
): Promise<{ order: OrderView; replayed: boolean }> {
  const product = await verifyFundPasswordWith(db, userId, input.fundPassword, now, async (bucket) => {
    const [row] = await buyRead.execute(db, [input.productId, userId, bucket, now]);
    return row!;
  });
  const key = idempotencyKeyFor(idempotencyKey);
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return { order: await buy(db, userId, input, key, now, product), replayed: false };
      } catch (error) {
        // The order number's 6 random digits met another order's in the same second: nothing was
        // written (one statement, or a rolled-back transaction); again with a new number.
        if (attempt < 5 && isUniqueViolation(error, 'product_orders_order_no_key')) continue;
        throw error;
      }
    }
  } catch (error) {
    // Refused, or lost to a twin that committed first: if the key's purchase went through, this is a
    // retry and gets the first answer (the key is stored only together with the purchase).
    const lostRace =
      isUniqueViolation(error, 'idempotency_keys_pkey') || isUniqueViolation(error, 'ledger_transfers_pkey');
    if (lostRace || (idempotencyKey && (error instanceof ApiError || error instanceof LedgerError))) {
      const stored = await storedResponse<OrderView>(db, BUY_SCOPE, userId, key);
      if (stored) return { order: stored.response, replayed: true };
    }
    throw error;
  }
}

async function buy(
  db: Kysely<DB>,
  userId: bigint,
  input: BuyInput,
  key: RequestKey,
  now: Date,
  product: BuyRead,
): Promise<OrderView> {
  const config = moneyConfigOf(product.config);
  const today = businessDay(now, config.timezone);
  const order = {
    productId: input.productId,
    quantity: input.quantity,
    userId,
    id: product.order_id,
    orderNo: orderNumber('P', now),
    transferId: `buy:${userId}:${key.key}`,
    startDay: addDays(today, 1),
    now,
  };
  if (product.id === null) throw notFound('money.product.notFound');
  checkOnSale(product, input.quantity, now);
  if (product.purchase_limit === 0) {
    const quantity = BigInt(input.quantity);
    const dailyIncome = BigInt(product.daily_income) * quantity;
    const view = orderView(
      {
        id: order.id,
        order_no: order.orderNo,
        user_id: userId,
        product_id: product.id,
        product_name: product.name,
        product_image: product.image,
        quantity: input.quantity,
        unit_price: product.price,
        amount: BigInt(product.price) * quantity,
        daily_income: dailyIncome,
        period_days: product.period_days,
        total_income: dailyIncome * BigInt(product.period_days),
        status: 'not_started',
        created_at: now,
        start_day: order.startDay,
        expire_day: addDays(order.startDay, product.period_days),
        last_accrued_day: null,
        accrued_days: 0,
        accrued_total: 0n,
      },
      today,
    );
    let placed: number;
    try {
      [{ placed }] = (await buyStatement.execute(db, [
        ...placeOrderParams(order),
        product.price,
        product.daily_income,
        product.period_days,
        product.name,
        product.image,
        key.key,
        JSON.stringify(view),
        key.fingerprint,
      ])) as [{ placed: number }];
    } catch (error) {
      throw ledgerFailure(error);
    }
    if (placed > 0) return view;
    // Changed since the read (sold out, switched off, edited): decide under the product's lock.
  }
  return buyLocked(db, order, key, today);
}

function checkOnSale(
  product: { status: string | null; valid_until: Date | string | null; stock: number | null },
  quantity: number,
  now: Date,
) {
  if (product.status !== 'on') throw badRequest('money.product.notOnSale');
  if (product.valid_until !== null && new Date(product.valid_until) <= now)
    throw badRequest('money.product.expired');
  if (product.stock! < quantity) throw badRequest('money.product.soldOut');
}

type PlaceOrder = {
  productId: bigint;
  quantity: number;
  userId: bigint;
  id: bigint;
  orderNo: string;
  transferId: string;
  startDay: string;
  now: Date;
};

/** A limited product, or one that changed since it was read: a transaction that locks it first. */
async function buyLocked(
  db: Kysely<DB>,
  order: PlaceOrder,
  key: RequestKey,
  today: string,
): Promise<OrderView> {
  return db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', order.productId)
      .forUpdate()
      .executeTakeFirst();
    if (!product) throw notFound('money.product.notFound');
    checkOnSale(product, order.quantity, order.now);
    if (product.purchase_limit > 0) {
      // Serialised by the product row lock: no two purchases of this product count at once.
      const held = await trx
        .selectFrom('product_orders')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), eb.lit(0)).as('n'))
        .where('product_id', '=', product.id)
        .where('user_id', '=', order.userId)
        .where('status', '!=', 'invalid')
        .executeTakeFirstOrThrow();
      if (toCount(held.n) + order.quantity > product.purchase_limit) {
        throw badRequest('money.product.limit', { limit: product.purchase_limit });
      }
    }
    const [row] = await placeCheckedOrder.execute(trx, placeOrderParams(order));
    if (!row) throw new Error(`product ${order.productId} passed its checks but was not updated`);
    // A new order: nothing paid yet.
    const view = orderView({ ...row, last_accrued_day: null, accrued_days: 0, accrued_total: 0n }, today);
    await transferAll(trx, [
      {
        id: order.transferId,
        debit: { code: 'member_cash', userId: order.userId },
        credit: { code: 'product_sales' },
        amount: BigInt(row.amount),
        code: 'buy',
        userId: order.userId,
        ref: order.orderNo,
      },
    ]);
    // The key last, with the answer: a twin that committed first makes this fail (see buyProduct).
    await trx
      .insertInto('idempotency_keys')
      .values({
        scope: BUY_SCOPE,
        subject_id: order.userId,
        key: key.key,
        fingerprint: key.fingerprint,
        response: JSON.stringify(view),
      })
      .execute();
    return view;
  });
}

type PlacedOrder = Omit<OrderRow, 'last_accrued_day' | 'accrued_days' | 'accrued_total'>;

type BuyRead = FundPasswordState & {
  order_id: bigint;
  config: Record<string, string>;
  id: bigint | null;
  name: string;
  image: string;
  price: bigint;
  daily_income: bigint;
  period_days: number;
  status: 'on' | 'off' | null;
  valid_until: Date | null;
  stock: number | null;
  purchase_limit: number | null;
};

/**
 * The product ($1), the money settings, an id for the new order and the member's ($2) fund-password
 * state, with this attempt counted (bucket $3, now $4), in one round trip.
 */
const buyRead = preparedStatement<BuyRead>(
  'money_buy_read',
  `with ${fundPasswordAttemptCte('$3', '$4')}
   select nextval('product_orders_id_seq') as order_id, ${MONEY_CONFIG_JSON_SQL} as config,
     p.id, p.name, p.image, p.price, p.daily_income, p.period_days, p.status, p.valid_until, p.stock,
     p.purchase_limit, ${fundPasswordStateColumns('$2')}
   from (select 1) one left join products p on p.id = $1`,
);

const placeOrderParams = (o: PlaceOrder) => [
  o.quantity,
  o.now,
  o.productId,
  o.orderNo,
  o.userId,
  o.startDay,
  o.transferId,
  o.id,
];

/*
 * Takes stock (locking the product row) and writes the order. Parameters: $1 quantity, $2 now,
 * $3 product id, $4 order number, $5 member id, $6 start day, $7 transfer id, $8 order id.
 */
const placeOrderSql = (extraCondition: string) => `
  p as (
    update products
    set stock = stock - $1::int, purchased_count = purchased_count + $1::int, updated_at = $2
    where id = $3 and status = 'on' and (valid_until is null or valid_until > $2) and stock >= $1::int
      ${extraCondition}
    returning id, name, image, price, daily_income, period_days
  ),
  o as (
    insert into product_orders as o (id, order_no, user_id, product_id, product_name, product_image,
      quantity, unit_price, amount, daily_income, period_days, total_income, start_day, expire_day,
      status, transfer_id, created_at)
    select $8, $4, $5, p.id, p.name, p.image, $1::int, p.price, p.price * $1::int, p.daily_income * $1::int,
      p.period_days, p.daily_income * $1::int * p.period_days, $6::date, $6::date + p.period_days,
      'not_started', $7, $2
    from p
    returning o.id, o.order_no, o.product_id, o.product_name, o.product_image, o.quantity, o.unit_price,
      o.amount, o.daily_income, o.period_days, o.total_income, o.status, o.created_at, o.user_id,
      to_char(o.start_day, 'YYYY-MM-DD') as start_day, to_char(o.expire_day, 'YYYY-MM-DD') as expire_day
  )`;

/** Under the product row lock, after the checks. */
const placeCheckedOrder = preparedStatement<PlacedOrder>(
  'money_buy_place',
  `with ${placeOrderSql('')} select * from o`,
);

/*
 * The whole purchase in one statement (placeOrderSql's $1–$8, then): the product as read ($9 price,
 * $10 daily income, $11 period days, $12 name, $13 image) and without a per-member limit, else
 * nothing happens; the payment (composePostings, new transfer id); the key ($14) with the answer
 * ($15) and the request's fingerprint ($16) — stored only with the payment, and failing on a twin's
 * committed key.
 */
const buyStatement = preparedStatement<{ placed: number }>(
  'money_buy',
  `with ${placeOrderSql(`and purchase_limit = 0 and price = $9 and daily_income = $10 and period_days = $11
      and name = $12 and image = $13`)},
  ${composePostings(
    [
      {
        from: 'o',
        id: '$7',
        amount: 'o.amount',
        code: 'buy',
        userId: '$5',
        ref: '$4',
        debit: memberAccount('member_cash', '$5'),
        credit: operatorAccount('product_sales'),
      },
    ],
    { onExisting: 'fail' },
  )},
  claim as (
    insert into idempotency_keys (scope, subject_id, key, response, fingerprint)
    select '${BUY_SCOPE}', $5, $14, $15::jsonb, $16::text from ledger_ins
  )
  select count(*)::int as placed from ledger_ins`,
);
