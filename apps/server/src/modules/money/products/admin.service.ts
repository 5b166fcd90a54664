/**
 * The operator's catalogue of products: save (create or partial edit) and delete, audited.
 */
import { type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ApiError, Codes, badRequest } from '../../../http/errors.js';
import { audit, auditSave, lockRowForEdit, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { parseMoney } from '../../../lib/money.js';
import { productView } from './service.js';

export interface ProductInput {
  id?: number | undefined;
  name?: string | undefined;
  image?: string | undefined;
  price?: string | undefined;
  dailyIncome?: string | undefined;
  periodDays?: number | undefined;
  stock?: number | undefined;
  validUntil?: string | undefined;
  agreement?: string | undefined;
  purchaseLimit?: number | undefined;
  status?: 'on' | 'off' | undefined;
  sort?: number | undefined;
}

/** A partial update with an id (fields not sent keep their values); a create needs the terms of sale. */
export async function saveProduct(db: Kysely<DB>, operatorId: bigint, input: ProductInput, now: Date) {
  requireOnCreate(!input.id, {
    name: input.name,
    price: input.price,
    dailyIncome: input.dailyIncome,
    periodDays: input.periodDays,
    stock: input.stock,
  });
  // validUntil: not sent = unchanged, empty = no end date
  let validUntil: Date | null | undefined;
  if (input.validUntil !== undefined) {
    validUntil = input.validUntil === '' ? null : new Date(input.validUntil);
    if (validUntil && Number.isNaN(validUntil.getTime()))
      throw badRequest('validation.invalid', { field: 'validUntil' });
  }
  const price = input.price === undefined ? undefined : parseMoney(input.price);
  if (price !== undefined && price <= 0n) throw badRequest('money.admin.amountPositive');
  const values = {
    name: input.name?.trim(),
    image: input.image,
    price,
    daily_income: input.dailyIncome === undefined ? undefined : parseMoney(input.dailyIncome),
    period_days: input.periodDays,
    stock: input.stock,
    valid_until: validUntil,
    agreement: input.agreement,
    purchase_limit: input.purchaseLimit,
    status: input.status,
    sort: input.sort,
    updated_at: now,
  };
  return db.transaction().execute(async (trx) => {
    const { before, after } = await saveRow(trx, 'products', input.id, {
      values,
      defaults: { image: '', valid_until: null, agreement: '', purchase_limit: 0, status: 'on', sort: 0 },
      notFoundKey: 'money.product.notFound',
    });
    const view = productView(after, now);
    await auditSave(trx, operatorId, 'money.product', `product:${after.id}`, {
      before: before && productView(before, now),
      after: view,
    });
    return view;
  });
}

export async function deleteProduct(db: Kysely<DB>, operatorId: bigint, id: bigint, now: Date) {
  await db.transaction().execute(async (trx) => {
    const before = await lockRowForEdit(trx, 'products', id, 'money.product.notFound');
    const orders = await trx
      .selectFrom('product_orders')
      .select('id')
      .where('product_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (orders) throw new ApiError(Codes.conflict, 'money.admin.hasOrders');
    await trx.deleteFrom('products').where('id', '=', id).execute();
    await audit(trx, {
      operatorId,
      action: 'money.product.delete',
      target: `product:${id}`,
      before: productView(before, now),
    });
  });
}
