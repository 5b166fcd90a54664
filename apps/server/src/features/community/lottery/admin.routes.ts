import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { AmountInput } from '../../../http/schema.js';
import { PARTIAL_SAVE, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { openRound, parsePrizes } from '../lottery/service.js';
import { IdBody, iso } from '../shared.js';
import { ImageUrl, PrizeOut, RoundOut, savedOutcome } from '../admin/kit.js';
import { adminKit } from '../admin/kit.js';
import { registerChanceRulesAdmin } from './chance-rules.admin.routes.js';

/** The operator API of lottery (under /admin/community). */
export async function registerLotteryAdmin(app: App, ctx: AppContext) {
  registerPrizesAdmin(app, ctx);
  registerRoundsAdmin(app, ctx);
  registerChanceRulesAdmin(app, ctx);
}

/** Lottery prizes: list with live stock, save. */
function registerPrizesAdmin(app: App, ctx: AppContext) {
  const { finance, route, audited } = adminKit(app, ctx);
  const prizeOut = (r: {
    id: bigint;
    name: string;
    kind: string;
    amount: bigint;
    weight: number;
    stock: number | null;
    image_url: string | null;
    enabled: boolean;
    sort: number;
  }) => ({
    id: Number(r.id),
    name: r.name,
    kind: r.kind,
    amount: formatMoney(r.amount),
    weight: r.weight,
    stock: r.stock,
    imageUrl: r.image_url,
    enabled: r.enabled,
    sort: r.sort,
  });

  route(
    'lottery/prizes/list',
    finance,
    'All lottery prizes with live stock',
    null,
    Type.Array(PrizeOut),
    async () =>
      (await ctx.db.selectFrom('lottery_prizes').selectAll().orderBy('sort').orderBy('id').execute()).map(
        prizeOut,
      ),
  );

  route(
    'lottery/prizes/save',
    finance,
    {
      summary:
        'Create a prize, or update one (with id). Weights and amounts take effect in the next round; stock at once.',
      description:
        `${PARTIAL_SAVE} To create: name, kind and weight (and amount for a cash prize); the rest default to ` +
        'unlimited stock, no image, enabled, sort 0. Sent empty, stock means unlimited and imageUrl means none. ' +
        'A prize made kind none has amount 0.',
    },
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      kind: Type.Optional(Type.Enum(['cash', 'none'])),
      amount: Type.Optional(AmountInput),
      weight: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
      stock: Type.Optional(
        Type.Union([Type.Integer({ minimum: 0, maximum: 100_000_000 }), Type.Literal('')], {
          description: 'units left; empty = unlimited',
        }),
      ),
      imageUrl: Type.Optional(Type.Union([ImageUrl, Type.Literal('')], { description: 'empty: no image' })),
      enabled: Type.Optional(Type.Boolean()),
      sort: Type.Optional(Type.Integer()),
    }),
    PrizeOut,
    async ({ body, operator }) => {
      requireOnCreate(!body.id, { name: body.name, kind: body.kind, weight: body.weight });
      const sentAmount = body.amount === undefined ? undefined : parseMoney(body.amount);
      const now = ctx.clock.now();
      return audited(operator, 'lotteryPrize.save', async (trx) => {
        const { before, after } = await saveRow(trx, 'lottery_prizes', body.id, {
          values: (existing) => {
            const kind = body.kind ?? existing!.kind;
            // a prize of kind none carries no amount, so making one none takes its amount to 0
            const amount = sentAmount ?? (kind === 'none' ? 0n : (existing?.amount ?? 0n));
            if ((kind === 'cash') !== amount > 0n) throw badRequest('community.lottery.prizeAmount');
            return {
              name: body.name,
              kind: body.kind,
              amount,
              weight: body.weight,
              stock: body.stock === '' ? null : body.stock,
              image_url: body.imageUrl === '' ? null : body.imageUrl,
              enabled: body.enabled,
              sort: body.sort,
              updated_at: now,
            };
          },
          defaults: { stock: null, image_url: null, enabled: true, sort: 0 },
          notFoundKey: 'community.lottery.prizeNotFound',
        });
        return savedOutcome(`lotteryPrize:${after.id}`, before, after, prizeOut);
      });
    },
  );
}

/** Lottery rounds: list, create, close, reveal. */
function registerRoundsAdmin(app: App, ctx: AppContext) {
  const { finance, route, audited } = adminKit(app, ctx);
  const roundOut = (r: {
    id: bigint;
    status: string;
    seed_hash: string;
    server_seed: string;
    total_weight: number;
    prizes: unknown;
    opened_at: Date;
    closed_at: Date | null;
    revealed_at: Date | null;
  }) => ({
    id: Number(r.id),
    status: r.status,
    seedHash: r.seed_hash,
    serverSeed: r.status === 'revealed' ? r.server_seed : null,
    totalWeight: r.total_weight,
    prizes: parsePrizes(r.prizes).map((p) => ({ ...p, amount: formatMoney(BigInt(p.amount)) })),
    openedAt: iso(r.opened_at),
    closedAt: iso(r.closed_at),
    revealedAt: iso(r.revealed_at),
  });

  route(
    'lottery/rounds/list',
    finance,
    'Lottery rounds, newest first (seeds only once revealed)',
    null,
    Type.Array(RoundOut),
    async () =>
      (await ctx.db.selectFrom('lottery_rounds').selectAll().orderBy('id', 'desc').limit(100).execute()).map(
        roundOut,
      ),
  );

  route(
    'lottery/rounds/create',
    finance,
    'Open a round: a new secret seed (its SHA-256 hash published) and the enabled prizes frozen with their weights',
    null,
    RoundOut,
    async ({ operator }) =>
      audited(operator, 'lotteryRound.create', async (trx) => {
        const round = await openRound(trx, ctx.clock.now());
        const out = roundOut(round);
        // The seed stays out of the audit log until it is revealed.
        return { target: `lotteryRound:${round.id}`, after: { ...out, serverSeed: null }, result: out };
      }),
  );

  route(
    'lottery/rounds/close',
    finance,
    'Close the open round: no more draws (waits for draws in flight)',
    IdBody,
    RoundOut,
    async ({ body, operator }) =>
      audited(operator, 'lotteryRound.close', async (trx) => {
        const before = await trx
          .selectFrom('lottery_rounds')
          .selectAll()
          .where('id', '=', BigInt(body.id))
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('community.lottery.roundNotFound');
        if (before.status !== 'open') throw badRequest('community.lottery.roundNotOpen');
        const after = await trx
          .updateTable('lottery_rounds')
          .set({ status: 'closed', closed_at: ctx.clock.now() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          target: `lotteryRound:${after.id}`,
          before: { status: before.status },
          after: { status: after.status },
          result: roundOut(after),
        };
      }),
  );

  route(
    'lottery/rounds/reveal',
    finance,
    "Reveal a closed round's seed so every draw can be recomputed",
    IdBody,
    RoundOut,
    async ({ body, operator }) =>
      audited(operator, 'lotteryRound.reveal', async (trx) => {
        const before = await trx
          .selectFrom('lottery_rounds')
          .selectAll()
          .where('id', '=', BigInt(body.id))
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('community.lottery.roundNotFound');
        if (before.status !== 'closed') throw badRequest('community.lottery.roundNotClosed');
        const after = await trx
          .updateTable('lottery_rounds')
          .set({ status: 'revealed', revealed_at: ctx.clock.now() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          target: `lotteryRound:${after.id}`,
          before: { status: before.status },
          after: { status: after.status, serverSeed: after.server_seed },
          result: roundOut(after),
        };
      }),
  );
}
