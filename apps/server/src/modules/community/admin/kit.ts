/**
 * The parts the community operator routes share: output schemas, date helpers, and adminKit() with
 * the role guards, route() (a POST under /admin/community with the shared schema parts) and
 * audited() (a change and its audit row in one transaction).
 */
import { Type, type Static, type TSchema } from 'typebox';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { App, AppContext, OperatorIdentity } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { badRequest } from '../../../http/errors.js';
import { Envelope, MoneyString, errorResponses, operatorSecurity } from '../../../http/schema.js';
import type { Tx } from '../../../db/tx.js';
import { audit } from '../../../lib/audit.js';
import { DateTimeString, NullableDateTime, NullableString, iso } from '../shared.js';
import { CommentFields, PostFields } from '../zone/schemas.js';
// the operator messages (community.envelope.kindFixed...) in every language
import './messages.js';
export const tags = ['admin-community'];

/** Picture references operators may use: web URLs, our own paths, or inline images. */
export const ImageUrl = Type.String({
  minLength: 1,
  maxLength: 100_000,
  pattern: '^(https?://|/|data:image/)',
});
export const OptionalDate = Type.Optional(Type.String({ format: 'date-time' }));
/** An end date an operator may also take away: empty = none (no end). */
export const ClearableDate = Type.Optional(
  Type.Union([Type.String({ format: 'date-time' }), Type.Literal('')], {
    description: 'ISO date-time; empty = no end',
  }),
);

export const NoticeOut = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  locale: NullableString,
  published: Type.Boolean(),
  sort: Type.Integer(),
  createdAt: DateTimeString,
  updatedAt: DateTimeString,
});
export const ScrollOut = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  createdAt: DateTimeString,
});
export const SlideOut = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  imageUrl: Type.String(),
  linkUrl: NullableString,
  enabled: Type.Boolean(),
  sort: Type.Integer(),
});
export const ContentOut = Type.Object({
  type: Type.String(),
  locale: Type.String(),
  title: Type.String(),
  content: Type.String(),
  updatedAt: DateTimeString,
});
export const AreaCodeOut = Type.Object({
  code: Type.String(),
  country: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
});
export const BonusOut = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  amount: MoneyString,
  totalUses: Type.Integer(),
  usedCount: Type.Integer(),
  expiresAt: DateTimeString,
  enabled: Type.Boolean(),
  createdAt: DateTimeString,
});
export const EnvelopeRuleOut = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  amount: MoneyString,
  enabled: Type.Boolean(),
  startsAt: DateTimeString,
  endsAt: NullableDateTime,
  granted: Type.Integer(),
  received: Type.Integer(),
});
export const PrizeOut = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  amount: MoneyString,
  weight: Type.Integer(),
  stock: Type.Union([Type.Integer(), Type.Null()]),
  imageUrl: NullableString,
  enabled: Type.Boolean(),
  sort: Type.Integer(),
});
export const RoundOut = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  seedHash: Type.String(),
  /** only once revealed */
  serverSeed: NullableString,
  totalWeight: Type.Integer(),
  prizes: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      kind: Type.String(),
      amount: MoneyString,
      weight: Type.Integer(),
    }),
  ),
  openedAt: DateTimeString,
  closedAt: NullableDateTime,
  revealedAt: NullableDateTime,
});
export const ChanceRuleOut = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  chances: Type.Integer(),
  enabled: Type.Boolean(),
  startsAt: DateTimeString,
  endsAt: NullableDateTime,
});
/** A grant of lottery chances: by a chance rule (ruleKind) or by hand (operator). */
export const ChanceGrantOut = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  phone: Type.String(),
  chances: Type.Integer(),
  ruleId: Type.Union([Type.Integer(), Type.Null()]),
  ruleKind: NullableString,
  operator: NullableString,
  createdAt: DateTimeString,
});
/** Moderation status of posts and comments: what the zone lists filter by, and what they answer. */
export const ZoneStatus = Type.Enum(['visible', 'hidden', 'deleted']);
export const AdminPost = Type.Object({ ...PostFields.properties, status: ZoneStatus, phone: Type.String() });
export const AdminComment = Type.Object({ ...CommentFields.properties, status: ZoneStatus });

export const noticeOut = (r: {
  id: bigint;
  title: string;
  content: string;
  locale: string | null;
  published: boolean;
  sort: number;
  created_at: Date;
  updated_at: Date;
}) => ({
  id: Number(r.id),
  title: r.title,
  content: r.content,
  locale: r.locale,
  published: r.published,
  sort: r.sort,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** What `audited` records for a saveRow: target, both sides in the API's shape, and the result. */
export function savedOutcome<Row, Out>(
  target: string,
  before: Row | undefined,
  after: Row,
  view: (row: Row) => Out,
) {
  return { target, before: before && view(before), after: view(after), result: view(after) };
}

export function checkRange(startsAt: Date | undefined, endsAt: Date | null | undefined) {
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    throw badRequest('community.rangeInvalid');
}

export function toDate(value: string | undefined): Date | undefined {
  return value === undefined || value === '' ? undefined : new Date(value);
}

/** A ClearableDate: not sent → undefined (keep the stored one), empty → null (none), else the date. */
export function toClearableDate(value: string | undefined): Date | null | undefined {
  return value === undefined ? undefined : value === '' ? null : new Date(value);
}

/** What every community operator route shares: the role guards, route() and audited(). */
/**
 * Runs an operator's change and its audit row (action `community.<action>`) in one transaction:
 * the services of the community areas call it; adminKit's `audited` is the same, bound to ctx.
 */
export function auditedChange<T>(
  ctx: AppContext,
  operator: OperatorIdentity,
  action: string,
  change: (trx: Tx) => Promise<{ target: string; before?: unknown; after?: unknown; result: T }>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const outcome = await change(trx);
    await audit(trx, {
      operatorId: operator.id,
      action: `community.${action}`,
      target: outcome.target,
      before: outcome.before,
      after: outcome.after,
    });
    return outcome.result;
  });
}

export function adminKit(app: App, ctx: AppContext) {
  const support = app.requireOperator('support');
  const finance = app.requireOperator('finance');

  /** A POST route under /admin/community with the shared schema parts. */
  function route<B extends TSchema, R extends TSchema>(
    path: string,
    guard: (request: FastifyRequest) => Promise<void>,
    summary: string | { summary: string; description: string },
    body: B | null,
    result: R,
    handler: (request: FastifyRequest & { body: Static<B>; operator: OperatorIdentity }) => Promise<unknown>,
  ) {
    // A plain FastifySchema: the generic body type is applied to the handler, not to Fastify's inference.
    const schema: FastifySchema = {
      tags,
      ...(typeof summary === 'string' ? { summary } : summary),
      security: operatorSecurity,
      ...(body ? { body } : {}),
      response: { 200: Envelope(result), ...errorResponses },
    };
    app.post(`/admin/community/${path}`, { preHandler: guard, schema }, async (request) =>
      ok(request, await handler(request as never)),
    );
  }

  /** Runs a change and its audit row in one transaction. */
  function audited<T>(
    operator: OperatorIdentity,
    action: string,
    change: (trx: Tx) => Promise<{ target: string; before?: unknown; after?: unknown; result: T }>,
  ): Promise<T> {
    return auditedChange(ctx, operator, action, change);
  }

  return { support, finance, route, audited };
}
