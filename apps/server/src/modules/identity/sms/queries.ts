import type { Tx } from '../../../db/tx.js';

/** The member who owns this phone, if any. */
export async function memberIdByPhone(db: Tx, areaCode: string, phone: string): Promise<bigint | null> {
  const row = await db.selectFrom('users').select('id').where('area_code', '=', areaCode).where('phone', '=', phone).executeTakeFirst();
  return row?.id ?? null;
}

export function memberPhone(db: Tx, memberId: bigint) {
  return db.selectFrom('users').select(['id', 'area_code', 'phone']).where('id', '=', memberId).executeTakeFirstOrThrow();
}
