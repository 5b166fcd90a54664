/**
 * The daily income accrual: for every open order and every business day from the day after its
 * last paid day up to today (so a server that was down catches up), income_reserve pays the
 * order's daily income into the member's member_unreceived account, exactly once per order per day.
 *
 * It is set-based: one statement settles a million orders, never a loop per row. Over one read of
 * the open orders (one snapshot) it
 *   1. totals what each pending day needs;
 *   2. pays the days in order while the reserve covers them; the first day it cannot cover, and
 *      every later one, pays nothing (the caller records a shortfall row + a reserve alert + a log
 *      line) and is retried by the next run, after an operator funds the reserve;
 *   3. inserts the income_accruals rows (the (order_id, day) primary key refuses a second payment)
 *      and has the ledger's posting composer (ledger/postings.ts) write one transfer per member per
 *      day and move the account totals (so trialBalance stays 0 and each transfer's balance_after
 *      is the running balance);
 *   4. writes the orders that start (Not started → Valid) or end (End, with their final progress).
 * Orders in between are not written: an order in step with the job (status 'valid') is paid
 * through the latest accrual_runs.paid_through, which the run records; readers see its progress
 * through the view product_order_progress (migration 0051), and the job reads the same formula
 * (order_last_paid_day) with the paid-through day it read under its lock.
 * A transaction-scoped advisory lock makes concurrent runs (two instances, timer + operator) take
 * turns; the second finds nothing left to pay.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Tx } from '../../../db/tx.js';
import { operatorAccountId } from '../../../ledger/accounts.js';
import { composePostings, memberAccount, operatorAccount } from '../../../ledger/postings.js';
import { formatMoney } from '../../../lib/money.js';
import { loadMoneyConfig } from '../config.js';
import { businessDay } from '../time.js';
import { toBig, toCount } from '../wire.js';

/** pg_advisory_xact_lock key of the accrual job ("MNY" + 1). */
export const ACCRUAL_LOCK_KEY = 0x4d4e5901;

export type AccrualLog = (level: 'info' | 'warn', message: string, data: Record<string, unknown>) => void;

export interface AccrualDay {
  day: string;
  total: bigint;
  orders: number;
}

export interface AccrualResult {
  runId: number | null;
  today: string;
  /** last business day paid by this run, or null */
  paidThrough: string | null;
  daysPaid: AccrualDay[];
  accrualRows: number;
  transfers: number;
  amount: bigint;
  shortfalls: Array<{ day: string; needed: bigint; available: bigint }>;
  ordersStarted: number;
  ordersEnded: number;
}

