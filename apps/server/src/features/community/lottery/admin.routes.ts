import { randomUUID } from 'node:crypto';
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { AmountInput, Page, PageQuery } from '../../../http/schema.js';
import { pageOf } from '../../../http/envelope.js';
import { PARTIAL_SAVE, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { grantChancesTo, openRound, parsePrizes } from '../lottery/service.js';
import { IdBody, iso, paging, toCount } from '../shared.js';
import {
  ImageUrl,
  OptionalDate,
  ClearableDate,
  PrizeOut,
  RoundOut,
  ChanceRuleOut,
  ChanceGrantOut,
  savedOutcome,
  checkRange,
  toDate,
  toClearableDate,
} from '../admin/kit.js';
import { adminKit } from '../admin/kit.js';

/** The operator API of lottery (under /admin/community). */
export async function registerLotteryAdmin(app: App, ctx: AppContext) {
  const { finance, route, audited } = adminKit(app, ctx);
  // ---- lottery -----------------------------------------------------------------------------
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

  const chanceRuleOut = (r: {
    id: bigint;
    kind: string;
    chances: number;
    enabled: boolean;
    starts_at: Date;
    ends_at: Date | null;
  }) => ({
    id: Number(r.id),
    kind: r.kind,
    chances: r.chances,
    enabled: r.enabled,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
  });

  route(
    'lottery/chanceRules/list',
    finance,
    'Lottery chance rules',
    null,
    Type.Array(ChanceRuleOut),
    async () =>
      (await ctx.db.selectFrom('lottery_chance_rules').selectAll().orderBy('id').execute()).map(
        chanceRuleOut,
      ),
  );

  route(
    'lottery/chanceRules/save',
    finance,
    {
      summary:
        'Create a chance rule (per_purchase: chances for every purchase; registration: once), or update one (with id; the kind cannot change)',
      description: `${PARTIAL_SAVE} To create: kind and chances; the rest default to enabled, starting now, no end. Sent empty, endsAt means no end.`,
    },
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      kind: Type.Optional(Type.Enum(['per_purchase', 'registration'])),
      chances: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      enabled: Type.Optional(Type.Boolean()),
      startsAt: OptionalDate,
      endsAt: ClearableDate,
    }),
    ChanceRuleOut,
    async ({ body, operator }) => {
      requireOnCreate(!body.id, { kind: body.kind, chances: body.chances });
      const startsAt = toDate(body.startsAt);
      const endsAt = toClearableDate(body.endsAt);
      const now = ctx.clock.now();
      return audited(operator, 'lotteryChanceRule.save', async (trx) => {
        const { before, after } = await saveRow(trx, 'lottery_chance_rules', body.id, {
          check: (existing) => {
            if (body.kind !== undefined && existing.kind !== body.kind)
              throw badRequest('community.envelope.kindFixed');
          },
          values: (existing) => {
            checkRange(
              startsAt ?? existing?.starts_at ?? now,
              endsAt === undefined ? existing?.ends_at : endsAt,
            );
            return {
              chances: body.chances,
              enabled: body.enabled,
              starts_at: startsAt,
              ends_at: endsAt,
              updated_at: existing ? now : undefined,
            };
          },
          defaults: { enabled: true, starts_at: now, ends_at: null },
          createOnly: { kind: body.kind },
        });
        return savedOutcome(`lotteryChanceRule:${after.id}`, before, after, chanceRuleOut);
      });
    },
  );

  route(
    'lottery/chanceGrants/list',
    finance,
    'Lottery chances granted, newest first: by a chance rule or by an operator (optionally of one member)',
    Type.Optional(Type.Object({ ...PageQuery, userId: Type.Optional(Type.Integer({ minimum: 1 })) })),
    Page(ChanceGrantOut),
    async (request) => {
      const { page, size, offset } = paging(request.body);
      const userId = request.body?.userId;
      let base = ctx.db.selectFrom('lottery_chance_grants as g');
      if (userId) base = base.where('g.user_id', '=', BigInt(userId));
      const [rows, total] = await Promise.all([
        base
          .innerJoin('users as u', 'u.id', 'g.user_id')
          .leftJoin('lottery_chance_rules as r', 'r.id', 'g.rule_id')
          .leftJoin('operators as o', 'o.id', 'g.operator_id')
          .select([
            'g.id',
            'g.user_id',
            'u.phone',
            'g.chances',
            'g.rule_id',
            'r.kind as rule_kind',
            'o.username',
            'g.created_at',
          ])
          .orderBy('g.id', 'desc')
          .limit(size)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(
        rows.map((r) => ({
          id: Number(r.id),
          userId: Number(r.user_id),
          phone: r.phone,
          chances: r.chances,
          ruleId: r.rule_id === null ? null : Number(r.rule_id),
          ruleKind: r.rule_kind,
          operator: r.username,
          createdAt: iso(r.created_at),
        })),
        toCount(total.n),
        page,
        size,
      );
    },
  );

  route(
    'lottery/grantChances',
    finance,
    'Give a member lottery chances (a retried request with the same Idempotency-Key or requestId grants once)',
    Type.Object({
      userId: Type.Integer({ minimum: 1 }),
      chances: Type.Integer({ minimum: 1, maximum: 1000 }),
      requestId: Type.Optional(Type.String({ maxLength: 128 })),
    }),
    Type.Object({ userId: Type.Integer(), granted: Type.Boolean(), remainingChances: Type.Integer() }),
    async (request) => {
      const { body, operator } = request;
      const key = idempotencyKeyOf(request)?.key ?? randomUUID();
      return audited(operator, 'lottery.grantChances', async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', BigInt(body.userId))
          .executeTakeFirst();
        if (!user) throw notFound('community.userNotFound');
        const granted = await grantChancesTo(trx, {
          userId: user.id,
          chances: body.chances,
          operatorId: operator.id,
          grantKey: `operator:${operator.id}:${key}`,
          now: ctx.clock.now(),
        });
        const totals = await trx
          .selectFrom('lottery_members')
          .select(['chances_granted', 'chances_used'])
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        return {
          target: `user:${user.id}`,
          after: { chances: body.chances, granted },
          result: {
            userId: body.userId,
            granted,
            remainingChances: totals.chances_granted - totals.chances_used,
          },
        };
      });
    },
  );
}
