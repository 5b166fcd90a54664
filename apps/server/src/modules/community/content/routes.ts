import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { Envelope, errorResponses } from '../../../http/schema.js';
import { DateTimeString } from '../shared.js';
import { PUBLIC_CONFIG_KEYS } from './config.js';
import { ContentType, Slide, AreaCode } from './schemas.js';
import * as content from './service.js';

const tags = ['content'];

/** Public content: home slides, area codes, about/guide/agreement texts, public configuration, version. */
export async function registerContent(app: App, ctx: AppContext) {
  app.post(
    '/app/swiper/findAll',
    {
      schema: {
        tags,
        summary: 'Home page slides, in display order',
        response: { 200: Envelope(Type.Array(Slide)), ...errorResponses },
      },
    },
    async (request) => ok(request, await content.slides(ctx, request.locale)),
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
    async (request) => ok(request, await content.areaCodes(ctx)),
  );

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
    async (request) => ok(request, await content.contentByType(ctx, request.locale, request.body.type)),
  );

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
    async (request) => ok(request, await content.publicConfigValue(ctx, request.body.sysCfgKeyEnum)),
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
    async (request) => ok(request, await content.downloadUrl(ctx)),
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
    async (request) => ok(request, await content.appVersion(ctx, request.body?.versionCode)),
  );
}
