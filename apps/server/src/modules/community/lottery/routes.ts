import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import {
  Envelope,
  MoneyString,
  Page,
  PageQuery,
  errorResponses,
  memberSecurity,
} from '../../../http/schema.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { DateTimeString, NullableString } from '../shared.js';
import { ALGORITHM, DrawResult, PublishedPrize, RevealedRound, RoundPrizeSchema, tags } from './schemas.js';
import * as lottery from './service.js';

/** Lottery: published odds, draws with chances, verification from the revealed seed. */
export async function registerLottery(app: App, ctx: AppContext) {
  registerOddsAndDraws(app, ctx);
  registerDrawRecords(app, ctx);
  registerVerification(app, ctx);
}

/** The open round with its published odds, and a draw. */
function registerOddsAndDraws(app: App, ctx: AppContext) {
  app.get(
    '/app/lottery/getRewardList',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Prizes of the open round with their published odds, the seed hash, and remaining chances',
        description: ALGORITHM,
        security: memberSecurity,
        response: {
          200: Envelope(
            Type.Object({
              roundId: Type.Union([Type.Integer(), Type.Null()]),
              seedHash: NullableString,
              totalWeight: Type.Integer(),
              prizes: Type.Array(PublishedPrize),
              remainingChances: Type.Integer(),
              algorithm: Type.String(),
              revealedRounds: Type.Array(RevealedRound),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, await lottery.rewardList(ctx, request.memberId!, request.locale)),
  );

  app.post(
    '/app/lottery/lottery',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Draw once (spends one chance); a cash prize is paid into member cash',
        description: `${ALGORITHM} Without a chance or an open round nothing changes (code 400).`,
        security: memberSecurity,
        body: Type.Optional(Type.Object({ requestId: Type.Optional(Type.String({ maxLength: 128 })) })),
        response: { 200: Envelope(DrawResult), ...errorResponses },
      },
    },
    async (request) =>
      ok(request, await lottery.draw(ctx, request.memberId!, idempotencyKeyOf(request), request.locale)),
  );
}

/** A member's draws, with the proof of each. */
function registerDrawRecords(app: App, ctx: AppContext) {
  app.post(
    '/app/lottery/records',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The member's draws, newest first",
        security: memberSecurity,
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: {
          200: Envelope(
            Page(
              Type.Object({
                drawId: Type.Integer(),
                roundId: Type.Integer(),
                drawNumber: Type.Integer(),
                prizeName: Type.String(),
                amount: MoneyString,
                won: Type.Boolean(),
                outOfStock: Type.Boolean(),
                createdAt: DateTimeString,
              }),
            ),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, await lottery.drawRecords(ctx, request.memberId!, request.locale, request.body)),
  );
}

/** Verification of a draw from the revealed seed. */
function registerVerification(app: App, ctx: AppContext) {
  app.post(
    '/app/lottery/verify',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary:
          "Everything needed to recompute one of the member's draws; the recomputation once the seed is revealed",
        description: ALGORITHM,
        security: memberSecurity,
        body: Type.Object({ drawId: Type.Integer({ minimum: 1 }) }),
        response: {
          200: Envelope(
            Type.Object({
              drawId: Type.Integer(),
              memberId: Type.Integer(),
              drawNumber: Type.Integer(),
              message: Type.String({ description: 'the HMAC message, "<memberId>:<drawNumber>"' }),
              hmac: Type.String(),
              roll: Type.Integer(),
              selectedPrizeId: Type.Integer(),
              outOfStock: Type.Boolean(),
              round: Type.Object({
                id: Type.Integer(),
                status: Type.Enum(['open', 'closed', 'revealed']),
                seedHash: Type.String(),
                serverSeed: NullableString,
                totalWeight: Type.Integer(),
                prizes: Type.Array(RoundPrizeSchema),
              }),
              /** null until the round's seed is revealed */
              verification: Type.Union([
                Type.Object({
                  seedMatchesHash: Type.Boolean(),
                  hmacMatches: Type.Boolean(),
                  rollMatches: Type.Boolean(),
                  prizeMatches: Type.Boolean(),
                  verified: Type.Boolean(),
                }),
                Type.Null(),
              ]),
              algorithm: Type.String(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, await lottery.verifyDraw(ctx, request.memberId!, request.body.drawId)),
  );
}
