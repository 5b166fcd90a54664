import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { Envelope, MoneyString, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { DateTimeString } from '../shared.js';
import * as bonus from './service.js';

const tags = ['bonus'];

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
    async (request) =>
      ok(request, await bonus.redeem(ctx, request.memberId!, request.body.code, idempotencyKeyOf(request))),
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
    async (request) => ok(request, await bonus.redemptions(ctx, request.memberId!, request.body)),
  );
}
