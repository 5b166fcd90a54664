import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { t } from '../../../http/i18n.js';
import {
  Envelope,
  MoneyString,
  Page,
  PageQuery,
  errorResponses,
  memberSecurity,
} from '../../../http/schema.js';
import { idempotencyKeyOf, once } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { DateTimeString, NullableString, iso, paging, toCount } from '../shared.js';
import { recomputeDraw } from './fair.js';
import { drawOnce, grantLotteryChances, parsePrizes, remainingChances } from './service.js';
import { localize, localizeOne } from '../../translations/localize.js';
import './messages.js';
import { ALGORITHM, DrawResult, PublishedPrize, RevealedRound, RoundPrizeSchema, tags } from './schemas.js';

function oddsText(weight: number, total: number): string {
  if (total <= 0) return '0.00%';
  return `${((weight * 100) / total).toFixed(2)}%`;
}

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
    async (request) => {
      const memberId = request.memberId!;
      await grantLotteryChances(ctx.db, ctx.clock.now(), { userId: memberId });
      const round = await ctx.db
        .selectFrom('lottery_rounds')
        .selectAll()
        .where('status', '=', 'open')
        .executeTakeFirst();
      const live = await ctx.db.selectFrom('lottery_prizes').select(['id', 'stock', 'image_url']).execute();
      const liveById = new Map(live.map((p) => [Number(p.id), p]));
      const table = round ? parsePrizes(round.prizes) : [];
      const totalWeight = round?.total_weight ?? 0;
      const revealed = await ctx.db
        .selectFrom('lottery_rounds')
        .select(['id', 'seed_hash', 'server_seed', 'closed_at', 'revealed_at'])
        .where('status', '=', 'revealed')
        .orderBy('id', 'desc')
        .limit(5)
        .execute();
      const prizes = table.map((p) => {
        const current = liveById.get(p.id);
        return {
          id: p.id,
          name: p.name,
          kind: p.kind,
          amount: formatMoney(BigInt(p.amount)),
          weight: p.weight,
          odds: oddsText(p.weight, totalWeight),
          imageUrl: current?.image_url ?? null,
          inStock:
            p.kind === 'none' || (current !== undefined && (current.stock === null || current.stock > 0)),
        };
      });
      return ok(request, {
        roundId: round ? Number(round.id) : null,
        seedHash: round?.seed_hash ?? null,
        totalWeight,
        prizes: await localize(ctx.db, request.locale, 'lottery_prize', prizes, { name: 'name' }),
        remainingChances: await remainingChances(ctx.db, memberId),
        algorithm: ALGORITHM,
        revealedRounds: revealed.map((r) => ({
          id: Number(r.id),
          seedHash: r.seed_hash,
          serverSeed: r.server_seed,
          closedAt: iso(r.closed_at),
          revealedAt: iso(r.revealed_at),
        })),
      });
    },
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
    async (request) => {
      const memberId = request.memberId!;
      const now = ctx.clock.now();
      await grantLotteryChances(ctx.db, now, { userId: memberId });
      const key = idempotencyKeyOf(request);
      const { result } = await ctx.db
        .transaction()
        .execute((trx) =>
          once(trx, 'community.lottery.draw', memberId, key, () => drawOnce(trx, memberId, now)),
        );
      const shown = await localizeOne(
        ctx.db,
        request.locale,
        'lottery_prize',
        result,
        { name: 'prizeName' },
        'prizeId',
      );
      return ok(request, {
        ...shown,
        prizeName:
          shown.won || shown.prizeName ? shown.prizeName : t(request.locale, 'community.lottery.noPrize'),
      });
    },
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
    async (request) => {
      const memberId = request.memberId!;
      const { page, size, offset } = paging(request.body);
      const [rows, total] = await Promise.all([
        ctx.db
          .selectFrom('lottery_draws')
          .selectAll()
          .where('user_id', '=', memberId)
          .orderBy('id', 'desc')
          .limit(size)
          .offset(offset)
          .execute(),
        ctx.db
          .selectFrom('lottery_draws')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', memberId)
          .executeTakeFirstOrThrow(),
      ]);
      // prize names in the member's language, by the prize each draw selected
      const names = await localize(
        ctx.db,
        request.locale,
        'lottery_prize',
        rows.map((d) => ({
          id: d.awarded_prize_id === null ? null : Number(d.awarded_prize_id),
          name: d.prize_name,
        })),
        { name: 'name' },
      );
      return ok(
        request,
        pageOf(
          rows.map((d, i) => ({
            drawId: Number(d.id),
            roundId: Number(d.round_id),
            drawNumber: d.draw_number,
            prizeName: names[i]!.name || t(request.locale, 'community.lottery.noPrize'),
            amount: formatMoney(d.amount),
            won: BigInt(d.amount) > 0n,
            outOfStock: d.out_of_stock,
            createdAt: iso(d.created_at),
          })),
          toCount(total.n),
          page,
          size,
        ),
      );
    },
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
    async (request) => {
      const memberId = request.memberId!;
      const draw = await ctx.db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('id', '=', BigInt(request.body.drawId))
        .where('user_id', '=', memberId)
        .executeTakeFirst();
      if (!draw) throw notFound('community.lottery.drawNotFound');
      const round = await ctx.db
        .selectFrom('lottery_rounds')
        .selectAll()
        .where('id', '=', draw.round_id)
        .executeTakeFirstOrThrow();
      const prizes = parsePrizes(round.prizes);
      const revealed = round.status === 'revealed';
      let verification = null;
      if (revealed) {
        const again = recomputeDraw({
          serverSeed: round.server_seed,
          seedHash: round.seed_hash,
          prizes,
          memberId: draw.user_id,
          drawNumber: draw.draw_number,
        });
        const hmacMatches = again.hmac === draw.hmac;
        const rollMatches = again.roll === draw.roll;
        const prizeMatches = BigInt(again.prize.id) === draw.selected_prize_id;
        verification = {
          seedMatchesHash: again.seedMatchesHash,
          hmacMatches,
          rollMatches,
          prizeMatches,
          verified: again.seedMatchesHash && hmacMatches && rollMatches && prizeMatches,
        };
      }
      return ok(request, {
        drawId: Number(draw.id),
        memberId: Number(draw.user_id),
        drawNumber: draw.draw_number,
        message: `${draw.user_id}:${draw.draw_number}`,
        hmac: draw.hmac,
        roll: draw.roll,
        selectedPrizeId: Number(draw.selected_prize_id),
        outOfStock: draw.out_of_stock,
        round: {
          id: Number(round.id),
          status: round.status,
          seedHash: round.seed_hash,
          serverSeed: revealed ? round.server_seed : null,
          totalWeight: round.total_weight,
          prizes: prizes.map((p) => ({ ...p, amount: formatMoney(BigInt(p.amount)) })),
        },
        verification,
        algorithm: ALGORITHM,
      });
    },
  );
}
