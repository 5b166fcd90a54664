/** Translations of operator-written content (see localize.ts): read and write them, audited. */
import type { AppContext } from '../../../kernel/context.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { audit } from '../../../lib/audit.js';
import { TRANSLATED_FIELDS, type TranslatedEntity, type TRANSLATION_LOCALES } from './localize.js';
import {
  deleteTranslation,
  lockTranslatedRow,
  translationValue,
  translationsOf,
  upsertTranslation,
} from './queries.js';

export async function listTranslations(ctx: AppContext, input: { entity: TranslatedEntity; entityId?: number }) {
  const rows = await translationsOf(ctx.db, input.entity, input.entityId ? BigInt(input.entityId) : undefined);
  return rows.map((r) => ({ entity: r.entity, entityId: Number(r.entity_id), field: r.field, locale: r.locale, value: r.value }));
}

/** Sets one field of one row in one locale; an empty value removes the translation (en-US then shows). */
export async function saveTranslation(
  ctx: AppContext,
  operatorId: bigint,
  input: { entity: TranslatedEntity; entityId: number; field: string; locale: (typeof TRANSLATION_LOCALES)[number]; value: string },
) {
  const { entity, field, locale } = input;
  const entityId = BigInt(input.entityId);
  const value = input.value.trim();
  if (!(TRANSLATED_FIELDS[entity] as readonly string[]).includes(field)) throw badRequest('translations.field');
  const key = { entity, entityId, field, locale };
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockTranslatedRow(trx, entity, entityId))) throw notFound();
    const before = await translationValue(trx, key);
    if (value) await upsertTranslation(trx, key, value, ctx.clock.now());
    else await deleteTranslation(trx, key);
    await audit(trx, {
      operatorId,
      action: 'translations.save',
      target: `${entity}:${entityId}:${field}:${locale}`,
      before,
      after: value || null,
    });
    return value ? { entity, entityId: input.entityId, field, locale, value } : null;
  });
}
