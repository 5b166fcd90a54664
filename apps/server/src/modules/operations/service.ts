/**
 * The operator console's read models (issue 17): the money position in one answer, the audit log,
 * member search. Operators are in operators.service.ts, a member's sessions and team in
 * members.service.ts; money writes stay with money / ledger.
 */
import { pageOfRows } from '../../db/paging.js';
import { sql } from 'kysely';
import type { Tx } from '../../db/tx.js';
import { formatMoney } from '../../lib/money.js';
import { toBig, toCount } from '../money/wire.js';

/** The windows of the deposits / withdrawals figures, in days back from now. */
export const FLOW_WINDOWS = [1, 7, 30] as const;

export async function moneyPosition(db: Tx, now: Date) {
  const since = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
  const [accounts, held, flows, pendingRecharges, refusedCallbacks] = await Promise.all([
    sql<{ code: string; posted: string | bigint | null; pending: string | bigint | null }>`
      select code, sum(credits_posted - debits_posted)::bigint as posted,
             sum(debits_pending)::bigint as pending
      from ledger_accounts where code in ('member_cash', 'fee_revenue') group by code`.execute(db),
    sql<{ n: string | bigint; amount: string | bigint | null }>`
      select count(*) as n, sum(amount)::bigint as amount from withdrawals where status = 'pending'`.execute(
      db,
    ),
    Promise.all(
      FLOW_WINDOWS.map(async (days) => {
        const from = since(days);
        const [deposits, withdrawals] = await Promise.all([
          sql<{ total: string | bigint | null; n: string | bigint }>`
            select sum(amount)::bigint as total, count(*) as n from recharges
            where status = 'success' and paid_at >= ${from}`.execute(db),
          sql<{ total: string | bigint | null; n: string | bigint }>`
            select sum(amount)::bigint as total, count(*) as n from withdrawals
            where status = 'passed' and audited_at >= ${from}`.execute(db),
        ]);
        return {
          days,
          deposits: formatMoney(toBig(deposits.rows[0]?.total)),
          depositCount: toCount(deposits.rows[0]?.n),
          withdrawals: formatMoney(toBig(withdrawals.rows[0]?.total)),
          withdrawalCount: toCount(withdrawals.rows[0]?.n),
        };
      }),
    ),
    sql<{ n: string | bigint }>`select count(*) as n from recharges where status = 'pending'`.execute(db),
    sql<{ n: string | bigint }>`
      select count(*) as n from callback_log
      where outcome not in ('accepted', 'duplicate', 'pending') and created_at >= ${since(1)}`.execute(db),
  ]);
  const account = (code: string) => accounts.rows.find((r) => r.code === code);
  return {
    memberCash: formatMoney(toBig(account('member_cash')?.posted)),
    memberCashHeld: formatMoney(toBig(account('member_cash')?.pending)),
    heldWithdrawals: { count: toCount(held.rows[0]?.n), amount: formatMoney(toBig(held.rows[0]?.amount)) },
    feeRevenue: formatMoney(toBig(account('fee_revenue')?.posted)),
    pendingRecharges: toCount(pendingRecharges.rows[0]?.n),
    refusedCallbacksToday: toCount(refusedCallbacks.rows[0]?.n),
    flows,
  };
}

export async function auditPage(
  db: Tx,
  filter: { action?: string; operatorId?: bigint; target?: string },
  page: number,
  size: number,
) {
  let base = db.selectFrom('audit_log as a').leftJoin('operators as o', 'o.id', 'a.operator_id');
  if (filter.action) base = base.where('a.action', 'like', `${filter.action.replace(/[%_\\]/g, '\\$&')}%`);
  if (filter.operatorId) base = base.where('a.operator_id', '=', filter.operatorId);
  if (filter.target) base = base.where('a.target', '=', filter.target);
  const { rows, total } = await pageOfRows(
    base,
    (q) =>
      q
        .select([
          'a.id',
          'a.action',
          'a.target',
          'a.before',
          'a.after',
          'a.created_at',
          'a.operator_id',
          'o.username',
        ])
        .orderBy('a.id', 'desc'),
    page,
    size,
  );
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      target: r.target,
      operatorId: r.operator_id === null ? null : Number(r.operator_id),
      operator: r.username ?? null,
      before: r.before === null ? null : JSON.stringify(r.before),
      after: r.after === null ? null : JSON.stringify(r.after),
      createTime: new Date(r.created_at as unknown as string).toISOString(),
    })),
    total: total,
  };
}

/** Members by id (digits only, also tried as a phone) or by the start of the phone number. */
export async function searchMembers(db: Tx, query: string, limit: number) {
  const q = query.trim().replace(/^\+/, '');
  const digits = /^\d+$/.test(q);
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'area_code',
      'phone',
      'username',
      'status',
      'created_at',
      'invitation_code',
      'referrer_id',
    ])
    .where((eb) =>
      eb.or([
        ...(digits && q.length <= 18 ? [eb('id', '=', BigInt(q))] : []),
        eb('phone', 'like', `${q.replace(/[%_\\]/g, '\\$&')}%`),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    areaCode: r.area_code,
    phone: r.phone,
    username: r.username,
    status: r.status,
    invitationCode: r.invitation_code,
    referrerId: r.referrer_id === null ? null : Number(r.referrer_id),
    createTime: new Date(r.created_at as unknown as string).toISOString(),
  }));
}
