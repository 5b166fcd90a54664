/**
 * Recharge. A member asks for a recharge on a channel: a gateway channel answers with a payment
 * page (status Unpaid until the gateway's signed callback); the USDT channel answers with the
 * deposit address (status pending until the chain watcher's signed callback or an operator
 * confirms). Confirmation credits deposit_clearing → member_cash exactly once (transfer id
 * recharge:<orderNo>, row lock on the recharge). USDT converts at the configured rate and leaves a
 * coin record; a USDT amount below the minimum is refused up front, and a confirmed deposit below
 * it is recorded as failed and never credited (SPEC §5: not credited and not refundable).
 */
import { pageOfRows } from '../../../db/paging.js';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { once, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { loadMoneyConfig, type MoneyConfig } from '../config.js';
import type { PayChannelsTable, RechargesTable } from '../tables.js';
import { iso } from '../time.js';
import { formatUsdt, usdtToMinor } from '../units.js';
import { RECHARGE_STATUS, memberAmount, orderNumber, toCount } from '../wire.js';

export type PayChannelRow = Selectable<PayChannelsTable>;
export type RechargeRow = Selectable<RechargesTable>;

export const USDT_NETWORKS = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof USDT_NETWORKS)[number];

export function usdtAddress(config: MoneyConfig, network: UsdtNetwork): string {
  return network === 'TRC20' ? config.usdtTrc20Address : config.usdtErc20Address;
}

export function usdtNetworks(config: MoneyConfig) {
  return USDT_NETWORKS.filter((n) => usdtAddress(config, n)).map((network) => ({
    network,
    address: usdtAddress(config, network),
  }));
}

export function channelView(c: PayChannelRow, config: MoneyConfig) {
  const usdt = c.kind === 'usdt';
  return {
    id: Number(c.id),
    code: c.code,
    name: c.name,
    kind: c.kind,
    icon: c.icon,
    currency: usdt ? 'USDT' : 'BASE',
    min: usdt ? formatUsdt(config.usdtMin) : formatMoney(config.rechargeMin),
    max: usdt ? null : formatMoney(config.rechargeMax),
    status: c.status,
    sort: c.sort,
  };
}

export async function listChannels(db: Tx, includeOff = false) {
  const config = await loadMoneyConfig(db);
  let query = db.selectFrom('pay_channels').selectAll();
  if (!includeOff) query = query.where('status', '=', 'on');
  const rows = await query.orderBy('sort', 'desc').orderBy('id').execute();
  return rows.map((c) => channelView(c, config));
}

/**
 * A recharge as members and operators read it. `usdtRate`: today's rate, for the amount a pending
 * USDT recharge is expected to credit (estimatedAmount; the credited amount stays 0.00 until the
 * chain confirms it).
 */
export function rechargeView(
  r: RechargeRow & { channel_name: string; channel_code: string },
  usdtRate?: string,
) {
  const status = RECHARGE_STATUS[r.status];
  const estimated =
    r.status === 'pending' && r.method === 'usdt' && r.usdt_declared !== null && usdtRate
      ? usdtToMinor(r.usdt_declared, usdtRate)
      : null;
  return {
    id: Number(r.id),
    orderNo: r.order_no,
    payChannelId: Number(r.pay_channel_id),
    payChannel: r.channel_name,
    payChannelCode: r.channel_code,
    method: r.method,
    amount: formatMoney(r.amount),
    estimatedAmount: estimated === null ? null : formatMoney(estimated),
    usdtAmount:
      r.usdt_amount !== null
        ? formatUsdt(r.usdt_amount)
        : r.usdt_declared !== null
          ? formatUsdt(r.usdt_declared)
          : null,
    usdtRate: r.usdt_rate,
    network: r.network,
    txHash: r.tx_hash,
    status: status.code,
    statusText: status.label,
    statusKey: r.status,
    failureReason: r.failure_reason,
    createTime: iso(r.created_at),
    arrivedTime: r.paid_at === null ? null : iso(r.paid_at),
  };
}

export type RechargeView = ReturnType<typeof rechargeView>;

function rechargeQuery(db: Tx) {
  return db
    .selectFrom('recharges as r')
    .innerJoin('pay_channels as c', 'c.id', 'r.pay_channel_id')
    .selectAll('r')
    .select(['c.name as channel_name', 'c.code as channel_code']);
}

