/** Bonus (redemption) codes: operator-created, each member at most once, total uses never exceeded. */
import type { AppContext } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { badRequest, rateLimited } from '../../../http/errors.js';
import { once, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { hit } from '../../../lib/rate-limit.js';
import { iso, paging, payFromPromotions } from '../shared.js';
import './messages.js';
import { BONUS_CODE, normalizeCode } from './codes.js';
import { hasRedeemed, lockCode, recordRedemption, redemptionCount, redemptionPage } from './queries.js';

/** Redemption attempts per member: 10 per 10 minutes (wrong guesses included). */
export const REDEEM_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

/** Pays the code's amount from the promotions account, once per member and request key. */
export async function redeem(ctx: AppContext, memberId: bigint, typed: string, key: RequestKey | undefined) {
  const now = ctx.clock.now();
  const code = normalizeCode(typed);
  if (!code) throw badRequest('community.bonus.codeRequired');
  // Counted outside the transaction, so refused attempts count too.
  if (!(await hit(ctx.db, `bonus-redeem:${memberId}`, REDEEM_LIMIT, now))) throw rateLimited();
  if (!BONUS_CODE.test(code)) throw badRequest('community.bonus.invalid');
  const { result } = await ctx.db.transaction().execute((trx) =>
    once(trx, 'community.bonus.redeem', memberId, key, async () => {
      const row = await lockCode(trx, code);
      if (!row || !row.enabled) throw badRequest('community.bonus.invalid');
      if (row.expires_at.getTime() <= now.getTime()) throw badRequest('community.bonus.expired');
      if (await hasRedeemed(trx, row.id, memberId)) throw badRequest('community.bonus.alreadyRedeemed');
      if (row.used_count >= row.total_uses) throw badRequest('community.bonus.usedUp');
      const paid = await payFromPromotions(trx, {
        id: `bonus:${row.id}:${memberId}`,
        userId: memberId,
        amount: row.amount,
        code: 'bonus',
        ref: `bonus:${row.code}`,
      });
      await recordRedemption(trx, { codeId: row.id, memberId, amount: row.amount, transferId: paid.id, now });
      return { code: row.code, amount: formatMoney(row.amount), redeemedAt: iso(now) };
    }),
  );
  return result;
}

export async function redemptions(ctx: AppContext, memberId: bigint, input: { page?: number; size?: number } | undefined) {
  const { page, size, offset } = paging(input);
  const [rows, total] = await Promise.all([redemptionPage(ctx.db, memberId, size, offset), redemptionCount(ctx.db, memberId)]);
  const list = rows.map((r) => ({ id: Number(r.id), code: r.code, amount: formatMoney(r.amount), redeemedAt: iso(r.created_at) }));
  return pageOf(list, total, page, size);
}
