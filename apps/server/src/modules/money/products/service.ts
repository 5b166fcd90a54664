/**
 * Products and buying. A purchase is one transaction: the product row is locked (so stock and the
 * per-member limit are checked against committed numbers and never oversold), member cash pays
 * product_sales through the ledger, the order is written and stock moves, under the member's
 * idempotency key (`once`), with the transfer id derived from that key.
 */
import { pageOfRows } from '../../../db/paging.js';
import { type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ApiError, badRequest, notFound } from '../../../http/errors.js';
import { isUniqueViolation } from '../../../db/errors.js';
import type { Tx } from '../../../db/tx.js';
import { LedgerError, ledgerFailure } from '../../../ledger/errors.js';
import { operatorShardAccountId } from '../../../ledger/accounts.js';
import { transferAll } from '../../../ledger/transfers.js';
import { idempotencyKeyFor, storedResponse, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { proveFundPasswordWith, type FundPasswordProof } from '../../identity/auth/fund-password.js';
import { moneyConfigOf } from '../config.js';
import type { ProductsTable } from '../tables.js';
import { addDays, businessDay, iso } from '../time.js';
import { orderNumber, toCount } from '../wire.js';
import { orderView, type OrderView } from './orders.js';
import {
  BUY_SCOPE,
  buyRead,
  buyStatement,
  placeCheckedOrder,
  placeOrderParams,
  type BuyRead,
  type PlaceOrder,
} from './queries.js';

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
  const { rows, total } = await pageOfRows(
    query,
    (q) => q.selectAll().orderBy('sort', 'desc').orderBy('id', 'desc'),
    page,
    size,
  );
  return { records: rows.map((r) => productView(r, now)), total };
}

export async function getProduct(db: Tx, id: bigint, now: Date, includeOff = false): Promise<ProductView> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (!includeOff && row.status !== 'on')) throw notFound('money.product.notFound');
  return productView(row, now);
}

// ------------------------------------------------------------------ buying

export interface BuyInput {
  productId: bigint;
  quantity: number;
  fundPassword?: string | undefined;
}



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
  const { row: product, proof } = await proveFundPasswordWith(
    db,
    userId,
    input.fundPassword,
    now,
    async (bucket) => {
      const [row] = await buyRead.execute(db, [input.productId, userId, bucket, now]);
      return row!;
    },
  );
  const key = idempotencyKeyFor(idempotencyKey);
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return { order: await buy(db, userId, input, key, now, product, proof), replayed: false };
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
  } finally {
    // Refused after the PIN proved right, or bought under the product's lock: the attempts are
    // forgotten here instead.
    await proof.settle();
  }
}

async function buy(
  db: Kysely<DB>,
  userId: bigint,
  input: BuyInput,
  key: RequestKey,
  now: Date,
  product: BuyRead,
  proof: FundPasswordProof,
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
        proof.bucket,
      ])) as [{ placed: number }];
    } catch (error) {
      throw ledgerFailure(error);
    }
    if (placed > 0) {
      proof.forgotten();
      return view;
    }
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
        credit: await operatorShardAccountId(trx, 'product_sales', order.userId),
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

