/**
 * The daily income accrual: for every open order and every business day from the day after its
 * last paid day up to today (so a server that was down catches up), income_reserve pays the
 * order's daily income into income_payable, exactly once per order per day: one income_accruals row
 * per order and day (the sub-ledger: whose income it is, collected or not) and one ledger transfer
 * per business day for that day's total (migration 0064; trialBalance checks that income_payable
 * equals the uncollected rows).
 *
 * It is set-based: one statement settles a million orders, never a loop per row. Over one read of
 * the open orders (one snapshot) it
 *   1. totals what each pending day needs;
 *   2. pays the days in order while the reserve covers them; the first day it cannot cover, and
 *      every later one, pays nothing (the caller records a shortfall row + a reserve alert + a log
 *      line) and is retried by the next run, after an operator funds the reserve;
 *   3. inserts the income_accruals rows (the (order_id, day) primary key refuses a second payment)
 *      and has the ledger's posting composer (ledger/postings.ts) write one transfer per day
 *      (income_reserve → income_payable) and move the account totals (so trialBalance stays 0 and
 *      each transfer's balance_after is the running balance);
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
import { formatMoney } from '../../../lib/money.js';
import { loadMoneyConfig } from '../config.js';
import { businessDay } from '../time.js';
import { toBig } from '../wire.js';
import { settle } from './settlement.js';

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
