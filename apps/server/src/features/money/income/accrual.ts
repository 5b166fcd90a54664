/**
 * The daily income accrual: for every Valid order and every business day from the day after its
 * last accrued day up to today (so a server that was down catches up), income_reserve pays the
 * order's daily income into the member's member_unreceived account, exactly once per order per day.
 *
 * It is set-based, so a million orders settle in a few statements, never a loop per row:
 *   1. one query totals what each pending day needs;
 *   2. days are paid in order while the reserve covers them; the first day it cannot cover, and
 *      every later one, pays nothing (a shortfall row + a reserve alert + a log line) and is
 *      retried by the next run, after an operator funds the reserve;
 *   3. one statement inserts the income_accruals rows (INSERT … SELECT over generate_series; the
 *      (order_id, day) primary key refuses a second payment), writes one ledger transfer per member
 *      per day, updates the account totals with aggregated UPDATEs (so trialBalance stays 0 and
 *      each transfer's balance_after is the running balance), and advances each order's progress.
 * A transaction-scoped advisory lock makes concurrent runs (two instances, timer + operator) take
 * turns; the second finds nothing left to pay.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { operatorAccountId, type Tx } from '../../../ledger/ledger.js';
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

    const pending = await pendingDays(trx, today);
    const daysPaid: AccrualDay[] = [];
    const shortfalls: AccrualResult['shortfalls'] = [];
    let covered = 0n;
    for (const day of pending) {
      if (shortfalls.length === 0 && covered + day.total <= reserveAvailable) {
        covered += day.total;
        daysPaid.push(day);
      } else {
        shortfalls.push({ day: day.day, needed: day.total, available: reserveAvailable - covered });
      }
    }
    const paidThrough = daysPaid.at(-1)?.day ?? null;

    let runId: number | null = null;
    let posted = { accrualRows: 0, transfers: 0, amount: 0n, orders: 0 };
    let started = 0;
    if (pending.length > 0) {
      const run = await trx
        .insertInto('accrual_runs')
        .values({ triggered_by: options.trigger ?? 'direct', business_now: now, today })
        .returning('id')
        .executeTakeFirstOrThrow();
      runId = Number(run.id);
      if (paidThrough) {
        const starting = await sql<{ n: string | bigint }>`
          select count(*) as n from product_orders where status = 'not_started' and start_day <= ${paidThrough}::date`.execute(
          trx,
        );
        started = toCount(starting.rows[0]?.n);
        posted = await postAccruals(trx, run.id, paidThrough, reserveId, reserveBalance);
      }
      if (posted.amount !== covered) {
        // The posting pays exactly the planned day totals unless an (order, day) was skipped by the
        // conflict clause (progress and rows out of step) or an order bought just before midnight
        // committed in between: undo everything; the next run starts over from committed state.
        throw new Error(`accrual posted ${posted.amount} but planned ${covered}; nothing was paid`);
      }
      for (const s of shortfalls) await recordShortfall(trx, s, now);
      if (paidThrough) {
        await trx
          .updateTable('income_shortfalls')
          .set({ resolved_at: now })
          .where('resolved_at', 'is', null)
          .where(sql<boolean>`day <= ${paidThrough}::date`)
          .execute();
      }
      await trx
        .updateTable('accrual_runs')
        .set({
          paid_through: paidThrough ?? undefined,
          accrual_rows: posted.accrualRows,
          transfers: posted.transfers,
          amount: posted.amount,
          shortfall_days: shortfalls.length,
          finished_at: sql<Date>`clock_timestamp()`,
        })
        .where('id', '=', run.id)
        .execute();
    }

    // Orders whose last day is behind them and fully paid are over.
    const ended = await trx
      .updateTable('product_orders')
      .set({ status: 'end' })
      .where('status', '=', 'valid')
      .where(sql<boolean>`expire_day <= ${today}::date`)
      .where(sql<boolean>`accrued_days >= period_days`)
      .executeTakeFirst();

    return {
      runId,
      today,
      paidThrough,
      daysPaid,
      accrualRows: posted.accrualRows,
      transfers: posted.transfers,
      amount: posted.amount,
      shortfalls,
      ordersStarted: started,
      ordersEnded: Number(ended.numUpdatedRows ?? 0n),
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

/**
 * The open orders' unpaid days up to `through`: the day after last_accrued_day (or start_day)
 * up to the order's last income day (expire_day - 1). A Not-started order has none before its
 * start_day; it turns Valid when its first day is paid. Shared by the totals and the posting.
 */
function candidates(through: string) {
  return sql`
    select o.id as order_id, o.user_id, o.daily_income as amount, (o.next_day + g.i) as day
    from (
      select id, user_id, daily_income,
             coalesce(last_accrued_day + 1, start_day) as next_day,
             least(${through}::date, expire_day - 1) as last_day
      from product_orders
      where status in ('not_started', 'valid')
    ) o
    cross join lateral generate_series(0, o.last_day - o.next_day) as g(i)`;
}

