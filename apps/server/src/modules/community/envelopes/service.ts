/** Red envelopes: granted by operator rules (grants.ts), received once into member cash. */
import type { AppContext } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { once, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { maskPhone } from '../../../lib/phone.js';
import { iso, paging, payFromPromotions } from '../shared.js';
import { grantEnvelopes } from './grants.js';
import './messages.js';
import { envelopeCount, envelopePage, lockEnvelope, markReceived, unreceivedSum } from './queries.js';
import type { EnvelopeStatus } from './schemas.js';

export async function envelopes(
  ctx: AppContext,
  memberId: bigint,
  input: { page?: number; size?: number; status?: EnvelopeStatus } | undefined,
) {
  const { page, size, offset } = paging(input);
  const status = input?.status;
  // envelopes earned since the last grant run are granted first, so the list shows them
  await grantEnvelopes(ctx.db, ctx.clock.now(), { beneficiaryId: memberId });
  const [rows, total, waiting] = await Promise.all([
    envelopePage(ctx.db, memberId, status, size, offset),
    envelopeCount(ctx.db, memberId, status),
    unreceivedSum(ctx.db, memberId),
  ]);
  const list = rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    kind: r.kind,
    amount: formatMoney(r.amount),
    status: r.status,
    sourcePhone: maskPhone(r.phone),
    createdAt: iso(r.created_at),
    receivedAt: iso(r.received_at),
  }));
  return { unreceivedAmount: formatMoney(waiting), ...pageOf(list, total, page, size) };
}

/** Pays the envelope from the promotions account, once (retries with the same key replay the answer). */
export async function receive(ctx: AppContext, memberId: bigint, envelopeId: number, key: RequestKey | undefined) {
  const now = ctx.clock.now();
  const { result } = await ctx.db.transaction().execute((trx) =>
    once(trx, 'community.envelope.receive', memberId, key, async () => {
      const envelope = await lockEnvelope(trx, BigInt(envelopeId), memberId);
      if (!envelope) throw notFound('community.envelope.notFound');
      if (envelope.status === 'received') throw badRequest('community.envelope.alreadyReceived');
      const paid = await payFromPromotions(trx, {
        id: `red_envelope:${envelope.id}`,
        userId: memberId,
        amount: envelope.amount,
        code: 'red_envelope',
        ref: `red_envelope:${envelope.id}`,
      });
      await markReceived(trx, envelope.id, paid.id, now);
      return { id: Number(envelope.id), amount: formatMoney(envelope.amount), receivedAt: iso(now) };
    }),
  );
  return result;
}
