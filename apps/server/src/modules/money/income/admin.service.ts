/**
 * The accrual job's runs, for operators.
 */
import { pageOfRows } from '../../../db/paging.js';
import { sql } from 'kysely';
import type { Tx } from '../../../db/tx.js';
import { formatMoney } from '../../../lib/money.js';
import { iso } from '../time.js';

export async function listAccrualRuns(db: Tx, page: number, size: number) {
  const base = db.selectFrom('accrual_runs');
  const { rows, total } = await pageOfRows(
    base,
    (q) =>
      q
        .select([
          'id',
          'triggered_by',
          'business_now',
          'accrual_rows',
          'transfers',
          'amount',
          'shortfall_days',
          'started_at',
          'finished_at',
        ])
        .select([
          sql<string>`to_char(today, 'YYYY-MM-DD')`.as('today'),
          sql<string | null>`to_char(paid_through, 'YYYY-MM-DD')`.as('paid_through'),
        ])
        .orderBy('id', 'desc'),
    page,
    size,
  );
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      trigger: r.triggered_by,
      businessNow: iso(r.business_now),
      today: r.today,
      paidThrough: r.paid_through,
      accrualRows: r.accrual_rows,
      transfers: r.transfers,
      amount: formatMoney(r.amount),
      shortfallDays: r.shortfall_days,
      startedAt: iso(r.started_at),
      finishedAt: r.finished_at === null ? null : iso(r.finished_at),
    })),
    total: total,
  };
}
