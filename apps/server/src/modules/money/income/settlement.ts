/**
 * The one statement of an accrual run (accrual.ts): over one read of the open orders it totals what
 * each pending day needs, pays the days the reserve covers in order, inserts the income_accruals
 * rows (the sub-ledger), has the ledger's posting composer write one transfer per day paid
 * (income_reserve → income_payable), and writes the orders that join the step or end.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../../../db/tx.js';
import { composePostings, operatorAccount } from '../../../ledger/postings.js';
import { toBig, toCount } from '../wire.js';

export interface SettleInput {
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
export async function settle(trx: Tx, input: SettleInput) {
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
    // refuse to record income the ledger did not pay
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
    -- Orders with something due, per unpaid range (a handful of ranges: orders in step share one):
    -- what each day needs comes from these.
    ranges as (
      select next_day, last_day, sum(daily_income)::bigint as total, count(*) as orders
      from open
      where next_day <= last_day
      group by next_day, last_day
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
    -- One ledger transfer per business day paid, income_reserve → income_payable, for the day's
    -- total: the same day totals the rows above add up to (income_accruals is the sub-ledger of
    -- income_payable; trialBalance checks that they agree).
    accrual_postings as (
      select ${transferPrefix}::text || to_char(d.day, 'YYYY-MM-DD') as id, d.day, d.total as amount,
             'income:' || to_char(d.day, 'YYYY-MM-DD') as ref
      from days d cross join paid p
      where d.day <= p.through
    ),
    ${sql.raw(
      composePostings(
        [
          {
            from: 'accrual_postings a',
            orderBy: 'a.day',
            id: 'a.id',
            amount: 'a.amount',
            code: 'income_accrual',
            userId: null,
            ref: 'a.ref',
            debit: operatorAccount('income_reserve'),
            credit: operatorAccount('income_payable'),
          },
        ],
        { onExisting: 'fail' },
      ),
    )},
    ${orderWrites(today, through, inStepAfter)}
    select (select json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'total', total::text,
                                              'orders', orders) order by day) from days) as days,
           (select to_char(through, 'YYYY-MM-DD') from paid) as paid_through,
           (select coalesce(sum(d.orders), 0)::bigint from days d cross join paid p where d.day <= p.through)
             as accrual_rows,
           (select coalesce(sum(amount), 0)::bigint from accrual_postings) as planned,
           (select count(*) from ledger_ins) as transfers,
           (select coalesce(sum(amount), 0)::bigint from ledger_ins) as amount,
           (select count(*) from starts where status <> 'not_started') as started,
           (select count(*) from starts where status = 'end') + (select count(*) from ends) as ended`;
}

/**
 * The order writes of a run: orders paid here that were not in step store their progress and join
 * the step or end; orders whose last day is paid and behind them end.
 */
function orderWrites(today: string, through: RawBuilder<unknown>, inStepAfter: RawBuilder<unknown>) {
  return sql`
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
    )`;
}
