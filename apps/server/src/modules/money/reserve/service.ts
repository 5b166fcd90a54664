/**
 * The income reserve and the promotions budget: funding from operator capital, the reserve against what it still owes, its alerts. Each change writes audit_log in its transaction.
 */
import { pageOfRows } from '../../../db/paging.js';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { getBalance, operatorAccountId, type OperatorAccountCode } from '../../../ledger/accounts.js';
import { transfer } from '../../../ledger/transfers.js';
import { audit } from '../../../lib/audit.js';
import { once, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { iso } from '../time.js';
import { toBig, toCount } from '../wire.js';

export async function fundAccount(
  db: Kysely<DB>,
  operatorId: bigint,
  target: Extract<OperatorAccountCode, 'income_reserve' | 'promotions'>,
  amount: bigint,
  note: string,
  idempotencyKey: RequestKey | undefined,
) {
  if (amount <= 0n) throw badRequest('money.admin.amountPositive');
  const { result } = await db.transaction().execute((trx) =>
    once(trx, `money.admin.fund.${target}`, operatorId, idempotencyKey, async (key) => {
      const accountId = await operatorAccountId(trx, target);
      const before = await getBalance(trx, accountId);
      const transferId = `fund:${target}:${operatorId}:${key}`;
      await transfer(trx, {
        id: transferId,
        debitAccountId: await operatorAccountId(trx, 'operator_capital'),
        creditAccountId: accountId,
        amount,
        code: target === 'income_reserve' ? 'reserve_funding' : 'promotions_funding',
        ref: note.slice(0, 200) || null,
      });
      const after = await getBalance(trx, accountId);
      await audit(trx, {
        operatorId,
        action: `money.fund.${target}`,
        target: `ledger_account:${target}`,
        before: { balance: formatMoney(before.balance) },
        after: { balance: formatMoney(after.balance), amount: formatMoney(amount), transferId, note },
      });
      return {
        account: target,
        amount: formatMoney(amount),
        balance: formatMoney(after.balance),
        transferId,
      };
    }),
  );
  return result;
}

/** The income reserve against what it still owes: income still to accrue on open orders. */
export async function reserveStatus(db: Tx) {
  const [reserve, promotions, outstanding, unreceived, shortfalls] = await Promise.all([
    getBalance(db, await operatorAccountId(db, 'income_reserve')),
    getBalance(db, await operatorAccountId(db, 'promotions')),
    sql<{ remaining: string | bigint | null; orders: string | bigint; daily: string | bigint | null }>`
      select sum(o.total_income - o.accrued_total)::bigint as remaining, count(*) as orders,
             sum(o.daily_income) filter (where o.status = 'valid')::bigint as daily
      from product_order_progress o where o.status in ('not_started', 'valid')`.execute(db),
    // what members have accrued and not collected: income_payable (its sub-ledger is income_accruals)
    sql<{ total: string | bigint | null }>`
      select credits_posted - debits_posted as total from ledger_accounts where code = 'income_payable' and user_id is null`.execute(
      db,
    ),
    db
      .selectFrom('income_shortfalls')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('resolved_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const remaining = toBig(outstanding.rows[0]?.remaining);
  const daily = toBig(outstanding.rows[0]?.daily);
  return {
    reserveBalance: formatMoney(reserve.balance),
    reserveAvailable: formatMoney(reserve.available),
    outstandingIncome: formatMoney(remaining),
    openOrders: toCount(outstanding.rows[0]?.orders),
    dailyIncomeDue: formatMoney(daily),
    shortfall: formatMoney(remaining > reserve.available ? remaining - reserve.available : 0n),
    covered: reserve.available >= remaining,
    daysCovered: daily > 0n ? Number(reserve.available / daily) : null,
    unreceivedLiability: formatMoney(toBig(unreceived.rows[0]?.total)),
    promotionsBalance: formatMoney(promotions.balance),
    openShortfallDays: toCount(shortfalls.n as string),
  };
}

export async function listAlerts(db: Tx, page: number, size: number, openOnly: boolean) {
  let base = db.selectFrom('reserve_alerts');
  if (openOnly) base = base.where('acknowledged_at', 'is', null);
  const { rows, total } = await pageOfRows(
    base,
    (q) =>
      q
        .select([
          'id',
          'kind',
          'needed',
          'available',
          'message',
          'created_at',
          'acknowledged_at',
          'acknowledged_by',
        ])
        .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
        .orderBy('id', 'desc'),
    page,
    size,
  );
  return {
    records: rows.map((a) => ({
      id: Number(a.id),
      kind: a.kind,
      day: a.day,
      needed: formatMoney(a.needed),
      available: formatMoney(a.available),
      message: a.message,
      createTime: iso(a.created_at),
      acknowledgedAt: a.acknowledged_at === null ? null : iso(a.acknowledged_at),
      acknowledgedBy: a.acknowledged_by === null ? null : Number(a.acknowledged_by),
    })),
    total: total,
  };
}

export async function acknowledgeAlert(db: Kysely<DB>, operatorId: bigint, id: bigint, now: Date) {
  await db.transaction().execute(async (trx) => {
    const alert = await trx
      .selectFrom('reserve_alerts')
      .select(['id', 'acknowledged_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!alert) throw notFound();
    if (alert.acknowledged_at) return;
    await trx
      .updateTable('reserve_alerts')
      .set({ acknowledged_at: now, acknowledged_by: operatorId })
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      operatorId,
      action: 'money.alert.acknowledge',
      target: `reserve_alert:${id}`,
      before: { acknowledged: false },
      after: { acknowledged: true },
    });
  });
}
