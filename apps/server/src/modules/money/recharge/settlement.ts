/**
 * Settling a recharge: the channel's confirmation credits member cash from deposit_clearing
 * through the ledger, once (a duplicate confirmation changes nothing); a failure closes the order.
 * Each runs under the recharge's row lock (lockRecharge).
 */
import { ApiError, Codes, badRequest } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { memberAccountId, operatorAccountId } from '../../../ledger/accounts.js';
import { transfer } from '../../../ledger/transfers.js';
import { loadMoneyConfig } from '../config.js';
import { formatUsdt, usdtToMinor } from '../units.js';
import { type RechargeRow } from './service.js';



export interface ConfirmInput {
  /** gateway: must equal the order's amount when given */
  amount?: bigint | undefined;
  /** usdt: the confirmed on-chain amount (micro-USDT); defaults to the declared amount */
  usdtAmount?: bigint | undefined;
  txHash?: string | undefined;
  tradeNo?: string | undefined;
}

export type ConfirmOutcome = 'credited' | 'duplicate' | 'below_minimum';

/** Locks a recharge row (by id or order number) for settlement. */
export async function lockRecharge(trx: Tx, where: { id?: bigint; orderNo?: string; channelId?: bigint }) {
  let query = trx.selectFrom('recharges').selectAll().forUpdate();
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.orderNo !== undefined) query = query.where('order_no', '=', where.orderNo);
  if (where.channelId !== undefined) query = query.where('pay_channel_id', '=', where.channelId);
  return query.executeTakeFirst();
}

/**
 * Credits a locked, unsettled recharge once. A recharge that already succeeded answers
 * 'duplicate' and moves nothing; a failed one is final.
 */
export async function confirmRecharge(
  trx: Tx,
  recharge: RechargeRow,
  input: ConfirmInput,
  now: Date,
): Promise<ConfirmOutcome> {
  if (recharge.status === 'success') return 'duplicate';
  if (recharge.status === 'failed') throw new ApiError(Codes.conflict, 'money.recharge.settled');
  const transferId = `recharge:${recharge.order_no}`;
  const cash = await memberAccountId(trx, recharge.user_id, 'member_cash');
  const clearing = await operatorAccountId(trx, 'deposit_clearing');

  if (recharge.method === 'gateway') {
    if (input.amount !== undefined && input.amount !== BigInt(recharge.amount))
      throw badRequest('money.callback.wrongAmount');
    await transfer(trx, {
      id: transferId,
      debitAccountId: clearing,
      creditAccountId: cash,
      amount: BigInt(recharge.amount),
      code: 'recharge',
      userId: recharge.user_id,
      ref: recharge.order_no,
    });
    await trx
      .updateTable('recharges')
      .set({
        status: 'success',
        paid_at: now,
        updated_at: now,
        transfer_id: transferId,
        trade_no: input.tradeNo ?? recharge.trade_no,
      })
      .where('id', '=', recharge.id)
      .execute();
    return 'credited';
  }

  const config = await loadMoneyConfig(trx);
  const usdt = input.usdtAmount ?? recharge.usdt_declared ?? 0n;
  if (input.txHash) {
    const other = await trx
      .selectFrom('recharges')
      .select('id')
      .where('tx_hash', '=', input.txHash)
      .where('id', '!=', recharge.id)
      .executeTakeFirst();
    if (other) throw new ApiError(Codes.conflict, 'conflict.txHash');
  }
  if (usdt < config.usdtMin) {
    // Not credited and not refundable (SPEC §5), but recorded, never silently swallowed.
    await trx
      .updateTable('recharges')
      .set({
        status: 'failed',
        usdt_amount: usdt,
        tx_hash: input.txHash ?? recharge.tx_hash,
        failure_reason: `below_minimum: ${formatUsdt(usdt)} USDT < ${formatUsdt(config.usdtMin)} USDT`,
        updated_at: now,
      })
      .where('id', '=', recharge.id)
      .execute();
    return 'below_minimum';
  }
  const credited = usdtToMinor(usdt, config.usdtRate);
  await transfer(trx, {
    id: transferId,
    debitAccountId: clearing,
    creditAccountId: cash,
    amount: credited,
    code: 'recharge',
    userId: recharge.user_id,
    ref: recharge.order_no,
  });
  await trx
    .updateTable('recharges')
    .set({
      status: 'success',
      amount: credited,
      usdt_amount: usdt,
      usdt_rate: config.usdtRate,
      tx_hash: input.txHash ?? recharge.tx_hash,
      paid_at: now,
      updated_at: now,
      transfer_id: transferId,
    })
    .where('id', '=', recharge.id)
    .execute();
  await trx
    .insertInto('coin_records')
    .values({
      user_id: recharge.user_id,
      recharge_id: recharge.id,
      currency: 'USDT',
      from_amount: usdt,
      price: config.usdtRate,
      to_amount: credited,
      created_at: now,
    })
    .execute();
  return 'credited';
}

/** Marks an unsettled recharge failed; a successful one cannot fail. */
export async function failRecharge(
  trx: Tx,
  recharge: RechargeRow,
  reason: string,
  now: Date,
): Promise<'failed' | 'duplicate'> {
  if (recharge.status === 'failed') return 'duplicate';
  if (recharge.status === 'success') throw new ApiError(Codes.conflict, 'money.recharge.settled');
  await trx
    .updateTable('recharges')
    .set({ status: 'failed', failure_reason: reason.slice(0, 500), updated_at: now })
    .where('id', '=', recharge.id)
    .execute();
  return 'failed';
}
