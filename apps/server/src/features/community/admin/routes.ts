import { randomUUID } from 'node:crypto';
import { Type, type Static, type TSchema } from 'typebox';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { App, AppContext, OperatorIdentity } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { ApiError, Codes, badRequest, notFound } from '../../../http/errors.js';
import { locales } from '../../../http/i18n.js';
import {
  AmountInput,
  Envelope,
  MoneyString,
  Page,
  PageQuery,
  errorResponses,
  operatorSecurity,
} from '../../../http/schema.js';
import type { Tx } from '../../../ledger/ledger.js';
import { PARTIAL_SAVE, audit, lockRowForEdit, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { BONUS_CODE, normalizeCode } from '../bonus/codes.js';
import { EDITABLE_CONFIG_KEYS, configValueProblem, readConfig } from '../content/config.js';
import { ContentType } from '../content/schemas.js';
import { grantEnvelopes } from '../envelopes/grants.js';
import { grantChancesTo, openRound, parsePrizes } from '../lottery/service.js';
import { sendUserMessage } from '../messages/service.js';
import {
  DateTimeString,
  IdBody,
  NullableDateTime,
  NullableString,
  iso,
  maskPhone,
  paging,
  toCount,
} from '../shared.js';
import { CommentFields, PostFields } from '../zone/schemas.js';
import { commentsQuery, postsQuery, toComment, toPost } from '../zone/queries.js';
import './messages.js';

const tags = ['admin-community'];

/** Picture references operators may use: web URLs, our own paths, or inline images. */
const ImageUrl = Type.String({ minLength: 1, maxLength: 100_000, pattern: '^(https?://|/|data:image/)' });
const OptionalDate = Type.Optional(Type.String({ format: 'date-time' }));
/** An end date an operator may also take away: empty = none (no end). */
const ClearableDate = Type.Optional(
  Type.Union([Type.String({ format: 'date-time' }), Type.Literal('')], {
    description: 'ISO date-time; empty = no end',
  }),
);

const NoticeOut = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  locale: NullableString,
  published: Type.Boolean(),
  sort: Type.Integer(),
  createdAt: DateTimeString,
  updatedAt: DateTimeString,
});
const ScrollOut = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  createdAt: DateTimeString,
});
const SlideOut = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  imageUrl: Type.String(),
  linkUrl: NullableString,
  enabled: Type.Boolean(),
  sort: Type.Integer(),
});
const ContentOut = Type.Object({
  type: Type.String(),
  locale: Type.String(),
  title: Type.String(),
  content: Type.String(),
  updatedAt: DateTimeString,
});
const AreaCodeOut = Type.Object({
  code: Type.String(),
  country: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
});
const BonusOut = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  amount: MoneyString,
  totalUses: Type.Integer(),
  usedCount: Type.Integer(),
  expiresAt: DateTimeString,
  enabled: Type.Boolean(),
  createdAt: DateTimeString,
});
const EnvelopeRuleOut = Type.Object({
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
const PrizeOut = Type.Object({
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
const RoundOut = Type.Object({
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
const ChanceRuleOut = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  chances: Type.Integer(),
  enabled: Type.Boolean(),
  startsAt: DateTimeString,
  endsAt: NullableDateTime,
});
/** Moderation status of posts and comments: what the zone lists filter by, and what they answer. */
const ZoneStatus = Type.Enum(['visible', 'hidden', 'deleted']);
const AdminPost = Type.Object({ ...PostFields.properties, status: ZoneStatus, phone: Type.String() });
const AdminComment = Type.Object({ ...CommentFields.properties, status: ZoneStatus });

const noticeOut = (r: {
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
function savedOutcome<Row, Out>(
  target: string,
  before: Row | undefined,
  after: Row,
  view: (row: Row) => Out,
) {
  return { target, before: before && view(before), after: view(after), result: view(after) };
}

function checkRange(startsAt: Date | undefined, endsAt: Date | null | undefined) {
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    throw badRequest('community.rangeInvalid');
}

function toDate(value: string | undefined): Date | undefined {
  return value === undefined || value === '' ? undefined : new Date(value);
}

/** A ClearableDate: not sent → undefined (keep the stored one), empty → null (none), else the date. */
function toClearableDate(value: string | undefined): Date | null | undefined {
  return value === undefined ? undefined : value === '' ? null : new Date(value);
}

/**
 * The operator API for the community: notices and personal messages, scroll messages, slides,
 * platform texts, area codes and public configuration (role support); bonus codes, envelope rules,
 * lottery prizes, rounds and chances (role finance); zone moderation (support). Admin passes every
 * check. Every change writes audit_log in its own transaction.
 */
export async function registerAdmin(app: App, ctx: AppContext) {
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

  // ---- notices and personal messages -------------------------------------------------------
  const LocaleInput = Type.Optional(Type.Enum(['', ...locales], { description: 'empty: every language' }));

  route(
    'notices/list',
    support,
    'All notices, newest first',
    Type.Optional(Type.Object({ ...PageQuery })),
    Page(NoticeOut),
    async (request) => {
      const { page, size, offset } = paging(request.body);
      const [rows, total] = await Promise.all([
        ctx.db.selectFrom('notices').selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute(),
        ctx.db
          .selectFrom('notices')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(noticeOut), toCount(total.n), page, size);
    },
  );

  route(
    'notices/save',
    support,
    {
      summary: 'Create a notice, or update one (with id)',
      description: `${PARTIAL_SAVE} To create: title and content; the rest default to every language, published, sort 0. Sent empty, locale means every language.`,
    },
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      content: Type.Optional(Type.String({ minLength: 1, maxLength: 10000 })),
      locale: LocaleInput,
      published: Type.Optional(Type.Boolean()),
      sort: Type.Optional(Type.Integer()),
    }),
    NoticeOut,
    async ({ body, operator }) => {
      requireOnCreate(!body.id, { title: body.title, content: body.content });
      return audited(operator, 'notice.save', async (trx) => {
        const values = {
          title: body.title,
          content: body.content,
          locale: body.locale === undefined ? undefined : body.locale || null,
          published: body.published,
          sort: body.sort,
          updated_at: ctx.clock.now(),
        };
        const { before, after } = await saveRow(trx, 'notices', body.id, {
          values,
          defaults: { locale: null, published: true, sort: 0 },
          createOnly: { created_by: operator.id, created_at: ctx.clock.now() },
        });
        return savedOutcome(`notice:${after.id}`, before, after, noticeOut);
      });
    },
  );

  route(
    'notices/delete',
    support,
    'Delete a notice (and its read marks)',
    IdBody,
    Type.Object({ id: Type.Integer() }),
    async ({ body, operator }) =>
      audited(operator, 'notice.delete', async (trx) => {
        const before = await lockRowForEdit(trx, 'notices', BigInt(body.id));
        await trx.deleteFrom('notices').where('id', '=', before.id).execute();
        return { target: `notice:${before.id}`, before: noticeOut(before), result: { id: body.id } };
      }),
  );

  route(
    'userMessages/send',
    support,
    'Send a personal message to one member',
    Type.Object({
      userId: Type.Integer({ minimum: 1 }),
      title: Type.String({ minLength: 1, maxLength: 200 }),
      content: Type.String({ minLength: 1, maxLength: 10000 }),
    }),
    Type.Object({ id: Type.Integer() }),
    async ({ body, operator }) =>
      audited(operator, 'userMessage.send', async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', BigInt(body.userId))
          .executeTakeFirst();
        if (!user) throw notFound('community.userNotFound');
        const sent = await sendUserMessage(trx, {
          userId: user.id,
          title: body.title,
          content: body.content,
          operatorId: operator.id,
          now: ctx.clock.now(),
        });
        return {
          target: `user:${user.id}`,
          after: { id: sent.id, title: body.title },
          result: { id: Number(sent.id) },
        };
      }),
  );

  // ---- scroll messages ---------------------------------------------------------------------
  const scrollOut = (r: {
    id: bigint;
    content: string;
    enabled: boolean;
    sort: number;
    created_at: Date;
  }) => ({
    id: Number(r.id),
    content: r.content,
    enabled: r.enabled,
    sort: r.sort,
    createdAt: iso(r.created_at),
  });

  route('scrollMessages/list', support, 'All scroll messages', null, Type.Array(ScrollOut), async () =>
    (await ctx.db.selectFrom('scroll_messages').selectAll().orderBy('id', 'desc').execute()).map(scrollOut),
  );

  route(
    'scrollMessages/save',
    support,
    {
      summary: 'Create a scroll message, or update one (with id)',
      description: `${PARTIAL_SAVE} To create: content; the rest default to enabled, sort 0.`,
    },
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      content: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
      enabled: Type.Optional(Type.Boolean()),
      sort: Type.Optional(Type.Integer()),
    }),
    ScrollOut,
    async ({ body, operator }) => {
      requireOnCreate(!body.id, { content: body.content });
      return audited(operator, 'scrollMessage.save', async (trx) => {
        const { before, after } = await saveRow(trx, 'scroll_messages', body.id, {
          values: { content: body.content, enabled: body.enabled, sort: body.sort },
          defaults: { enabled: true, sort: 0 },
          createOnly: { created_by: operator.id, created_at: ctx.clock.now() },
        });
        return savedOutcome(`scroll:${after.id}`, before, after, scrollOut);
      });
    },
  );

  route(
    'scrollMessages/delete',
    support,
    'Delete a scroll message',
    IdBody,
    Type.Object({ id: Type.Integer() }),
    async ({ body, operator }) =>
      audited(operator, 'scrollMessage.delete', async (trx) => {
        const before = await lockRowForEdit(trx, 'scroll_messages', BigInt(body.id));
        await trx.deleteFrom('scroll_messages').where('id', '=', before.id).execute();
        return { target: `scroll:${before.id}`, before: scrollOut(before), result: { id: body.id } };
      }),
  );

  // ---- home slides -------------------------------------------------------------------------
  const slideOut = (r: {
    id: bigint;
    title: string;
    image_url: string;
    link_url: string | null;
    enabled: boolean;
    sort: number;
  }) => ({
    id: Number(r.id),
    title: r.title,
    imageUrl: r.image_url,
    linkUrl: r.link_url,
    enabled: r.enabled,
    sort: r.sort,
  });

  route('swiper/list', support, 'All home slides', null, Type.Array(SlideOut), async () =>
    (await ctx.db.selectFrom('swiper_slides').selectAll().orderBy('sort').orderBy('id').execute()).map(
      slideOut,
    ),
  );

  route(
    'swiper/save',
    support,
    {
      summary: 'Create a home slide, or update one (with id)',
      description: `${PARTIAL_SAVE} To create: imageUrl; the rest default to title "", no link, enabled, sort 0. Sent empty, title and linkUrl mean none.`,
    },
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      title: Type.Optional(Type.String({ maxLength: 100 })),
      imageUrl: Type.Optional(ImageUrl),
      linkUrl: Type.Optional(Type.String({ maxLength: 1000, description: 'empty: no link' })),
      enabled: Type.Optional(Type.Boolean()),
      sort: Type.Optional(Type.Integer()),
    }),
    SlideOut,
    async ({ body, operator }) => {
      requireOnCreate(!body.id, { imageUrl: body.imageUrl });
      return audited(operator, 'swiper.save', async (trx) => {
        const values = {
          title: body.title,
          image_url: body.imageUrl,
          link_url: body.linkUrl === undefined ? undefined : body.linkUrl || null,
          enabled: body.enabled,
          sort: body.sort,
        };
        const { before, after } = await saveRow(trx, 'swiper_slides', body.id, {
          values,
          defaults: { title: '', link_url: null, enabled: true, sort: 0 },
        });
        return savedOutcome(`swiper:${after.id}`, before, after, slideOut);
      });
    },
  );

  route(
    'swiper/delete',
    support,
    'Delete a home slide',
    IdBody,
    Type.Object({ id: Type.Integer() }),
    async ({ body, operator }) =>
      audited(operator, 'swiper.delete', async (trx) => {
        const before = await lockRowForEdit(trx, 'swiper_slides', BigInt(body.id));
        await trx.deleteFrom('swiper_slides').where('id', '=', before.id).execute();
        return { target: `swiper:${before.id}`, before: slideOut(before), result: { id: body.id } };
      }),
  );

  // ---- platform texts, area codes, configuration -------------------------------------------
  const contentOut = (r: {
    type: string;
    locale: string;
    title: string;
    content: string;
    updated_at: Date;
  }) => ({
    type: r.type,
    locale: r.locale,
    title: r.title,
    content: r.content,
    updatedAt: iso(r.updated_at),
  });

  route(
    'content/list',
    support,
    'All about / guide / agreement texts',
    null,
    Type.Array(ContentOut),
    async () =>
      (
        await ctx.db.selectFrom('platform_content').selectAll().orderBy('type').orderBy('locale').execute()
      ).map(contentOut),
  );

  route(
    'content/save',
    support,
    {
      summary: 'Write the about, guide or agreement text for one locale',
      description:
        'A partial update: type and locale name the text; of an existing text, a field not sent keeps its stored value. ' +
        'A text not written yet needs title and content.',
    },
    Type.Object({
      type: ContentType,
      locale: Type.Enum([...locales]),
      title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      content: Type.Optional(Type.String({ minLength: 1, maxLength: 100_000 })),
    }),
    ContentOut,
    async ({ body, operator }) =>
      audited(operator, 'content.save', async (trx) => {
        const before = await trx
          .selectFrom('platform_content')
          .selectAll()
          .where('type', '=', body.type)
          .where('locale', '=', body.locale)
          .forUpdate()
          .executeTakeFirst();
        const now = ctx.clock.now();
        let after;
        if (before) {
          after = await trx
            .updateTable('platform_content')
            .set({ title: body.title, content: body.content, updated_at: now })
            .where('type', '=', body.type)
            .where('locale', '=', body.locale)
            .returningAll()
            .executeTakeFirstOrThrow();
        } else {
          const { title, content } = body;
          if (title === undefined || content === undefined)
            throw badRequest('validation.required', { field: title === undefined ? 'title' : 'content' });
          // two first writes at once: the second is a unique violation, answered 409
          after = await trx
            .insertInto('platform_content')
            .values({ type: body.type, locale: body.locale, title, content, updated_at: now })
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        return {
          target: `content:${body.type}:${body.locale}`,
          before: before ? contentOut(before) : undefined,
          after: contentOut(after),
          result: contentOut(after),
        };
      }),
  );

  route('areaCodes/list', support, 'All area codes', null, Type.Array(AreaCodeOut), async () =>
    ctx.db.selectFrom('area_codes').selectAll().orderBy('sort').orderBy('code').execute(),
  );

  route(
    'areaCodes/save',
    support,
    {
      summary: 'Create or update an area code',
      description:
        'A partial update: code names the area code; of an existing one, a field not sent keeps its stored value. ' +
        'A new one needs country and name; enabled defaults to true, sort to 0.',
    },
    Type.Object({
      code: Type.String({ pattern: '^\\+[0-9]{1,4}$' }),
      country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      enabled: Type.Optional(Type.Boolean()),
      sort: Type.Optional(Type.Integer()),
    }),
    AreaCodeOut,
    async ({ body, operator }) =>
      audited(operator, 'areaCode.save', async (trx) => {
        const before = await trx
          .selectFrom('area_codes')
          .selectAll()
          .where('code', '=', body.code)
          .forUpdate()
          .executeTakeFirst();
        const values = { country: body.country, name: body.name, enabled: body.enabled, sort: body.sort };
        let after;
        if (before) {
          const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
          after =
            Object.keys(given).length === 0
              ? before
              : await trx
                  .updateTable('area_codes')
                  .set(given)
                  .where('code', '=', body.code)
                  .returningAll()
                  .executeTakeFirstOrThrow();
        } else {
          const { country, name } = body;
          requireOnCreate(true, { country, name });
          // two first writes at once: the second is a unique violation, answered 409
          after = await trx
            .insertInto('area_codes')
            .values({
              code: body.code,
              country: country!,
              name: name!,
              enabled: body.enabled ?? true,
              sort: body.sort ?? 0,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        return { target: `areaCode:${body.code}`, before, after, result: after };
      }),
  );

  route(
    'config/list',
    support,
    'The configuration keys operators may change, with their values',
    null,
    Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
    async () =>
      Promise.all(
        EDITABLE_CONFIG_KEYS.map(async (key) => ({ key, value: (await readConfig(ctx.db, key)) ?? '' })),
      ),
  );

  route(
    'config/set',
    support,
    'Change a configuration value (notice_popup_wait_seconds, download_url, share_base_url, app_version, app_version_code)',
    Type.Object({ key: Type.Enum([...EDITABLE_CONFIG_KEYS]), value: Type.String({ maxLength: 1000 }) }),
    Type.Object({ key: Type.String(), value: Type.String() }),
    async ({ body, operator }) => {
      const value = body.value.trim();
      const problem = configValueProblem(body.key, value);
      if (problem) throw badRequest(problem);
      return audited(operator, 'config.set', async (trx) => {
        const before = await readConfig(trx, body.key);
        await trx
          .insertInto('sys_config')
          .values({ key: body.key, value })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: ctx.clock.now() }))
          .execute();
        return {
          target: `config:${body.key}`,
          before: { value: before },
          after: { value },
          result: { key: body.key, value },
        };
      });
    },
  );

  // ---- bonus codes -------------------------------------------------------------------------
  const bonusOut = (r: {
    id: bigint;
    code: string;
    amount: bigint;
    total_uses: number;
    used_count: number;
    expires_at: Date;
    enabled: boolean;
    created_at: Date;
  }) => ({
    id: Number(r.id),
    code: r.code,
    amount: formatMoney(r.amount),
    totalUses: r.total_uses,
    usedCount: r.used_count,
    expiresAt: iso(r.expires_at),
    enabled: r.enabled,
    createdAt: iso(r.created_at),
  });

  route(
    'bonus/list',
    finance,
    'Bonus codes, newest first',
    Type.Optional(Type.Object({ ...PageQuery })),
    Page(BonusOut),
    async (request) => {
      const { page, size, offset } = paging(request.body);
      const [rows, total] = await Promise.all([
        ctx.db
          .selectFrom('bonus_codes')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(size)
          .offset(offset)
          .execute(),
        ctx.db
          .selectFrom('bonus_codes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(bonusOut), toCount(total.n), page, size);
    },
  );

  route(
    'bonus/create',
    finance,
    'Create a bonus code (4-32 letters/digits, stored upper-case)',
    Type.Object({
      code: Type.String({ minLength: 4, maxLength: 32 }),
      amount: AmountInput,
      totalUses: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
      expiresAt: Type.String({ format: 'date-time' }),
    }),
    BonusOut,
    async ({ body, operator }) => {
      const code = normalizeCode(body.code);
      if (!BONUS_CODE.test(code)) throw badRequest('validation.invalid', { field: 'code' });
      const amount = parseMoney(body.amount);
      if (amount <= 0n) throw badRequest('validation.invalid', { field: 'amount' });
      return audited(operator, 'bonus.create', async (trx) => {
        const taken = await trx
          .selectFrom('bonus_codes')
          .select('id')
          .where('code', '=', code)
          .executeTakeFirst();
        if (taken) throw new ApiError(Codes.conflict, 'community.bonus.codeTaken');
        const after = await trx
          .insertInto('bonus_codes')
          .values({
            code,
            amount,
            total_uses: body.totalUses,
            expires_at: new Date(body.expiresAt),
            created_by: operator.id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { target: `bonus:${after.id}`, after: bonusOut(after), result: bonusOut(after) };
      });
    },
  );

  route(
    'bonus/update',
    finance,
    {
      summary: 'Enable/disable a bonus code, or change its total uses or expiry',
      description:
        'A partial update: a field not sent keeps its stored value (code and amount never change).',
    },
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      enabled: Type.Optional(Type.Boolean()),
      totalUses: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
      expiresAt: OptionalDate,
    }),
    BonusOut,
    async ({ body, operator }) =>
      audited(operator, 'bonus.update', async (trx) => {
        const before = await trx
          .selectFrom('bonus_codes')
          .selectAll()
          .where('id', '=', BigInt(body.id))
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound();
        if (body.totalUses !== undefined && body.totalUses < before.used_count)
          throw badRequest('community.bonus.usesBelowUsed');
        const after = await trx
          .updateTable('bonus_codes')
          .set({
            enabled: body.enabled ?? before.enabled,
            total_uses: body.totalUses ?? before.total_uses,
            expires_at: toDate(body.expiresAt) ?? before.expires_at,
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          target: `bonus:${after.id}`,
          before: bonusOut(before),
          after: bonusOut(after),
          result: bonusOut(after),
        };
      }),
  );

  // ---- red envelope rules ------------------------------------------------------------------
  const ruleOut = async (
    db: Tx,
    r: {
      id: bigint;
      kind: string;
      title: string;
      amount: bigint;
      enabled: boolean;
      starts_at: Date;
      ends_at: Date | null;
    },
  ) => {
    const counts = await db
      .selectFrom('red_envelopes')
      .select((eb) => [
        eb.fn.countAll<string>().as('granted'),
        eb.fn.count<string>('received_at').as('received'),
      ])
      .where('rule_id', '=', r.id)
      .executeTakeFirstOrThrow();
    return {
      id: Number(r.id),
      kind: r.kind,
      title: r.title,
      amount: formatMoney(r.amount),
      enabled: r.enabled,
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
      granted: toCount(counts.granted),
      received: toCount(counts.received),
    };
  };

  route(
    'envelopeRules/list',
    finance,
    'Red envelope rules with grant counts',
    null,
    Type.Array(EnvelopeRuleOut),
    async () => {
      const rows = await ctx.db.selectFrom('envelope_rules').selectAll().orderBy('id').execute();
      return Promise.all(rows.map((r) => ruleOut(ctx.db, r)));
    },
  );

  route(
    'envelopeRules/save',
    finance,
    {
      summary:
        'Create a red envelope rule, or update one (with id; the kind cannot change). Events from startsAt (default now) qualify.',
      description: `${PARTIAL_SAVE} To create: kind, title and amount; the rest default to enabled, starting now, no end. Sent empty, endsAt means no end.`,
    },
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      kind: Type.Optional(Type.Enum(['registration', 'invitee_registration', 'invitee_first_purchase'])),
      title: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      amount: Type.Optional(AmountInput),
      enabled: Type.Optional(Type.Boolean()),
      startsAt: OptionalDate,
      endsAt: ClearableDate,
    }),
    EnvelopeRuleOut,
    async ({ body, operator }) => {
      requireOnCreate(!body.id, { kind: body.kind, title: body.title, amount: body.amount });
      const amount = body.amount === undefined ? undefined : parseMoney(body.amount);
      if (amount !== undefined && amount <= 0n) throw badRequest('validation.invalid', { field: 'amount' });
      const startsAt = toDate(body.startsAt);
      const endsAt = toClearableDate(body.endsAt);
      const now = ctx.clock.now();
      return audited(operator, 'envelopeRule.save', async (trx) => {
        const { before, after } = await saveRow(trx, 'envelope_rules', body.id, {
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
              title: body.title,
              amount,
              enabled: body.enabled,
              starts_at: startsAt,
              ends_at: endsAt,
              updated_at: existing ? now : undefined,
            };
          },
          defaults: { enabled: true, starts_at: now, ends_at: null },
          createOnly: { kind: body.kind },
        });
        const out = await ruleOut(trx, after);
        return {
          target: `envelopeRule:${after.id}`,
          before: before && (await ruleOut(trx, before)),
          after: out,
          result: out,
        };
      });
    },
  );

  route(
    'envelopeRules/grantNow',
    finance,
    'Evaluate every envelope rule now (the timer does this every minute)',
    null,
    Type.Object({ granted: Type.Integer() }),
    async ({ operator }) =>
      audited(operator, 'envelopeRule.grantNow', async (trx) => {
        const granted = await grantEnvelopes(trx, ctx.clock.now());
        return { target: 'envelopeRules', after: { granted }, result: { granted } };
      }),
  );

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

  // ---- zone moderation ---------------------------------------------------------------------
  const StatusFilter = Type.Optional(ZoneStatus);

  route(
    'zone/posts',
    support,
    'Posts for moderation, newest first (all statuses unless filtered)',
    Type.Optional(
      Type.Object({
        ...PageQuery,
        status: StatusFilter,
        userId: Type.Optional(Type.Integer({ minimum: 1 })),
      }),
    ),
    Page(AdminPost),
    async (request) => {
      const { page, size, offset } = paging(request.body);
      let rows = postsQuery(ctx.db).select('u.phone');
      let count = ctx.db.selectFrom('zone_posts as p');
      if (request.body?.status) {
        rows = rows.where('p.status', '=', request.body.status);
        count = count.where('p.status', '=', request.body.status);
      }
      if (request.body?.userId) {
        rows = rows.where('p.user_id', '=', BigInt(request.body.userId));
        count = count.where('p.user_id', '=', BigInt(request.body.userId));
      }
      const [list, total] = await Promise.all([
        rows.orderBy('p.id', 'desc').limit(size).offset(offset).execute(),
        count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(
        list.map((r) => ({ ...toPost(r, null), status: r.status, phone: maskPhone(r.phone) })),
        toCount(total.n),
        page,
        size,
      );
    },
  );

  route(
    'zone/comments',
    support,
    'Comments for moderation, newest first',
    Type.Optional(
      Type.Object({
        ...PageQuery,
        status: StatusFilter,
        postId: Type.Optional(Type.Integer({ minimum: 1 })),
      }),
    ),
    Page(AdminComment),
    async (request) => {
      const { page, size, offset } = paging(request.body);
      let rows = commentsQuery(ctx.db);
      let count = ctx.db.selectFrom('zone_comments as c');
      if (request.body?.status) {
        rows = rows.where('c.status', '=', request.body.status);
        count = count.where('c.status', '=', request.body.status);
      }
      if (request.body?.postId) {
        rows = rows.where('c.post_id', '=', BigInt(request.body.postId));
        count = count.where('c.post_id', '=', BigInt(request.body.postId));
      }
      const [list, total] = await Promise.all([
        rows.orderBy('c.id', 'desc').limit(size).offset(offset).execute(),
        count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(
        list.map((r) => ({ ...toComment(r, null), status: r.status })),
        toCount(total.n),
        page,
        size,
      );
    },
  );

  const HideBody = Type.Object({ id: Type.Integer({ minimum: 1 }), hidden: Type.Boolean() });

  route(
    'zone/hidePost',
    support,
    'Hide a post from members (hidden=false shows it again)',
    HideBody,
    Type.Object({ id: Type.Integer(), status: Type.String() }),
    async ({ body, operator }) =>
      audited(operator, 'zone.hidePost', async (trx) => {
        const before = await trx
          .selectFrom('zone_posts')
          .select(['id', 'status'])
          .where('id', '=', BigInt(body.id))
          .forUpdate()
          .executeTakeFirst();
        if (!before || before.status === 'deleted') throw notFound('community.zone.postNotFound');
        const status = body.hidden ? 'hidden' : 'visible';
        await trx
          .updateTable('zone_posts')
          .set({ status, moderated_by: operator.id, moderated_at: ctx.clock.now() })
          .where('id', '=', before.id)
          .execute();
        return {
          target: `zonePost:${before.id}`,
          before: { status: before.status },
          after: { status },
          result: { id: body.id, status },
        };
      }),
  );

  route(
    'zone/hideComment',
    support,
    'Hide a comment from members (hidden=false shows it again)',
    HideBody,
    Type.Object({ id: Type.Integer(), status: Type.String() }),
    async ({ body, operator }) =>
      audited(operator, 'zone.hideComment', async (trx) => {
        const before = await trx
          .selectFrom('zone_comments')
          .select(['id', 'status'])
          .where('id', '=', BigInt(body.id))
          .forUpdate()
          .executeTakeFirst();
        if (!before || before.status === 'deleted') throw notFound('community.zone.commentNotFound');
        const status = body.hidden ? 'hidden' : 'visible';
        await trx
          .updateTable('zone_comments')
          .set({ status, moderated_by: operator.id, moderated_at: ctx.clock.now() })
          .where('id', '=', before.id)
          .execute();
        return {
          target: `zoneComment:${before.id}`,
          before: { status: before.status },
          after: { status },
          result: { id: body.id, status },
        };
      }),
  );
}
