import type { Locale } from '../../../http/i18n.js';
import type { Tx } from '../../../db/tx.js';
import type { CONTENT_TYPES } from './schemas.js';

export type ContentTypeName = (typeof CONTENT_TYPES)[number];

export function enabledSlides(db: Tx) {
  return db.selectFrom('swiper_slides').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('id').execute();
}

export function enabledAreaCodes(db: Tx) {
  return db
    .selectFrom('area_codes')
    .select(['code', 'country', 'name'])
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('code')
    .execute();
}

/** The content of one type in the given locales (each type has at most one row per locale). */
export function contentInLocales(db: Tx, type: ContentTypeName, locales: Locale[]) {
  return db.selectFrom('platform_content').selectAll().where('type', '=', type).where('locale', 'in', locales).execute();
}

// ---- the operators' side

export const allScrollMessages = (db: Tx) => db.selectFrom('scroll_messages').selectAll().orderBy('id', 'desc').execute();
export const allSlides = (db: Tx) => db.selectFrom('swiper_slides').selectAll().orderBy('sort').orderBy('id').execute();
export const allTexts = (db: Tx) => db.selectFrom('platform_content').selectAll().orderBy('type').orderBy('locale').execute();
export const allAreaCodes = (db: Tx) => db.selectFrom('area_codes').selectAll().orderBy('sort').orderBy('code').execute();

export async function deleteById(trx: Tx, table: 'scroll_messages' | 'swiper_slides', id: bigint) {
  await trx.deleteFrom(table).where('id', '=', id).execute();
}

export function lockText(trx: Tx, type: ContentTypeName, locale: Locale) {
  return trx.selectFrom('platform_content').selectAll().where('type', '=', type).where('locale', '=', locale).forUpdate().executeTakeFirst();
}

export function updateText(trx: Tx, type: ContentTypeName, locale: Locale, values: { title?: string; content?: string; updated_at: Date }) {
  return trx
    .updateTable('platform_content')
    .set(values)
    .where('type', '=', type)
    .where('locale', '=', locale)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Two first writes at once: the second is a unique violation, answered 409. */
export function insertText(trx: Tx, values: { type: ContentTypeName; locale: Locale; title: string; content: string; updated_at: Date }) {
  return trx.insertInto('platform_content').values(values).returningAll().executeTakeFirstOrThrow();
}

export function lockAreaCode(trx: Tx, code: string) {
  return trx.selectFrom('area_codes').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

export function updateAreaCode(trx: Tx, code: string, values: { country?: string; name?: string; enabled?: boolean; sort?: number }) {
  return trx.updateTable('area_codes').set(values).where('code', '=', code).returningAll().executeTakeFirstOrThrow();
}

/** Two first writes at once: the second is a unique violation, answered 409. */
export function insertAreaCode(trx: Tx, values: { code: string; country: string; name: string; enabled: boolean; sort: number }) {
  return trx.insertInto('area_codes').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function writeConfig(trx: Tx, key: string, value: string, now: Date) {
  await trx
    .insertInto('sys_config')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
