import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { Envelope, errorResponses } from '../../../http/schema.js';
import { DateTimeString, iso } from '../shared.js';
import { PUBLIC_CONFIG_KEYS, readConfig } from './config.js';
import { localize } from '../../translations/localize.js';
import './messages.js';
import { ContentType, Slide, AreaCode } from './schemas.js';

const tags = ['content'];

/** Public content: home slides, area codes, about/guide/agreement texts, public configuration, version. */
export async function registerContent(app: App, ctx: AppContext) {
  registerSlideAndAreaCodeRoutes(app, ctx);
  registerPlatformContentRoute(app, ctx);
  registerConfigAndVersionRoutes(app, ctx);
}

/** Routes: /app/swiper/findAll, /app/areaCode/list. */
function registerSlideAndAreaCodeRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/swiper/findAll',
    {
      schema: {
        tags,
        summary: 'Home page slides, in display order',
        response: { 200: Envelope(Type.Array(Slide)), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('swiper_slides')
        .selectAll()
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const slides = rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        imageUrl: r.image_url,
        linkUrl: r.link_url,
      }));
      return ok(
        request,
        await localize(ctx.db, request.locale, 'swiper_slide', slides, {
          title: 'title',
          image_url: 'imageUrl',
        }),
      );
    },
  );

  app.post(
    '/app/areaCode/list',
    {
      schema: {
        tags,
        summary: 'Phone area codes offered at registration and login',
        response: { 200: Envelope(Type.Array(AreaCode)), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('area_codes')
        .select(['code', 'country', 'name'])
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('code')
        .execute();
      return ok(request, rows);
    },
  );
}

/** Routes: /app/platform/info/getContentByType. */
function registerPlatformContentRoute(app: App, ctx: AppContext) {
  app.post(
    '/app/platform/info/getContentByType',
    {
      schema: {
        tags,
        summary: "About, beginner guide or agreement text in the member's language (en-US when missing)",
        body: Type.Object({ type: ContentType }),
        response: {
          200: Envelope(
            Type.Object({
              type: Type.String(),
              locale: Type.String(),
              title: Type.String(),
              content: Type.String(),
              updatedAt: DateTimeString,
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { type } = request.body;
      const rows = await ctx.db
        .selectFrom('platform_content')
        .selectAll()
        .where('type', '=', type)
        .where('locale', 'in', [request.locale, 'en-US'])
        .execute();
      const row = rows.find((r) => r.locale === request.locale) ?? rows.find((r) => r.locale === 'en-US');
      if (!row) throw notFound('community.content.notFound');
      return ok(request, {
        type: row.type,
        locale: row.locale,
        title: row.title,
        content: row.content,
        updatedAt: iso(row.updated_at),
      });
    },
  );
}

/** Routes: /app/config/getSysCfgValue, /app/config/getDownloadUrl, /app/version/getVersion. */
function registerConfigAndVersionRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/config/getSysCfgValue',
    {
      schema: {
        tags,
        summary: 'A public configuration value (allow-listed keys only); the value is the result',
        description: `Readable keys: ${PUBLIC_CONFIG_KEYS.join(', ')} (case-insensitive).`,
        body: Type.Object({ sysCfgKeyEnum: Type.String({ maxLength: 64 }) }),
        response: { 200: Envelope(Type.String()), ...errorResponses },
      },
    },
    async (request) => {
      const key = request.body.sysCfgKeyEnum.trim().toLowerCase();
      if (!(PUBLIC_CONFIG_KEYS as readonly string[]).includes(key))
        throw badRequest('community.config.unknownKey');
      return ok(request, (await readConfig(ctx.db, key)) ?? '');
    },
  );

  app.post(
    '/app/config/getDownloadUrl',
    {
      schema: {
        tags,
        summary: 'Where to download the app',
        response: { 200: Envelope(Type.Object({ url: Type.String() })), ...errorResponses },
      },
    },
    async (request) => {
      const url = (await readConfig(ctx.db, 'download_url'))?.trim();
      if (!url) throw badRequest('community.config.downloadUnavailable');
      return ok(request, { url });
    },
  );

  app.post(
    '/app/version/getVersion',
    {
      schema: {
        tags,
        summary: 'The current app version (1.2.2, code 10 by default) and whether the caller should update',
        body: Type.Optional(Type.Object({ versionCode: Type.Optional(Type.Integer({ minimum: 0 })) })),
        response: {
          200: Envelope(
            Type.Object({
              version: Type.String(),
              versionCode: Type.Integer(),
              downloadUrl: Type.String(),
              updateAvailable: Type.Boolean(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const version = (await readConfig(ctx.db, 'app_version')) ?? '1.2.2';
      const versionCode = Number((await readConfig(ctx.db, 'app_version_code')) ?? '10');
      const downloadUrl = (await readConfig(ctx.db, 'download_url')) ?? '';
      const callerCode = request.body?.versionCode;
      return ok(request, {
        version,
        versionCode,
        downloadUrl,
        updateAvailable: callerCode !== undefined && callerCode < versionCode,
      });
    },
  );
}
