/**
 * An order's accrual progress (last day paid, days paid, income paid) without a daily write to the
 * order (migration 0042, issue #8).
 *
 * Every accrual run pays the same business days to every order that is in step with the job, so
 * one number describes them all: the **paid-through day**, the latest `accrual_runs.paid_through`.
 * An order whose stored status is `valid` is in step: it has been paid every day from `start_day`
 * to `least(paid-through day, expire_day - 1)`. The job writes an order only when it joins the
 * step (its first day(s) paid: `not_started` → `valid`) and when it ends (`end`, with its final
 * progress); the progress columns of a `valid` row hold what they were on its first day and are
 * brought forward from there by the formulas below. Orders in any other status (`not_started`
 * ones that are behind, e.g. a purchase that committed after the run that paid its first day;
 * `end`; `invalid`) are described by their stored columns alone.
 *
 * Read order progress through these expressions, never from `product_orders.last_accrued_day`,
 * `accrued_days` or `accrued_total` directly.
 */
import { sql, type RawBuilder } from 'kysely';

/** The paid-through day of every order in step (null before the first paying run). */
export const paidThroughDay: RawBuilder<string | null> = sql`(select max(paid_through) from accrual_runs)`;

type DayExpression = RawBuilder<string | null> | RawBuilder<string>;

/** SQL: the last day paid of order `alias` (a `date`, null when none), given the paid-through day. */
export function lastPaidDaySql(
  alias: string,
  paidThrough: DayExpression = paidThroughDay,
): RawBuilder<string | null> {
  const o = sql.raw(alias);
  return sql`(case when ${o}.status = 'valid' and ${paidThrough}::date is not null
      then greatest(${o}.last_accrued_day, least(${paidThrough}::date, ${o}.expire_day - 1))
      else ${o}.last_accrued_day end)`;
}

/** SQL: days paid since what the row stores (0 unless the order is in step and the job moved on). */
function daysSinceStored(alias: string, paidThrough: DayExpression) {
  const o = sql.raw(alias);
  return sql`coalesce(${lastPaidDaySql(alias, paidThrough)} - coalesce(${o}.last_accrued_day, ${o}.start_day - 1), 0)`;
}

/**
 * Columns for a Kysely select over `product_orders as <alias>`: `last_accrued_day` as
 * 'YYYY-MM-DD' text or null, `accrued_days` and `accrued_total` (bigint), with the same names and
 * meaning the stored columns had when the job rewrote every order daily.
 */
export function orderProgressColumns(alias = 'o', paidThrough: DayExpression = paidThroughDay) {
  return [
    sql<string | null>`to_char(${lastPaidDaySql(alias, paidThrough)}, 'YYYY-MM-DD')`.as('last_accrued_day'),
    accruedDaysSql(alias, paidThrough).as('accrued_days'),
    accruedTotalSql(alias, paidThrough).as('accrued_total'),
  ] as const;
}

/** SQL: days paid of order `alias` (integer). */
export function accruedDaysSql(alias = 'o', paidThrough: DayExpression = paidThroughDay): RawBuilder<number> {
  const o = sql.raw(alias);
  return sql<number>`(${o}.accrued_days + ${daysSinceStored(alias, paidThrough)})`;
}

/** SQL: income paid of order `alias` (bigint). */
export function accruedTotalSql(
  alias = 'o',
  paidThrough: DayExpression = paidThroughDay,
): RawBuilder<bigint> {
  const o = sql.raw(alias);
  return sql<bigint>`(${o}.accrued_total + ${o}.daily_income * ${daysSinceStored(alias, paidThrough)})`;
}