const defaultLog: AccrualLog = (level, message, data) => {
  const line = JSON.stringify({ level, msg: message, ...data }, (_k, v) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
  if (level === 'warn') console.warn(line);
};

/** Runs the accrual as of `now` (the business day of `now` in money.timezone is "today"). */
export async function runAccrual(
  db: Kysely<DB>,
  now: Date,
  options: { trigger?: string; log?: AccrualLog } = {},
): Promise<AccrualResult> {
  const log = options.log ?? defaultLog;
  const result = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ACCRUAL_LOCK_KEY})`.execute(trx);
    // Room for the sorts and hashes over a million rows without spilling (this transaction only).
    await sql`set local work_mem = '128MB'`.execute(trx);
    const config = await loadMoneyConfig(trx);
    const today = businessDay(now, config.timezone);

    const reserveId = await operatorAccountId(trx, 'income_reserve');
    const reserve = await trx
      .selectFrom('ledger_accounts')
      .select(['credits_posted', 'debits_posted', 'debits_pending'])
      .where('id', '=', reserveId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const reserveBalance = reserve.credits_posted - reserve.debits_posted;
    const reserveAvailable = reserveBalance - reserve.debits_pending;

    // Every order in step ('valid') is paid through the latest paid_through (migration 0051). The run
    // id names the transfers; the run row is written at the end, and only if a day was pending.
    const state = await sql<{ in_step: string | null; run_id: string | bigint; started_at: Date }>`
      select (select to_char(max(paid_through), 'YYYY-MM-DD') from accrual_runs) as in_step,
             nextval(pg_get_serial_sequence('accrual_runs', 'id')) as run_id,
             clock_timestamp() as started_at`.execute(trx);
    const inStepThrough = state.rows[0]!.in_step;
    const runId = toBig(state.rows[0]!.run_id);

    const posted = await settle(trx, {
      runId,
      today,
      inStepThrough,
      reserveAvailable,
    });
    const paidThrough = posted.paidThrough;
    const daysPaid = posted.days.filter((d) => paidThrough !== null && d.day <= paidThrough);
    const covered = daysPaid.reduce((sum, d) => sum + d.total, 0n);
    const shortfalls = posted.days
      .filter((d) => paidThrough === null || d.day > paidThrough)
      .map((d) => ({ day: d.day, needed: d.total, available: reserveAvailable - covered }));
    if (posted.amount !== covered) {
      // The ledger must pay exactly the covered day totals.
      throw new Error(`accrual posted ${posted.amount} but planned ${covered}; nothing was paid`);
    }

    if (posted.days.length > 0) {
      await trx
        .insertInto('accrual_runs')
        .values({
          id: runId,
          triggered_by: options.trigger ?? 'direct',
          business_now: now,
          today,
          paid_through: paidThrough,
          accrual_rows: posted.accrualRows,
          transfers: posted.transfers,
          amount: posted.amount,
          shortfall_days: shortfalls.length,
          started_at: state.rows[0]!.started_at,
          finished_at: sql<Date>`clock_timestamp()`,
        })
        .execute();
      for (const s of shortfalls) await recordShortfall(trx, s, now);
      if (paidThrough) {
        await trx
          .updateTable('income_shortfalls')
          .set({ resolved_at: now })
          .where('resolved_at', 'is', null)
          .where(sql<boolean>`day <= ${paidThrough}::date`)
          .execute();
      }
    }

    return {
      runId: posted.days.length > 0 ? Number(runId) : null,
      today,
      paidThrough,
      daysPaid,
      accrualRows: posted.accrualRows,
      transfers: posted.transfers,
      amount: posted.amount,
      shortfalls,
      ordersStarted: posted.started,
      ordersEnded: posted.ended,
    } satisfies AccrualResult;
  });

  if (result.accrualRows > 0 || result.shortfalls.length > 0) {
    log('info', 'income accrual run', {
      runId: result.runId,
      today: result.today,
      paidThrough: result.paidThrough,
      accrualRows: result.accrualRows,
      amount: formatMoney(result.amount),
    });
  }
  for (const s of result.shortfalls) {
    log('warn', 'income reserve cannot cover a business day; nothing paid for it', {
      alert: 'reserve_shortfall',
      day: s.day,
      needed: formatMoney(s.needed),
      available: formatMoney(s.available),
    });
  }
  return result;
}

interface SettleInput {
  runId: bigint;
  today: string;
  /** the paid-through day of orders in step before this run (null: no day paid yet) */
  inStepThrough: string | null;
  reserveAvailable: bigint;
}

interface SettleRow {
  days: Array<{ day: string; total: string; orders: number }> | null;
  paid_through: string | null;
  accrual_rows: string | bigint;
  planned: string | bigint;
  transfers: string | bigint;
  amount: string | bigint;
  started: string | bigint;
  ended: string | bigint;
}

/** Runs the settlement statement and checks that the ledger paid exactly what was planned. */
async function settle(trx: Tx, input: SettleInput) {
  const row = await settlementStatement(input)
    .execute(trx)
    .catch((error: unknown) => {
      if ((error as { constraint?: string }).constraint === 'income_accruals_pkey') {
        // An order's progress says a day is unpaid that already has its row: pay nothing.
        throw new Error(`accrual found a day already paid (${(error as Error).message}); nothing was paid`, {
          cause: error,
        });
      }
      throw error;
    });
  const r = row.rows[0]!;
  const planned = toBig(r.planned);
  const amount = toBig(r.amount);
  const transfers = toCount(r.transfers);
  if (planned !== amount) {
    // e.g. a member without a member_unreceived account: refuse to record income the ledger did not pay.
    throw new Error(`accrual posting out of balance: accrued ${planned}, transferred ${amount}`);
  }
  return {
    days: (r.days ?? []).map((d) => ({ day: d.day, total: BigInt(d.total), orders: Number(d.orders) })),
    paidThrough: r.paid_through,
    accrualRows: toCount(r.accrual_rows),
    transfers,
    amount,
    started: toCount(r.started),
    ended: toCount(r.ended),
  };
}

/** The one statement of a run (see the file comment). */
function settlementStatement(input: SettleInput) {
  const { runId, today, inStepThrough, reserveAvailable } = input;
  const transferPrefix = `income:${runId}:`;
  const lastPaid = sql`order_last_paid_day(o.status, o.base_last_accrued_day, o.expire_day, ${inStepThrough}::date)`;
  const through = sql`(select through from paid)`;
  // the paid-through day of orders in step once this run commits
  const inStepAfter = sql`greatest(${inStepThrough}::date, ${through})`;
  return sql<SettleRow>`
    -- Every open order once (one scan, one snapshot): its first unpaid day and its last day due up
    -- to today; ctid lets the order writes below go straight to the row.
    with open as materialized (
      select o.ctid as row_ref, o.id, o.user_id, o.daily_income, o.status = 'valid' as in_step, o.expire_day,
             coalesce(${lastPaid} + 1, o.start_day) as next_day,
             least(${today}::date, o.expire_day - 1) as last_day
      from product_orders o
      where o.status in ('not_started', 'valid')
    ),
    -- Orders with something due, per member and unpaid range: what each day needs, and later what
    -- each member is paid, come from these (a tenth of the rows at ten orders a member).
    ranges as (
      select user_id, next_day, last_day, sum(daily_income)::bigint as total, count(*) as orders
      from open
      where next_day <= last_day
      group by user_id, next_day, last_day
    ),
    days as (
      select d.day, sum(d.total)::bigint as total, sum(d.orders)::bigint as orders
      from (select next_day + generate_series(0, last_day - next_day) as day, total, orders from ranges) d
      group by d.day
    ),
    -- Days are paid in order while the reserve covers them: the last day whose running total fits
    -- (totals are never negative, so the days that fit come first). Null: none.
    paid as (
      select max(c.day) as through
      from (select day, sum(total) over (order by day) as running from days) c
      where c.running <= ${reserveAvailable}::bigint
    ),
    -- One row per order and day paid. Most orders have one day due (set-returning function only for
    -- the others). A plain insert: the (order_id, day) primary key refuses a day paid before, and
    -- that error undoes the whole run.
    ins as (
      insert into income_accruals (order_id, day, user_id, amount, run_id)
      select o.id, o.next_day, o.user_id, o.daily_income, ${runId}::bigint
      from open o cross join paid p
      where p.through is not null and o.next_day = least(o.last_day, p.through)
      union all
      select o.id, o.next_day + generate_series(0, least(o.last_day, p.through) - o.next_day), o.user_id,
             o.daily_income, ${runId}::bigint
      from open o cross join paid p
      where p.through is not null and o.next_day < least(o.last_day, p.through)
    ),
    -- One ledger transfer per member and day paid.
    per_transfer as (
      select r.user_id, r.day, sum(r.total)::bigint as amount, sum(r.orders)::bigint as orders
      from (select q.user_id, q.next_day + generate_series(0, least(q.last_day, p.through) - q.next_day) as day,
                   q.total, q.orders
            from ranges q cross join paid p
            where p.through is not null and q.next_day <= least(q.last_day, p.through)) r
      group by r.user_id, r.day
    ),
    -- The transfers, written by the ledger's posting composer: the balances after follow the days
    -- (then the members), so each transfer's balance_after is the running balance.
    accrual_postings as (
      select ${transferPrefix}::text || p.user_id || ':' || to_char(p.day, 'YYYY-MM-DD') as id, p.user_id, p.day,
             p.amount, 'income:' || to_char(p.day, 'YYYY-MM-DD') as ref
      from per_transfer p
    ),
    ${sql.raw(
      composePostings(
        [
          {
            from: 'accrual_postings a',
            orderBy: 'a.day, a.user_id',
            id: 'a.id',
            amount: 'a.amount',
            code: 'income_accrual',
            userId: 'a.user_id',
            ref: 'a.ref',
            debit: operatorAccount('income_reserve'),
            credit: memberAccount('member_unreceived', 'a.user_id'),
          },
        ],
        { onExisting: 'fail' },
      ),
    )},
    -- Orders paid here that were not in step (their first days, or behind: e.g. bought just before
    -- a run that paid their first day) store their progress; one now paid through the new
    -- paid-through day joins the step ('valid'), or ends if that was its last day and it is over.
    starts as (
      update product_orders o
      set status = case when least(${through}, o.expire_day - 1) = o.expire_day - 1 and o.expire_day <= ${today}::date
                          then 'end'
                        when least(${through}, o.expire_day - 1) >= least(${inStepAfter}, o.expire_day - 1) then 'valid'
                        else 'not_started' end,
          base_last_accrued_day = least(${through}, o.expire_day - 1),
          base_accrued_days = o.base_accrued_days
            + (least(${through}, o.expire_day - 1) - coalesce(o.base_last_accrued_day + 1, o.start_day) + 1),
          base_accrued_total = o.base_accrued_total + o.daily_income
            * (least(${through}, o.expire_day - 1) - coalesce(o.base_last_accrued_day + 1, o.start_day) + 1)
      where o.ctid = any (array(
        select x.row_ref from open x cross join paid p
        where not x.in_step and p.through is not null and x.next_day <= least(x.last_day, p.through)))
      returning o.status
    ),
    -- Orders whose last day is paid and behind them are over: one in step once the paid-through
    -- day reaches its last day, one behind once its stored progress does. Every day from start_day
    -- to expire_day - 1 was paid.
    ends as (
      update product_orders o
      set status = 'end',
          base_last_accrued_day = o.expire_day - 1,
          base_accrued_days = o.period_days,
          base_accrued_total = o.daily_income * o.period_days
      where o.ctid = any (array(
        select x.row_ref from open x
        where x.expire_day <= ${today}::date
          and (x.next_day > x.expire_day - 1 or (x.in_step and ${inStepAfter} >= x.expire_day - 1))))
      returning 1
    )
    select (select json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'total', total::text,
                                              'orders', orders) order by day) from days) as days,
           (select to_char(through, 'YYYY-MM-DD') from paid) as paid_through,
           (select coalesce(sum(orders), 0)::bigint from per_transfer) as accrual_rows,
           (select coalesce(sum(amount), 0)::bigint from per_transfer) as planned,
           (select count(*) from ledger_ins) as transfers,
           (select coalesce(sum(amount), 0)::bigint from ledger_ins) as amount,
           (select count(*) from starts where status <> 'not_started') as started,
           (select count(*) from starts where status = 'end') + (select count(*) from ends) as ended`;
}

async function recordShortfall(trx: Tx, s: { day: string; needed: bigint; available: bigint }, now: Date) {
  await sql`
    insert into income_shortfalls (day, needed, available, first_seen_at, last_seen_at)
    values (${s.day}::date, ${s.needed}, ${s.available}, ${now}, ${now})
    on conflict (day) do update set
      needed = excluded.needed, available = excluded.available,
      attempts = income_shortfalls.attempts + 1, last_seen_at = excluded.last_seen_at, resolved_at = null`.execute(
    trx,
  );
  await sql`
    insert into reserve_alerts (kind, day, needed, available, message, created_at)
    values ('shortfall', ${s.day}::date, ${s.needed}, ${s.available},
            ${`Income reserve cannot cover ${s.day}: needs ${formatMoney(s.needed)}, available ${formatMoney(s.available)}`},
            ${now})
    on conflict (kind, day) do nothing`.execute(trx);
}
