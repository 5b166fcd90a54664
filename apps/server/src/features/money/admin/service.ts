/**
 * Operator-side money actions. Each writes audit_log (who, what, before/after) in the same
 * transaction as the change it records.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ApiError, Codes, badRequest, notFound } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { getBalance, operatorAccountId, type OperatorAccountCode } from '../../../ledger/accounts.js';
import { transfer } from '../../../ledger/transfers.js';
import { audit, auditSave, lockRowForEdit, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { once, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { setMoneyConfig } from '../config.js';
import { productView } from '../products/service.js';
import { iso } from '../time.js';
import { toBig, toCount } from '../wire.js';

// ------------------------------------------------------------------ funding

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
    sql<{ total: string | bigint | null }>`
      select sum(credits_posted - debits_posted)::bigint as total from ledger_accounts where code = 'member_unreceived'`.execute(
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
  const [rows, total] = await Promise.all([
    base
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
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
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
    total: toCount(total.n as string),
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

// ------------------------------------------------------------------ catalogue

export interface ProductInput {
  id?: number | undefined;
  name?: string | undefined;
  image?: string | undefined;
  price?: string | undefined;
  dailyIncome?: string | undefined;
  periodDays?: number | undefined;
  stock?: number | undefined;
  validUntil?: string | undefined;
  agreement?: string | undefined;
  purchaseLimit?: number | undefined;
  status?: 'on' | 'off' | undefined;
  sort?: number | undefined;
}

/** A partial update with an id (fields not sent keep their values); a create needs the terms of sale. */
export async function saveProduct(db: Kysely<DB>, operatorId: bigint, input: ProductInput, now: Date) {
  requireOnCreate(!input.id, {
    name: input.name,
    price: input.price,
    dailyIncome: input.dailyIncome,
    periodDays: input.periodDays,
    stock: input.stock,
  });
  // validUntil: not sent = unchanged, empty = no end date
  let validUntil: Date | null | undefined;
  if (input.validUntil !== undefined) {
    validUntil = input.validUntil === '' ? null : new Date(input.validUntil);
    if (validUntil && Number.isNaN(validUntil.getTime()))
      throw badRequest('validation.invalid', { field: 'validUntil' });
  }
  const price = input.price === undefined ? undefined : parseMoney(input.price);
  if (price !== undefined && price <= 0n) throw badRequest('money.admin.amountPositive');
  const values = {
    name: input.name?.trim(),
    image: input.image,
    price,
    daily_income: input.dailyIncome === undefined ? undefined : parseMoney(input.dailyIncome),
    period_days: input.periodDays,
    stock: input.stock,
    valid_until: validUntil,
    agreement: input.agreement,
    purchase_limit: input.purchaseLimit,
    status: input.status,
    sort: input.sort,
    updated_at: now,
  };
  return db.transaction().execute(async (trx) => {
    const { before, after } = await saveRow(trx, 'products', input.id, {
      values,
      defaults: { image: '', valid_until: null, agreement: '', purchase_limit: 0, status: 'on', sort: 0 },
      notFoundKey: 'money.product.notFound',
    });
    const view = productView(after, now);
    await auditSave(trx, operatorId, 'money.product', `product:${after.id}`, {
      before: before && productView(before, now),
      after: view,
    });
    return view;
  });
}

