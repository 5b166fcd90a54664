import type { Tx } from '../../../db/tx.js';
import type { TranslatedEntity } from './localize.js';

/** The table each kind of translated content lives in. */
const TABLES = {
  product: 'products',
  notice: 'notices',
  scroll_message: 'scroll_messages',
  swiper_slide: 'swiper_slides',
  lottery_prize: 'lottery_prizes',
} as const satisfies Record<TranslatedEntity, string>;

export interface TranslationKey {
  entity: TranslatedEntity;
  entityId: bigint;
  field: string;
  locale: string;
}

export function translationsOf(db: Tx, entity: TranslatedEntity, entityId: bigint | undefined) {
  let query = db.selectFrom('content_translations').selectAll().where('entity', '=', entity);
  if (entityId !== undefined) query = query.where('entity_id', '=', entityId);
  return query.orderBy('entity_id').orderBy('field').orderBy('locale').execute();
}

/** Locks the translated row (so it cannot be deleted meanwhile); false when it does not exist. */
export async function lockTranslatedRow(trx: Tx, entity: TranslatedEntity, id: bigint): Promise<boolean> {
  const row = await trx.selectFrom(TABLES[entity]).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

const whereKey = (trx: Tx, key: TranslationKey) =>
  trx
    .selectFrom('content_translations')
    .where('entity', '=', key.entity)
    .where('entity_id', '=', key.entityId)
    .where('field', '=', key.field)
    .where('locale', '=', key.locale);

export async function translationValue(trx: Tx, key: TranslationKey): Promise<string | null> {
  const row = await whereKey(trx, key).select('value').executeTakeFirst();
  return row?.value ?? null;
}

export async function upsertTranslation(trx: Tx, key: TranslationKey, value: string, now: Date) {
  await trx
    .insertInto('content_translations')
    .values({ entity: key.entity, entity_id: key.entityId, field: key.field, locale: key.locale, value, updated_at: now })
    .onConflict((oc) => oc.columns(['entity', 'entity_id', 'field', 'locale']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

export async function deleteTranslation(trx: Tx, key: TranslationKey) {
  await trx
    .deleteFrom('content_translations')
    .where('entity', '=', key.entity)
    .where('entity_id', '=', key.entityId)
    .where('field', '=', key.field)
    .where('locale', '=', key.locale)
    .execute();
}
