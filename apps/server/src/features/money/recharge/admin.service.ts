/**
 * The log of payment-channel callbacks, for operators.
 */
import type { Tx } from '../../../db/tx.js';
import { iso } from '../time.js';
import { toCount } from '../wire.js';

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
