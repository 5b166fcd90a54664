import { Type } from 'typebox';
import type { Module } from '../../kernel/context.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { Envelope, errorResponses, operatorSecurity } from '../../http/schema.js';
import { audit } from '../../lib/audit.js';
import { registerMessages } from '../../http/i18n.js';
import { seedDemoTranslations } from './demo.js';
import { TRANSLATED_ENTITIES, TRANSLATED_FIELDS, TRANSLATION_LOCALES, type TranslatedEntity } from './localize.js';

registerMessages({
  'en-US': { 'translations.field': 'This field cannot be translated for this kind of content' },
  'zh-CN': { 'translations.field': '此类内容的该字段不支持翻译' },
  'zh-TW': { 'translations.field': '此類內容的該欄位不支援翻譯' },
  es: { 'translations.field': 'Este campo no se puede traducir para este tipo de contenido' },
  fr: { 'translations.field': 'Ce champ ne peut pas être traduit pour ce type de contenu' },
  'tr-TR': { 'translations.field': 'Bu içerik türünde bu alan çevrilemez' },
});

/** The table each kind of translated content lives in. */
const TABLES = {
  product: 'products',
  notice: 'notices',
  scroll_message: 'scroll_messages',
  swiper_slide: 'swiper_slides',
  lottery_prize: 'lottery_prizes',
} as const satisfies Record<TranslatedEntity, string>;

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
      async (request) => {
        let query = ctx.db.selectFrom('content_translations').selectAll().where('entity', '=', request.body.entity);
        if (request.body.entityId) query = query.where('entity_id', '=', BigInt(request.body.entityId));
        const rows = await query.orderBy('entity_id').orderBy('field').orderBy('locale').execute();
        return ok(
          request,
          rows.map((r) => ({ entity: r.entity, entityId: Number(r.entity_id), field: r.field, locale: r.locale, value: r.value })),
        );
      },
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
      async (request) => {
        const { entity, field, locale } = request.body;
        const entityId = BigInt(request.body.entityId);
        const value = request.body.value.trim();
        if (!(TRANSLATED_FIELDS[entity] as readonly string[]).includes(field)) throw badRequest('translations.field');
        const result = await ctx.db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom(TABLES[entity])
            .select('id')
            .where('id', '=', entityId)
            .forUpdate()
            .executeTakeFirst();
          if (!row) throw notFound();
          const key = { entity, entity_id: entityId, field, locale };
          const before = await trx
            .selectFrom('content_translations')
            .select('value')
            .where('entity', '=', entity)
            .where('entity_id', '=', entityId)
            .where('field', '=', field)
            .where('locale', '=', locale)
            .executeTakeFirst();
          if (value) {
            await trx
              .insertInto('content_translations')
              .values({ ...key, value, updated_at: ctx.clock.now() })
              .onConflict((oc) =>
                oc.columns(['entity', 'entity_id', 'field', 'locale']).doUpdateSet({ value, updated_at: ctx.clock.now() }),
              )
              .execute();
          } else {
            await trx
              .deleteFrom('content_translations')
              .where('entity', '=', entity)
              .where('entity_id', '=', entityId)
              .where('field', '=', field)
              .where('locale', '=', locale)
              .execute();
          }
          await audit(trx, {
            operatorId: request.operator!.id,
            action: 'translations.save',
            target: `${entity}:${entityId}:${field}:${locale}`,
            before: before?.value ?? null,
            after: value || null,
          });
          return value ? { entity, entityId: Number(entityId), field, locale, value } : null;
        });
        return ok(request, result);
      },
    );
  },
  seedDemo: seedDemoTranslations,
};
