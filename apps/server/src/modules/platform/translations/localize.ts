/**
 * Server content in the member's language (issue 14): product names, notices, scroll messages,
 * home slides (the banner) and lottery prize names are written by operators in en-US (the row's own
 * columns, also the fallback) and may carry translations per locale in `content_translations`
 * (migration 0050). Answers pick the Accept-Language locale, field by field, else en-US.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Locale } from '../../../http/i18n.js';

export const TRANSLATED_ENTITIES = ['product', 'notice', 'scroll_message', 'swiper_slide', 'lottery_prize'] as const;
export type TranslatedEntity = (typeof TRANSLATED_ENTITIES)[number];

/** The fields each kind of content translates (database column names). */
export const TRANSLATED_FIELDS = {
  product: ['name', 'agreement'],
  notice: ['title', 'content'],
  scroll_message: ['content'],
  swiper_slide: ['title', 'image_url'],
  lottery_prize: ['name'],
} as const satisfies Record<TranslatedEntity, readonly string[]>;

export type TranslatedField<E extends TranslatedEntity> = (typeof TRANSLATED_FIELDS)[E][number];

/** The locales a translation may be stored for (en-US is the row itself). */
export const TRANSLATION_LOCALES = ['zh-CN', 'zh-TW', 'es', 'fr', 'tr-TR'] as const;

type Db = Kysely<DB>;

/** Translations of some rows of one kind, by id then field. Nothing is read for en-US. */
export async function translationsOf(
  db: Db,
  locale: Locale,
  entity: TranslatedEntity,
  ids: readonly (number | bigint)[],
): Promise<Map<string, Map<string, string>>> {
  const byId = new Map<string, Map<string, string>>();
  if (locale === 'en-US' || ids.length === 0) return byId;
  const rows = await db
    .selectFrom('content_translations')
    .select(['entity_id', 'field', 'value'])
    .where('entity', '=', entity)
    .where('locale', '=', locale)
    .where('entity_id', 'in', [...new Set(ids.map((id) => BigInt(id)))])
    .execute();
  for (const row of rows) {
    const key = String(row.entity_id);
    let fields = byId.get(key);
    if (!fields) byId.set(key, (fields = new Map()));
    fields.set(row.field, row.value);
  }
  return byId;
}

/**
 * Answer objects with their translated fields replaced: `fields` maps a translated field to the
 * property of the answer object that shows it (e.g. `{ name: 'productName' }`), `idKey` names the
 * property holding the row's id. en-US answers are returned as they are, without a query.
 */
export async function localize<E extends TranslatedEntity, T extends object>(
  db: Db,
  locale: Locale,
  entity: E,
  items: T[],
  fields: Partial<Record<TranslatedField<E>, keyof T>>,
  idKey: keyof T = 'id' as keyof T,
): Promise<T[]> {
  if (locale === 'en-US' || items.length === 0) return items;
  const ids = items
    .map((item) => item[idKey])
    .filter((id): id is T[keyof T] & (number | bigint) => typeof id === 'number' || typeof id === 'bigint');
  const translations = await translationsOf(db, locale, entity, ids);
  if (translations.size === 0) return items;
  return items.map((item) => {
    const found = translations.get(String(item[idKey]));
    if (!found) return item;
    const copy = { ...item };
    for (const [field, property] of Object.entries(fields) as [string, keyof T][]) {
      const value = found.get(field);
      if (value !== undefined) copy[property] = value as T[keyof T];
    }
    return copy;
  });
}

/** One answer object, translated (see localize). */
export async function localizeOne<E extends TranslatedEntity, T extends object>(
  db: Db,
  locale: Locale,
  entity: E,
  item: T,
  fields: Partial<Record<TranslatedField<E>, keyof T>>,
  idKey: keyof T = 'id' as keyof T,
): Promise<T> {
  const [translated] = await localize(db, locale, entity, [item], fields, idKey);
  return translated!;
}
