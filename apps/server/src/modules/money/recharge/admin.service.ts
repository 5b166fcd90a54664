/**
 * The operators' side of recharges: confirm or fail one by hand (each once per request id, under
 * the recharge's row lock, audited with the record before and after), and the log of
 * payment-channel callbacks.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Tx } from '../../../db/tx.js';
import { ApiError, Codes, badRequest } from '../../../http/errors.js';
import { audit } from '../../../lib/audit.js';
import { once, type RequestKey } from '../../../lib/idempotency.js';
import { iso } from '../time.js';
import { isUsdt, parseUsdt } from '../units.js';
import { operatorRecord } from '../wire.js';
import { pageCallbackLog } from './queries.js';
import { getRecharge } from './service.js';
import { confirmRecharge, failRecharge, lockRecharge } from './settlement.js';

export interface OperatorConfirm {
  id: number;
  /** USDT recharges: the confirmed on-chain amount ("12.5"); the declared amount when absent */
  usdtAmount?: string | undefined;
  txHash?: string | undefined;
}

/**
 * Confirms a recharge by hand and credits it once (settlement.ts). USDT: the confirmed amount,
 * converted at the current rate. A retried request (same request id) answers like the first.
 */
export async function confirmRechargeByOperator(
  db: Kysely<DB>,
  operatorId: bigint,
  input: OperatorConfirm,
  requestKey: RequestKey | undefined,
  now: Date,
) {
  const { id, usdtAmount, txHash } = input;
  if (usdtAmount !== undefined && !isUsdt(usdtAmount))
    throw badRequest('validation.amount', { field: 'usdtAmount' });
  return db.transaction().execute(async (trx) => {
    const { result } = await once(trx, 'operator.recharge.confirm', operatorId, requestKey, async () => {
      const recharge = await lockRecharge(trx, { id: BigInt(id) });
      if (!recharge) throw new ApiError(Codes.notFound, 'money.recharge.notFound');
      if (usdtAmount !== undefined && recharge.method !== 'usdt')
        throw badRequest('money.admin.notGateway');
      const before = await getRecharge(trx, recharge.id);
      const outcome = await confirmRecharge(
        trx,
        recharge,
        recharge.method === 'usdt'
          ? { usdtAmount: usdtAmount !== undefined ? parseUsdt(usdtAmount) : undefined, txHash }
          : {},
        now,
      );
      await audit(trx, {
        operatorId,
        action: 'money.recharge.confirm',
        target: `recharge:${recharge.id}`,
        before,
        after: { ...(await getRecharge(trx, recharge.id)), outcome },
      });
      return { outcome, recharge: operatorRecord(await getRecharge(trx, recharge.id)) };
    });
    return result;
  });
}

/** Marks an unsettled recharge failed (nothing is credited), once per request id. */
export async function failRechargeByOperator(
  db: Kysely<DB>,
  operatorId: bigint,
  id: bigint,
  reason: string | undefined,
  requestKey: RequestKey | undefined,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const { result } = await once(trx, 'operator.recharge.fail', operatorId, requestKey, async () => {
      const recharge = await lockRecharge(trx, { id });
      if (!recharge) throw new ApiError(Codes.notFound, 'money.recharge.notFound');
      const before = await getRecharge(trx, recharge.id);
      await failRecharge(trx, recharge, reason ?? 'failed by operator', now);
      await audit(trx, {
        operatorId,
        action: 'money.recharge.fail',
        target: `recharge:${recharge.id}`,
        before,
        after: await getRecharge(trx, recharge.id),
      });
      return operatorRecord(await getRecharge(trx, recharge.id));
    });
    return result;
  });
}

/** The log of payment-channel callbacks, newest first, with their raw bodies. */
export async function listCallbacks(db: Tx, page: number, size: number, orderNo?: string) {
  const { rows, total } = await pageCallbackLog(db, page, size, orderNo);
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
    total,
  };
}
