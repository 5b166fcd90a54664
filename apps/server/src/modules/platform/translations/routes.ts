import { Type } from 'typebox';
import type { Module } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { Envelope, errorResponses, operatorSecurity } from '../../../http/schema.js';
import { registerMessages } from '../../../http/i18n.js';
import { seedDemoTranslations } from './demo.js';
import { TRANSLATED_ENTITIES, TRANSLATION_LOCALES } from './localize.js';
import { listTranslations, saveTranslation } from './service.js';

registerMessages({
  'en-US': { 'translations.field': 'This field cannot be translated for this kind of content' },
  'zh-CN': { 'translations.field': '此类内容的该字段不支持翻译' },
  'zh-TW': { 'translations.field': '此類內容的該欄位不支援翻譯' },
  es: { 'translations.field': 'Este campo no se puede traducir para este tipo de contenido' },
  fr: { 'translations.field': 'Ce champ ne peut pas être traduit pour ce type de contenu' },
  'tr-TR': { 'translations.field': 'Bu içerik türünde bu alan çevrilemez' },
});

const Translation = Type.Object({
  entity: Type.String(),
  entityId: Type.Integer(),
  field: Type.String(),
  locale: Type.String(),
  value: Type.String(),
});

const tags = ['admin-translations'];

/**
 * Translations of operator-written content (see localize.ts): the operator API to read and write
 * them (support role), and the demo data's translations.
 */
export const translationsFeature: Module = {
  name: 'translations',
  async register(app, ctx) {
    const support = app.requireOperator('support');

    app.post(
      '/admin/translations/list',
      {
        preHandler: support,
        schema: {
          tags,
          summary: 'Translations of one kind of content (optionally of one row)',
          body: Type.Object({
            entity: Type.Enum([...TRANSLATED_ENTITIES]),
            entityId: Type.Optional(Type.Integer({ minimum: 1 })),
          }),
          response: { 200: Envelope(Type.Array(Translation)), ...errorResponses },
          security: operatorSecurity,
        },
      },
      async (request) => ok(request, await listTranslations(ctx, request.body)),
    );

    app.post(
      '/admin/translations/save',
      {
        preHandler: support,
        schema: {
          tags,
          summary: 'Set one field of one row in one locale (en-US is the row itself); an empty value removes it',
          body: Type.Object({
            entity: Type.Enum([...TRANSLATED_ENTITIES]),
            entityId: Type.Integer({ minimum: 1 }),
            field: Type.String({ maxLength: 32 }),
            locale: Type.Enum([...TRANSLATION_LOCALES]),
            value: Type.String({ maxLength: 10_000 }),
          }),
          response: { 200: Envelope(Type.Union([Translation, Type.Null()])), ...errorResponses },
          security: operatorSecurity,
        },
      },
      async (request) => ok(request, await saveTranslation(ctx, request.operator!.id, request.body)),
    );
  },
  seedDemo: seedDemoTranslations,
};