export async function listRecharges(
  db: Tx,
  filter: {
    userId?: bigint | undefined;
    status?: RechargeRow['status'] | undefined;
    method?: 'gateway' | 'usdt' | undefined;
  },
  page: number,
  size: number,
) {
  let query = rechargeQuery(db);
  let count = db.selectFrom('recharges as r');
  if (filter.userId !== undefined) {
    query = query.where('r.user_id', '=', filter.userId);
    count = count.where('r.user_id', '=', filter.userId);
  }
  if (filter.status) {
    query = query.where('r.status', '=', filter.status);
    count = count.where('r.status', '=', filter.status);
  }
  if (filter.method) {
    query = query.where('r.method', '=', filter.method);
    count = count.where('r.method', '=', filter.method);
  }
  const [rows, total, config] = await Promise.all([
    query
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    count.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    loadMoneyConfig(db),
  ]);
  return {
    records: rows.map((r) => ({ ...rechargeView(r, config.usdtRate), userId: Number(r.user_id) })),
    total: toCount(total.n as string),
  };
}

export async function getRecharge(db: Tx, id: bigint): Promise<RechargeView> {
  const row = await rechargeQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('money.recharge.notFound');
  return rechargeView(row, (await loadMoneyConfig(db)).usdtRate);
}

// ------------------------------------------------------------------ member request

export interface RechargeRequest {
  amount?: string | undefined;
  payChannelId: number;
  network?: string | undefined;
}

/**
 * Creates an Unpaid (gateway) or pending (USDT) recharge. On the USDT channel `amount` is in USDT
 * and must reach the configured minimum (checked before anything is written).
 */
export async function createRecharge(
  db: Kysely<DB>,
  userId: bigint,
  input: RechargeRequest,
  idempotencyKey: RequestKey | undefined,
  now: Date,
) {
  const config = await loadMoneyConfig(db);
  const channel = await db
    .selectFrom('pay_channels')
    .selectAll()
    .where('id', '=', BigInt(input.payChannelId))
    .where('status', '=', 'on')
    .executeTakeFirst();
  if (!channel) throw badRequest('money.recharge.channelUnavailable');
  const typed = memberAmount(input.amount, 'validation.required');

  let amount = 0n;
  let usdtDeclared: bigint | null = null;
  let network: UsdtNetwork | null = null;
  if (channel.kind === 'usdt') {
    // `typed` is in hundredths of a USDT; micro-USDT has 4 more decimals.
    usdtDeclared = typed * 10_000n;
    if (usdtDeclared < config.usdtMin)
      throw badRequest('money.recharge.usdtBelowMin', { min: formatUsdt(config.usdtMin, 0) });
    network = ((input.network ?? '').toUpperCase() || usdtNetworks(config)[0]?.network) as UsdtNetwork;
    if (!USDT_NETWORKS.includes(network) || !usdtAddress(config, network))
      throw badRequest('money.recharge.usdtUnavailable');
  } else {
    amount = typed;
    if (amount < config.rechargeMin)
      throw badRequest('money.recharge.belowMin', { min: formatMoney(config.rechargeMin) });
    if (amount > config.rechargeMax)
      throw badRequest('money.recharge.aboveMax', { max: formatMoney(config.rechargeMax) });
  }

  const { result } = await db.transaction().execute((trx) =>
    once(trx, 'money.recharge', userId, idempotencyKey, async () => {
      const orderNo = orderNumber('R', now);
      const inserted = await trx
        .insertInto('recharges')
        .values({
          order_no: orderNo,
          user_id: userId,
          pay_channel_id: channel.id,
          method: channel.kind,
          amount,
          usdt_declared: usdtDeclared,
          network,
          status: channel.kind === 'usdt' ? 'pending' : 'unpaid',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const view = await getRecharge(trx, inserted.id);
      const payUrl =
        channel.kind === 'gateway' && channel.pay_url
          ? `${channel.pay_url}${channel.pay_url.includes('?') ? '&' : '?'}${new URLSearchParams({ orderNo, amount: formatMoney(amount) })}`
          : null;
      return {
        ...view,
        payUrl,
        usdt:
          channel.kind === 'usdt' && network
            ? {
                network,
                address: usdtAddress(config, network),
                amount: formatUsdt(usdtDeclared!),
                rate: config.usdtRate,
                estimatedAmount: formatMoney(usdtToMinor(usdtDeclared!, config.usdtRate)),
                min: formatUsdt(config.usdtMin),
              }
            : null,
      };
    }),
  );
  return result;
}


export async function listCoinRecords(db: Tx, userId: bigint, page: number, size: number) {
  const base = db.selectFrom('coin_records').where('user_id', '=', userId);
  const { rows, total } = await pageOfRows(
    base,
    (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
    size,
  );
  return {
    records: rows.map((c) => ({
      id: Number(c.id),
      rechargeId: Number(c.recharge_id),
      createDateTime: iso(c.created_at),
      currency: c.currency,
      fromAmount: formatUsdt(c.from_amount),
      price: c.price,
      toAmount: formatMoney(c.to_amount),
    })),
    total: total,
  };
}
