import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { badRequest, rateLimited } from '../../../http/errors.js';
import { Envelope, MoneyString, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { idempotencyKeyOf, once } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { hit } from '../../../lib/rate-limit.js';
import { DateTimeString, iso, paging, payFromPromotions, toCount } from '../shared.js';
import './messages.js';
import { BONUS_CODE, normalizeCode } from './codes.js';

const tags = ['bonus'];

/** Redemption attempts per member: 10 per 10 minutes (wrong guesses included). */
export const REDEEM_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

/** Bonus (redemption) codes: operator-created, each member at most once, total uses never exceeded. */
export async function registerBonus(app: App, ctx: AppContext) {
  app.post(
    '/app/bonus/redeem',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Redeem a bonus code into member cash',
        description:
          'Refusals (code 400) have distinct messages: unknown code, expired, used up, already redeemed by you. ' +
          'At most 10 attempts per 10 minutes (code 429).',
        security: memberSecurity,
        body: Type.Object({
          code: Type.String({ maxLength: 64 }),
          requestId: Type.Optional(Type.String({ maxLength: 128 })),
        }),
        response: {
          200: Envelope(Type.Object({ code: Type.String(), amount: MoneyString, redeemedAt: DateTimeString })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const now = ctx.clock.now();
      const code = normalizeCode(request.body.code);
      if (!code) throw badRequest('community.bonus.codeRequired');
      // Counted outside the transaction, so refused attempts count too.
      if (!(await hit(ctx.db, `bonus-redeem:${memberId}`, REDEEM_LIMIT, now))) throw rateLimited();
      if (!BONUS_CODE.test(code)) throw badRequest('community.bonus.invalid');
      const key = idempotencyKeyOf(request);
      const { result } = await ctx.db.transaction().execute((trx) =>
        once(trx, 'community.bonus.redeem', memberId, key, async () => {
          // The row lock serializes redemptions of one code: used_count is read and raised under it.
          const row = await trx.selectFrom('bonus_codes').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
          if (!row || !row.enabled) throw badRequest('community.bonus.invalid');
          if (row.expires_at.getTime() <= now.getTime()) throw badRequest('community.bonus.expired');
          const already = await trx
            .selectFrom('bonus_redemptions')
            .select('id')
            .where('code_id', '=', row.id)
            .where('user_id', '=', memberId)
            .executeTakeFirst();
          if (already) throw badRequest('community.bonus.alreadyRedeemed');
          if (row.used_count >= row.total_uses) throw badRequest('community.bonus.usedUp');
          const paid = await payFromPromotions(trx, {
            id: `bonus:${row.id}:${memberId}`,
            userId: memberId,
            amount: row.amount,
            code: 'bonus',
            ref: `bonus:${row.code}`,
          });
          await trx
            .insertInto('bonus_redemptions')
            .values({ code_id: row.id, user_id: memberId, amount: row.amount, transfer_id: paid.id, created_at: now })
            .execute();
          await trx
            .updateTable('bonus_codes')
            .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
            .where('id', '=', row.id)
            .execute();
          return { code: row.code, amount: formatMoney(row.amount), redeemedAt: iso(now) };
        }),
      );
      return ok(request, result);
    },
  );

  app.post(
    '/app/bonus/page',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The member's redeemed bonus codes, newest first",
        security: memberSecurity,
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: {
          200: Envelope(
            Page(Type.Object({ id: Type.Integer(), code: Type.String(), amount: MoneyString, redeemedAt: DateTimeString })),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const { page, size, offset } = paging(request.body);
      const base = ctx.db
        .selectFrom('bonus_redemptions as r')
        .innerJoin('bonus_codes as c', 'c.id', 'r.code_id')
        .where('r.user_id', '=', memberId);
      const [rows, total] = await Promise.all([
        base
          .select(['r.id', 'c.code', 'r.amount', 'r.created_at'])
          .orderBy('r.id', 'desc')
          .limit(size)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok(
        request,
        pageOf(
          rows.map((r) => ({ id: Number(r.id), code: r.code, amount: formatMoney(r.amount), redeemedAt: iso(r.created_at) })),
          toCount(total.n),
          page,
          size,
        ),
      );
    },
  );
}
