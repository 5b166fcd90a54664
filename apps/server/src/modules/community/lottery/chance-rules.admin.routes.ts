/** The operator API of lottery chances (under /admin/community): the rules that grant them, and grants by hand. */
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { PARTIAL_SAVE } from '../../../lib/audit.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { OptionalDate, ClearableDate, ChanceRuleOut, ChanceGrantOut, adminKit } from '../admin/kit.js';
import { Page, PageQuery } from '../../../http/schema.js';
import { grantChances, listChanceGrants, listChanceRules, saveChanceRule } from './admin.service.js';

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
  const { finance, route } = adminKit(app, ctx);
  route(
    'lottery/chanceRules/list',
    finance,
    'Lottery chance rules',
    null,
    Type.Array(ChanceRuleOut),
    async () => listChanceRules(ctx),
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
    async ({ body, operator }) => saveChanceRule(ctx, operator, body),
  );
}

/** Routes: lottery/grantChances. */
function registerGrantChancesRoute(app: App, ctx: AppContext) {
  const { finance, route } = adminKit(app, ctx);
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
    async (request) => grantChances(ctx, request.operator, request.body, idempotencyKeyOf(request)?.key),
  );
}
