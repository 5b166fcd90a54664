import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { locales } from '../../../http/i18n.js';
import { PARTIAL_SAVE } from '../../../lib/audit.js';
import { EDITABLE_CONFIG_KEYS } from './config.js';
import { ContentType } from './schemas.js';
import { IdBody } from '../shared.js';
import { ImageUrl, ScrollOut, SlideOut, ContentOut, AreaCodeOut, adminKit } from '../admin/kit.js';
import * as content from './admin.service.js';

/** The operator API of content (under /admin/community). */
export async function registerContentAdmin(app: App, ctx: AppContext) {
  registerHomeContentAdmin(app, ctx);
  registerTextsAndSettingsAdmin(app, ctx);
}

/** Routes: scroll messages and home slides. */
function registerHomeContentAdmin(app: App, ctx: AppContext) {
  const { support, route } = adminKit(app, ctx);
  // ---- scroll messages ---------------------------------------------------------------------

  route('scrollMessages/list', support, 'All scroll messages', null, Type.Array(ScrollOut), async () =>
    content.listScrollMessages(ctx),
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
    async ({ body, operator }) => content.saveScrollMessage(ctx, operator, body),
  );

  route(
    'scrollMessages/delete',
    support,
    'Delete a scroll message',
    IdBody,
    Type.Object({ id: Type.Integer() }),
    async ({ body, operator }) => content.deleteScrollMessage(ctx, operator, body.id),
  );

  // ---- home slides -------------------------------------------------------------------------

  route('swiper/list', support, 'All home slides', null, Type.Array(SlideOut), async () =>
    content.listSlides(ctx),
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
    async ({ body, operator }) => content.saveSlide(ctx, operator, body),
  );

  route(
    'swiper/delete',
    support,
    'Delete a home slide',
    IdBody,
    Type.Object({ id: Type.Integer() }),
    async ({ body, operator }) => content.deleteSlide(ctx, operator, body.id),
  );

}

/** Routes: about / guide / agreement texts, area codes, configuration. */
function registerTextsAndSettingsAdmin(app: App, ctx: AppContext) {
  const { support, route } = adminKit(app, ctx);
  // ---- platform texts, area codes, configuration -------------------------------------------

  route(
    'content/list',
    support,
    'All about / guide / agreement texts',
    null,
    Type.Array(ContentOut),
    async () => content.listTexts(ctx),
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
    async ({ body, operator }) => content.saveText(ctx, operator, body),
  );

  route('areaCodes/list', support, 'All area codes', null, Type.Array(AreaCodeOut), async () =>
    content.listAreaCodes(ctx),
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
    async ({ body, operator }) => content.saveAreaCode(ctx, operator, body),
  );

  route(
    'config/list',
    support,
    'The configuration keys operators may change, with their values',
    null,
    Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
    async () => content.listConfig(ctx),
  );

  route(
    'config/set',
    support,
    'Change a configuration value (notice_popup_wait_seconds, download_url, share_base_url, app_version, app_version_code)',
    Type.Object({ key: Type.Enum([...EDITABLE_CONFIG_KEYS]), value: Type.String({ maxLength: 1000 }) }),
    Type.Object({ key: Type.String(), value: Type.String() }),
    async ({ body, operator }) => content.setConfig(ctx, operator, body),
  );
}
