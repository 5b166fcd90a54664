import type { Tx } from '../../../db/tx.js';
import { toCount } from '../shared.js';

/** The code's row, locked: redemptions of one code serialize on it (used_count is read and raised under it). */
export function lockCode(trx: Tx, code: string) {
  return trx.selectFrom('bonus_codes').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

export async function hasRedeemed(trx: Tx, codeId: bigint, memberId: bigint): Promise<boolean> {
  const row = await trx
    .selectFrom('bonus_redemptions')
    .select('id')
    .where('code_id', '=', codeId)
    .where('user_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordRedemption(
  trx: Tx,
  input: { codeId: bigint; memberId: bigint; amount: bigint; transferId: string; now: Date },
) {
  await trx
    .insertInto('bonus_redemptions')
    .values({ code_id: input.codeId, user_id: input.memberId, amount: input.amount, transfer_id: input.transferId, created_at: input.now })
    .execute();
  await trx
    .updateTable('bonus_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', input.codeId)
    .execute();
}

const redemptionsOf = (db: Tx, memberId: bigint) =>
  db.selectFrom('bonus_redemptions as r').innerJoin('bonus_codes as c', 'c.id', 'r.code_id').where('r.user_id', '=', memberId);

export function redemptionPage(db: Tx, memberId: bigint, size: number, offset: number) {
  return redemptionsOf(db, memberId)
    .select(['r.id', 'c.code', 'r.amount', 'r.created_at'])
    .orderBy('r.id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
}

export async function redemptionCount(db: Tx, memberId: bigint): Promise<number> {
  const row = await redemptionsOf(db, memberId).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return toCount(row.n);
}

// ---- the operators' side

export function codePage(db: Tx, size: number, offset: number) {
  return db.selectFrom('bonus_codes').selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute();
}

export async function codeCount(db: Tx): Promise<number> {
  const row = await db.selectFrom('bonus_codes').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return toCount(row.n);
}

export async function codeTaken(trx: Tx, code: string): Promise<boolean> {
  const row = await trx.selectFrom('bonus_codes').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export function insertCode(
  trx: Tx,
  input: { code: string; amount: bigint; totalUses: number; expiresAt: Date; operatorId: bigint },
) {
  return trx
    .insertInto('bonus_codes')
    .values({
      code: input.code,
      amount: input.amount,
      total_uses: input.totalUses,
      expires_at: input.expiresAt,
      created_by: input.operatorId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function lockCodeById(trx: Tx, id: bigint) {
  return trx.selectFrom('bonus_codes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateCode(trx: Tx, id: bigint, values: { enabled: boolean; total_uses: number; expires_at: Date }) {
  return trx.updateTable('bonus_codes').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
