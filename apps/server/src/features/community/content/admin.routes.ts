import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { badRequest } from '../../../http/errors.js';
import { locales } from '../../../http/i18n.js';
import { PARTIAL_SAVE, lockRowForEdit, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { ContentType } from '../content/schemas.js';
import { IdBody, iso } from '../shared.js';
import {
  AreaCodeOut,
  ContentOut,
  ImageUrl,
  ScrollOut,
  SlideOut,
  adminKit,
  savedOutcome,
} from '../admin/kit.js';
import { registerConfigRoutes } from './config.admin.routes.js';

/** The operator API of content (under /admin/community). */
export async function registerContentAdmin(app: App, ctx: AppContext) {
  registerScrollMessagesRoutes(app, ctx);
  registerSwiperRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerAreaCodesRoutes(app, ctx);
  registerConfigRoutes(app, ctx);
}

/** Routes: scrollMessages/list, scrollMessages/save, scrollMessages/delete. */
function registerScrollMessagesRoutes(app: App, ctx: AppContext) {
  const { support, route, audited } = adminKit(app, ctx);
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
}

/** Routes: swiper/list, swiper/save, swiper/delete. */
function registerSwiperRoutes(app: App, ctx: AppContext) {
  const { support, route, audited } = adminKit(app, ctx);
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
}

/** Routes: content/list, content/save. */
function registerContentRoutes(app: App, ctx: AppContext) {
  const { support, route, audited } = adminKit(app, ctx);
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
}

/** Routes: areaCodes/list, areaCodes/save. */
function registerAreaCodesRoutes(app: App, ctx: AppContext) {
  const { support, route, audited } = adminKit(app, ctx);
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
}
