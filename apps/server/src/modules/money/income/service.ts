/**
 * Collecting income and the income figures. Accrued income waits in the operator's income_payable
 * account; the income_accruals rows (one per order per day) are its sub-ledger and say whose it is
 * (migration 0064). Receiving ("collect") in one transaction marks the member's uncollected rows
 * (row locks) and moves exactly their sum income_payable → member_cash, so the account and the rows
 * always agree even while the accrual job adds new rows.
 */
import { pageOfRows } from '../../../db/paging.js';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { memberAccountId, memberBalances, operatorAccountId } from '../../../ledger/accounts.js';
import { transfer } from '../../../ledger/transfers.js';
import { once, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { loadMoneyConfig } from '../config.js';
import { businessDay, dayText, iso } from '../time.js';
import { toBig, toCount } from '../wire.js';

export interface ReceiveResult {
  amount: string;
  days: number;
  orderId: number | null;
  transferId: string;
  cash: string;
  unreceived: string;
}

/** Moves all the member's unreceived income (or one order's) to cash. */
export async function receiveIncome(
  db: Kysely<DB>,
  userId: bigint,
  orderId: bigint | null,
  idempotencyKey: RequestKey | undefined,
  now: Date,
): Promise<ReceiveResult> {
  const { result } = await db.transaction().execute((trx) =>
    once(trx, 'money.income.receive', userId, idempotencyKey, async (key) => {
      if (orderId !== null) {
        const order = await trx
          .selectFrom('product_orders')
          .select('id')
          .where('id', '=', orderId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!order) throw notFound('money.order.notFound');
      }
      const transferId = `receive:${userId}:${key}`;
      // Marks exactly the rows it sums (UPDATE … RETURNING takes their row locks).
      const marked = await sql<{ total: string | bigint | null; days: string | bigint }>`
        with marked as (
          update income_accruals
          set received_at = ${now}, receive_transfer_id = ${transferId}
          where user_id = ${userId} and received_at is null
            ${orderId !== null ? sql`and order_id = ${orderId}` : sql``}
          returning amount
        )
        select sum(amount)::bigint as total, count(*) as days from marked`.execute(trx);
      const total = toBig(marked.rows[0]?.total);
      const days = toCount(marked.rows[0]?.days);
      if (total <= 0n) throw badRequest('money.income.nothing');
      await transfer(trx, {
        id: transferId,
        debitAccountId: await operatorAccountId(trx, 'income_payable'),
        creditAccountId: await memberAccountId(trx, userId, 'member_cash'),
        amount: total,
        code: 'income_receive',
        userId,
        ref: orderId !== null ? `order:${orderId}` : 'all',
      });
      // unreceived: what is left uncollected (the rows above are marked already)
      const balances = await memberBalances(trx, userId);
      return {
        amount: formatMoney(total),
        days,
        orderId: orderId === null ? null : Number(orderId),
        transferId,
        cash: formatMoney(balances.cash.available),
        unreceived: formatMoney(balances.unreceived.balance),
      };
    }),
  );
  return result;
}

/** The member's accrual rows (one per order per day), newest day first. */
export async function listAccruals(
  db: Tx,
  userId: bigint,
  page: number,
  size: number,
  filter: { orderId?: bigint | undefined; received?: boolean | undefined } = {},
) {
  let base = db
    .selectFrom('income_accruals as a')
    .innerJoin('product_orders as o', 'o.id', 'a.order_id')
    .where('a.user_id', '=', userId);
  if (filter.orderId !== undefined) base = base.where('a.order_id', '=', filter.orderId);
  if (filter.received === true) base = base.where('a.received_at', 'is not', null);
  if (filter.received === false) base = base.where('a.received_at', 'is', null);
  const { rows, total } = await pageOfRows(
    base,
    (q) =>
      q
        .select([
          'a.order_id',
          'o.order_no',
          'o.product_name',
          'a.amount',
          'a.received_at',
          dayText('a.day').as('day'),
        ])
        .orderBy('a.day', 'desc')
        .orderBy('a.order_id', 'desc'),
    page,
    size,
  );
  return {
    records: rows.map((r) => ({
      orderId: Number(r.order_id),
      orderNo: r.order_no,
      productName: r.product_name,
      day: r.day,
      amount: formatMoney(r.amount),
      received: r.received_at !== null,
      receivedAt: r.received_at === null ? null : iso(r.received_at),
    })),
    total: total,
  };
}

/** What is waiting to be received, in total and per order. */
export async function unreceivedSummary(db: Tx, userId: bigint) {
  const rows = await db
    .selectFrom('income_accruals as a')
    .innerJoin('product_orders as o', 'o.id', 'a.order_id')
    .select([
      'a.order_id',
      'o.order_no',
      'o.product_name',
      (eb) => eb.fn.sum<string>('a.amount').as('amount'),
      (eb) => eb.fn.countAll<string>().as('days'),
      sql<string>`to_char(min(a.day), 'YYYY-MM-DD')`.as('first_day'),
      sql<string>`to_char(max(a.day), 'YYYY-MM-DD')`.as('last_day'),
    ])
    .where('a.user_id', '=', userId)
    .where('a.received_at', 'is', null)
    .groupBy(['a.order_id', 'o.order_no', 'o.product_name'])
    .orderBy('a.order_id', 'desc')
    .execute();
  const balances = await memberBalances(db, userId);
  return {
    total: formatMoney(balances.unreceived.balance),
    orders: rows.map((r) => ({
      orderId: Number(r.order_id),
      orderNo: r.order_no,
      productName: r.product_name,
      amount: formatMoney(toBig(r.amount)),
      days: toCount(r.days),
      firstDay: r.first_day,
      lastDay: r.last_day,
    })),
  };
}

export interface IncomeFigures {
  todayIncome: bigint;
  totalIncome: bigint;
  fixedIncome: bigint;
  balance: bigint;
  available: bigint;
  frozen: bigint;
  unreceived: bigint;
  assets: bigint;
  activeOrders: number;
}

/**
 * The income figures of the "Mine" page: today's income (accrued for today's business day), total
 * income (everything ever accrued), fixed income (what Valid and Not-started orders will still
 * pay), and assets = cash balance (including amounts held for pending withdrawals) + unreceived.
 */
export async function incomeInfo(db: Tx, userId: bigint, now: Date): Promise<IncomeFigures> {
  const config = await loadMoneyConfig(db);
  const today = businessDay(now, config.timezone);
  const [accrued, fixed, balances] = await Promise.all([
    sql<{ today: string | bigint | null; total: string | bigint | null }>`
      select sum(amount) filter (where day = ${today}::date)::bigint as today, sum(amount)::bigint as total
      from income_accruals where user_id = ${userId}`.execute(db),
    sql<{ remaining: string | bigint | null; n: string | bigint }>`
      select sum(o.total_income - o.accrued_total)::bigint as remaining, count(*) as n
      from product_order_progress o where o.user_id = ${userId} and o.status in ('not_started', 'valid')`.execute(db),
    memberBalances(db, userId),
  ]);
  const cash = balances.cash;
  const unreceived = balances.unreceived;
  return {
    todayIncome: toBig(accrued.rows[0]?.today),
    totalIncome: toBig(accrued.rows[0]?.total),
    fixedIncome: toBig(fixed.rows[0]?.remaining),
    balance: cash?.balance ?? 0n,
    available: cash?.available ?? 0n,
    frozen: cash?.debitsPending ?? 0n,
    unreceived: unreceived?.balance ?? 0n,
    assets: (cash?.balance ?? 0n) + (unreceived?.balance ?? 0n),
    activeOrders: toCount(fixed.rows[0]?.n),
  };
}

export function incomeInfoView(f: IncomeFigures) {
  return {
    todayIncome: formatMoney(f.todayIncome),
    totalIncome: formatMoney(f.totalIncome),
    fixedIncome: formatMoney(f.fixedIncome),
    balance: formatMoney(f.balance),
    available: formatMoney(f.available),
    frozen: formatMoney(f.frozen),
    unreceived: formatMoney(f.unreceived),
    assets: formatMoney(f.assets),
    activeOrders: f.activeOrders,
  };
}
