/**
 * The console's operators (admin only): list, create, disable or enable, change the role, set a
 * new password. Ending an operator's sessions goes through the session cache (settled before the
 * answer), every change audited.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Tx } from '../../db/tx.js';
import { revokeAllSessions } from '../../auth/sessions.js';
import type { SessionStore } from '../../auth/session-cache.js';
import { badRequest, notFound } from '../../http/errors.js';
import { audit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import './messages.js';

type OperatorRowData = {
  id: bigint;
  username: string;
  role: 'admin' | 'finance' | 'support';
  created_at: Date;
  disabled_at: Date | null;
};

function operatorView(r: OperatorRowData) {
  return {
    id: Number(r.id),
    username: r.username,
    role: r.role,
    disabled: r.disabled_at !== null,
    createTime: new Date(r.created_at as unknown as string).toISOString(),
  };
}

const OPERATOR_COLUMNS = ['id', 'username', 'role', 'created_at', 'disabled_at'] as const;

export async function listOperators(db: Tx) {
  const rows = await db.selectFrom('operators').select(OPERATOR_COLUMNS).orderBy('id').execute();
  return rows.map(operatorView);
}

/**
 * Disables (or enables again) an operator. Disabling ends every session of theirs in the same
 * transaction, and the operator guard refuses a disabled operator's token anyway. An admin cannot
 * disable themselves (the console would lose its last admin by a slip).
 */
export async function setOperatorDisabled(
  db: Kysely<DB>,
  sessions: SessionStore,
  byOperatorId: bigint,
  operatorId: bigint,
  disabled: boolean,
  now: Date,
) {
  if (disabled && operatorId === byOperatorId) throw badRequest('console.operator.notSelf');
  const { view, revocation } = await db.transaction().execute(async (trx) => {
    const before = await lockOperator(trx, operatorId);
    const row = await trx
      .updateTable('operators')
      .set({ disabled_at: disabled ? (before.disabled_at ?? now) : null })
      .where('id', '=', operatorId)
      .returning(OPERATOR_COLUMNS)
      .executeTakeFirstOrThrow();
    const revocation = disabled ? await revokeAllSessions(trx, sessions, 'operator', operatorId, now) : null;
    await audit(trx, {
      operatorId: byOperatorId,
      action: disabled ? 'operator.disable' : 'operator.enable',
      target: `operator:${operatorId}`,
      before: operatorView(before),
      after: operatorView(row),
    });
    return { view: operatorView(row), revocation };
  });
  // every server process has dropped the operator's sessions before the admin hears "done"
  await sessions.settle(revocation);
  return view;
}

/**
 * Changes an operator's role. It applies from their next request (the role is read on every
 * request, not kept with the session). Admins cannot change their own role, so the console cannot
 * lose its last admin by a slip.
 */
export async function setOperatorRole(
  db: Kysely<DB>,
  byOperatorId: bigint,
  operatorId: bigint,
  role: 'admin' | 'finance' | 'support',
) {
  if (operatorId === byOperatorId) throw badRequest('console.operator.notSelfRole');
  return db.transaction().execute(async (trx) => {
    const before = await lockOperator(trx, operatorId);
    const row = await trx
      .updateTable('operators')
      .set({ role })
      .where('id', '=', operatorId)
      .returning(OPERATOR_COLUMNS)
      .executeTakeFirstOrThrow();
    await audit(trx, {
      operatorId: byOperatorId,
      action: 'operator.setRole',
      target: `operator:${operatorId}`,
      before: operatorView(before),
      after: operatorView(row),
    });
    return operatorView(row);
  });
}

/** Sets a new password for an operator and ends their sessions: they sign in again with it. */
export async function resetOperatorPassword(
  db: Kysely<DB>,
  sessions: SessionStore,
  byOperatorId: bigint,
  operatorId: bigint,
  password: string,
  now: Date,
) {
  const passwordHash = await hashPassword(password);
  const { view, revocation } = await db.transaction().execute(async (trx) => {
    const before = await lockOperator(trx, operatorId);
    await trx
      .updateTable('operators')
      .set({ password_hash: passwordHash })
      .where('id', '=', operatorId)
      .execute();
    // The admin resetting their own password keeps no old session either: one rule for all.
    const revocation = await revokeAllSessions(trx, sessions, 'operator', operatorId, now);
    // The audit row says that the password changed, never what it is.
    await audit(trx, {
      operatorId: byOperatorId,
      action: 'operator.resetPassword',
      target: `operator:${operatorId}`,
      before: operatorView(before),
      after: { ...operatorView(before), passwordChanged: true },
    });
    return { view: operatorView(before), revocation };
  });
  await sessions.settle(revocation);
  return view;
}

async function lockOperator(trx: Tx, operatorId: bigint) {
  const row = await trx
    .selectFrom('operators')
    .select(OPERATOR_COLUMNS)
    .where('id', '=', operatorId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('console.operator.notFound');
  return row;
}

/** A new operator with a role; a taken username is a unique violation (409), never a silent reuse. */
export async function createOperator(
  db: Tx,
  byOperatorId: bigint,
  input: { username: string; password: string; role: 'admin' | 'finance' | 'support' },
) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('operators')
      .values({ username: input.username, password_hash: passwordHash, role: input.role })
      .returning(OPERATOR_COLUMNS)
      .executeTakeFirstOrThrow();
    const view = operatorView(row);
    await audit(trx, {
      operatorId: byOperatorId,
      action: 'operator.create',
      target: `operator:${row.id}`,
      after: view,
    });
    return view;
  });
}
