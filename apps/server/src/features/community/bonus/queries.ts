import type { Tx } from '../../../ledger/ledger.js';
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