export async function deleteProduct(db: Kysely<DB>, operatorId: bigint, id: bigint, now: Date) {
  await db.transaction().execute(async (trx) => {
    const before = await lockRowForEdit(trx, 'products', id, 'money.product.notFound');
    const orders = await trx
      .selectFrom('product_orders')
      .select('id')
      .where('product_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (orders) throw new ApiError(Codes.conflict, 'money.admin.hasOrders');
    await trx.deleteFrom('products').where('id', '=', id).execute();
    await audit(trx, {
      operatorId,
      action: 'money.product.delete',
      target: `product:${id}`,
      before: productView(before, now),
    });
  });
}

export interface ChannelInput {
  id?: number | undefined;
  code?: string | undefined;
  name?: string | undefined;
  kind?: 'gateway' | 'usdt' | undefined;
  icon?: string | undefined;
  payUrl?: string | undefined;
  /** set or rotate the callback secret; on create, one is generated when absent */
  secret?: string | undefined;
  rotateSecret?: boolean | undefined;
  status?: 'on' | 'off' | undefined;
  sort?: number | undefined;
}

function channelAdminView(c: {
  id: bigint;
  code: string;
  name: string;
  kind: string;
  icon: string;
  pay_url: string;
  status: string;
  sort: number;
}) {
  return {
    id: Number(c.id),
    code: c.code,
    name: c.name,
    kind: c.kind,
    icon: c.icon,
    payUrl: c.pay_url,
    status: c.status,
    sort: c.sort,
  };
}

export async function listChannelsAdmin(db: Tx) {
  const rows = await db
    .selectFrom('pay_channels')
    .selectAll()
    .orderBy('sort', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(channelAdminView);
}

/** Saves a channel; the secret is returned only when it was just set (never stored in the audit log). */
export async function saveChannel(db: Kysely<DB>, operatorId: bigint, input: ChannelInput, now: Date) {
  requireOnCreate(!input.id, { code: input.code, name: input.name, kind: input.kind });
  const newSecret =
    input.secret ?? (!input.id || input.rotateSecret ? randomBytes(24).toString('base64url') : undefined);
  const values = {
    code: input.code?.trim().toLowerCase(),
    name: input.name?.trim(),
    kind: input.kind,
    icon: input.icon,
    pay_url: input.payUrl,
    status: input.status,
    sort: input.sort,
    updated_at: now,
  };
  // a code in use: a unique violation, answered 409 by the error handler (http/conflicts.ts)
  return await db.transaction().execute(async (trx) => {
    const { before, after } = await saveRow(trx, 'pay_channels', input.id, {
      values: { ...values, secret: newSecret },
      defaults: { icon: '', pay_url: '', status: 'on', sort: 0 },
    });
    // The secret itself never goes into the audit log; only that it changed.
    await auditSave(trx, operatorId, 'money.payChannel', `pay_channel:${after.id}`, {
      before: before && channelAdminView(before),
      after: before ? { ...channelAdminView(after), secretChanged: !!newSecret } : channelAdminView(after),
    });
    return { ...channelAdminView(after), secret: newSecret ?? null };
  });
}

export interface BankInput {
  id?: number | undefined;
  name?: string | undefined;
  code?: string | undefined;
  logo?: string | undefined;
  status?: 'on' | 'off' | undefined;
  sort?: number | undefined;
}

export async function saveBank(db: Kysely<DB>, operatorId: bigint, input: BankInput) {
  requireOnCreate(!input.id, { name: input.name, code: input.code });
  const values = {
    name: input.name?.trim(),
    code: input.code?.trim().toUpperCase(),
    logo: input.logo,
    status: input.status,
    sort: input.sort,
  };
  const view = (b: {
    id: bigint;
    name: string;
    code: string;
    logo: string;
    status: string;
    sort: number;
  }) => ({
    id: Number(b.id),
    name: b.name,
    code: b.code,
    logo: b.logo,
    status: b.status,
    sort: b.sort,
  });
  // a code in use: a unique violation, answered 409 by the error handler (http/conflicts.ts)
  return await db.transaction().execute(async (trx) => {
    const saved = await saveRow(trx, 'banks', input.id, {
      values,
      defaults: { logo: '', status: 'on', sort: 0 },
      notFoundKey: 'money.bank.notFound',
    });
    await auditSave(trx, operatorId, 'money.bank', `bank:${saved.after.id}`, {
      before: saved.before && view(saved.before),
      after: view(saved.after),
    });
    return view(saved.after);
  });
}

export async function setConfigValue(db: Kysely<DB>, operatorId: bigint, key: string, value: string) {
  return db.transaction().execute(async (trx) => {
    const change = await setMoneyConfig(trx, key, value);
    await audit(trx, {
      operatorId,
      action: 'money.config.set',
      target: `sys_config:${key}`,
      before: { value: change.before },
      after: { value: change.after },
    });
    return { key, value: change.after };
  });
}

export async function listCallbacks(db: Tx, page: number, size: number, orderNo?: string) {
  let base = db.selectFrom('callback_log');
  if (orderNo) base = base.where('order_no', '=', orderNo);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((c) => ({
      id: Number(c.id),
      channelCode: c.channel_code,
      orderNo: c.order_no,
      outcome: c.outcome,
      detail: c.detail,
      remoteIp: c.remote_ip,
      rawBody: c.raw_body,
      createTime: iso(c.created_at),
    })),
    total: toCount(total.n as string),
  };
}

export async function listAccrualRuns(db: Tx, page: number, size: number) {
  const base = db.selectFrom('accrual_runs');
  const [rows, total] = await Promise.all([
    base
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
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
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
    total: toCount(total.n as string),
  };
}
