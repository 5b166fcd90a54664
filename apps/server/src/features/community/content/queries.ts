import type { Locale } from '../../../http/i18n.js';
import type { Tx } from '../../../ledger/ledger.js';
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
