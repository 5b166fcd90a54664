import type { Tx } from '../../../db/tx.js';
import type { OperatorIdentity } from '../../../kernel/context.js';

export function operatorForLogin(db: Tx, username: string) {
  return db
    .selectFrom('operators')
    .select(['id', 'username', 'role', 'password_hash', 'disabled_at'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export function operatorById(db: Tx, id: bigint) {
  return db
    .selectFrom('operators')
    .select(['id', 'username', 'role'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function operatorIdByUsername(db: Tx, username: string): Promise<bigint | null> {
  const row = await db
    .selectFrom('operators')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Inserts unless the username is taken (then null). */
export async function insertOperator(
  db: Tx,
  values: { username: string; password_hash: string; role: OperatorIdentity['role'] },
): Promise<bigint | null> {
  const row = await db
    .insertInto('operators')
    .values(values)
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
