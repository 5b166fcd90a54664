/** The operator API of lottery chances (under /admin/community): the rules that grant them, and grants by hand. */
import { randomUUID } from 'node:crypto';
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { PARTIAL_SAVE, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { grantChancesTo } from '../lottery/service.js';
import { iso } from '../shared.js';
import {
  OptionalDate,
  ClearableDate,
  ChanceRuleOut,
  ChanceGrantOut,
  savedOutcome,
  checkRange,
  toDate,
  toClearableDate,
} from '../admin/kit.js';
import { adminKit } from '../admin/kit.js';
import { Page, PageQuery } from '../../../http/schema.js';
import { listChanceGrants } from './chance-grants.js';

/** Lottery chance rules and manual grants of chances. */
export function registerChanceRulesAdmin(app: App, ctx: AppContext) {
  registerChanceRuleRoutes(app, ctx);
  registerChanceGrantsListRoute(app, ctx);
  registerGrantChancesRoute(app, ctx);
}

/** Routes: lottery/chanceGrants/list. */
function registerChanceGrantsListRoute(app: App, ctx: AppContext) {
  const { finance, route } = adminKit(app, ctx);
  route(
    'lottery/chanceGrants/list',
    finance,
    'Lottery chances granted, newest first: by a chance rule or by an operator (optionally of one member)',
    Type.Optional(Type.Object({ ...PageQuery, userId: Type.Optional(Type.Integer({ minimum: 1 })) })),
    Page(ChanceGrantOut),
    async (request) => listChanceGrants(ctx, request.body),
  );
}

/** Routes: lottery/chanceRules/list, lottery/chanceRules/save. */
function registerChanceRuleRoutes(app: App, ctx: AppContext) {
  const { finance, route, audited } = adminKit(app, ctx);
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
}

/** Routes: lottery/grantChances. */
function registerGrantChancesRoute(app: App, ctx: AppContext) {
  const { finance, route, audited } = adminKit(app, ctx);
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
