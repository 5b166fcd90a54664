/**
 * The Kysely queries of the payment callback, its operator log and the USDT info: channels, the
 * callback nonces, the callback log. The settlement's own statements (lockRecharge and the
 * recharge updates) stay in settlement.ts.
 */
import { pageOfRows } from '../../../db/paging.js';
import type { Insertable } from 'kysely';
import type { Tx } from '../../../db/tx.js';
import type { CallbackLogTable } from '../tables.js';

export function findChannelByCode(db: Tx, code: string) {
  return db.selectFrom('pay_channels').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The USDT channel members pay into: the first one that is on, by the operators' order. */
export function findActiveUsdtChannel(db: Tx) {
  return db
    .selectFrom('pay_channels')
    .select('id')
    .where('kind', '=', 'usdt')
    .where('status', '=', 'on')
    .orderBy('sort', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/** Claims a nonce for the channel; undefined when the channel has seen it before. */
export function claimCallbackNonce(trx: Tx, channelId: bigint, nonce: string, now: Date) {
  return trx
    .insertInto('callback_nonces')
    .values({ channel_id: channelId, nonce, created_at: now })
    .onConflict((oc) => oc.columns(['channel_id', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
}

export async function deleteCallbackNoncesBefore(db: Tx, before: Date) {
  await db.deleteFrom('callback_nonces').where('created_at', '<', before).execute();
}

export async function markRechargePending(trx: Tx, id: bigint, now: Date) {
  await trx
    .updateTable('recharges')
    .set({ status: 'pending', updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertCallbackLog(db: Tx, row: Insertable<CallbackLogTable>) {
  await db.insertInto('callback_log').values(row).execute();
}

export async function pageCallbackLog(db: Tx, page: number, size: number, orderNo?: string) {
  let base = db.selectFrom('callback_log');
  if (orderNo) base = base.where('order_no', '=', orderNo);
  const { rows, total } = await pageOfRows(base, (q) => q.selectAll().orderBy('id', 'desc'), page, size);
  return { rows, total };
}