async function pendingDays(trx: Tx, today: string): Promise<AccrualDay[]> {
  const rows = await sql<{ day: string; total: string | bigint; orders: string | bigint }>`
    select to_char(c.day, 'YYYY-MM-DD') as day, sum(c.amount)::bigint as total, count(*) as orders
    from (${candidates(today)}) c
    group by c.day
    order by c.day`.execute(trx);
  return rows.rows.map((r) => ({ day: r.day, total: toBig(r.total), orders: toCount(r.orders) }));
}

interface PostingRow {
  accrual_rows: string | bigint;
  orders: string | bigint;
  accrued: string | bigint;
  transfers: string | bigint;
  amount: string | bigint;
  reserve_rows: string | bigint;
}

/** Runs the set-based posting and checks that the ledger paid exactly what was recorded. */
async function postAccruals(
  trx: Tx,
  runId: bigint,
  through: string,
  reserveId: bigint,
  reserveBalance: bigint,
): Promise<{ accrualRows: number; transfers: number; amount: bigint; orders: number }> {
  const row = await postingStatement(runId, through, reserveId, reserveBalance).execute(trx);
  const r = row.rows[0]!;
  const accrued = toBig(r.accrued);
  const amount = toBig(r.amount);
  if (accrued !== amount || toCount(r.reserve_rows) !== 1) {
    // e.g. a member without a member_unreceived account: refuse to record income the ledger did not pay.
    throw new Error(`accrual posting out of balance: accrued ${accrued}, transferred ${amount}`);
  }
  return {
    accrualRows: toCount(r.accrual_rows),
    transfers: toCount(r.transfers),
    amount,
    orders: toCount(r.orders),
  };
}

/** The one statement that posts every unpaid day up to `through` (see the file comment). */
function postingStatement(runId: bigint, through: string, reserveId: bigint, reserveBalance: bigint) {
  const transferPrefix = `income:${runId}:`;
  return sql<PostingRow>`
    with cand as (${candidates(through)}),
    ins as (
      insert into income_accruals (order_id, day, user_id, amount, run_id)
      select order_id, day, user_id, amount, ${runId}::bigint
      from cand
      on conflict (order_id, day) do nothing
      returning day, user_id, amount
    ),
    per_transfer as (
      select ${transferPrefix}::text || user_id || ':' || to_char(day, 'YYYY-MM-DD') as transfer_id,
             user_id, day, sum(amount)::bigint as amount
      from ins
      group by user_id, day
    ),
    per_member as (
      select a.id as account_id, p.user_id, sum(p.amount)::bigint as total
      from per_transfer p
      join ledger_accounts a on a.code = 'member_unreceived' and a.user_id = p.user_id
      group by a.id, p.user_id
    ),
    members as (
      update ledger_accounts a
      set credits_posted = a.credits_posted + m.total
      from per_member m
      where a.id = m.account_id
      returning a.id, m.user_id, m.total, a.credits_posted - a.debits_posted as balance
    ),
    reserve as (
      update ledger_accounts
      set debits_posted = debits_posted + (select coalesce(sum(total), 0) from per_member)::bigint
      where id = ${reserveId}::bigint
      returning id
    ),
    -- Each order's progress (and Not started → Valid) moves to its last day paid here, straight
    -- from the same formula as cand: one plain set-based UPDATE, one new row version per order,
    -- HOT thanks to the spare page space and no index on these columns (0021). The
    -- caller checks that what was paid is exactly what the day totals planned, so an (order, day)
    -- skipped by the conflict clause (progress and rows out of step) stops the run.
    orders as (
      update product_orders o
      set status = 'valid',
          last_accrued_day = least(${through}::date, o.expire_day - 1),
          accrued_days = o.accrued_days
            + (least(${through}::date, o.expire_day - 1) - coalesce(o.last_accrued_day + 1, o.start_day) + 1),
          accrued_total = o.accrued_total + o.daily_income
            * (least(${through}::date, o.expire_day - 1) - coalesce(o.last_accrued_day + 1, o.start_day) + 1)
      where o.status in ('not_started', 'valid')
        and coalesce(o.last_accrued_day + 1, o.start_day) <= least(${through}::date, o.expire_day - 1)
      returning o.id
    ),
    transfers as (
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, kind, code, user_id, ref,
                                    debit_balance_after, credit_balance_after)
      select p.transfer_id, ${reserveId}::bigint, m.id, p.amount, 'posted', 'income_accrual', p.user_id,
             'income:' || to_char(p.day, 'YYYY-MM-DD'),
             (${reserveBalance}::bigint
               - sum(p.amount) over (order by p.day, p.user_id rows between unbounded preceding and current row))::bigint,
             (m.balance - m.total
               + sum(p.amount) over (partition by p.user_id order by p.day rows between unbounded preceding and current row))::bigint
      from per_transfer p
      join members m on m.user_id = p.user_id
      returning amount
    )
    select (select count(*) from ins) as accrual_rows,
           (select coalesce(sum(amount), 0)::bigint from ins) as accrued,
           (select count(*) from transfers) as transfers,
           (select coalesce(sum(amount), 0)::bigint from transfers) as amount,
           (select count(*) from reserve) as reserve_rows,
           (select count(*) from orders) as orders`;
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
