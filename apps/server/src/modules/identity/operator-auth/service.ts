/**
 * Operator (back-office) sign-in: username and password → a session token for X-Operator-Token;
 * roles admin / finance / support (admin passes every role check).
 *
 * Demo data: seedDemoOperator creates `admin` / `admin123` (role admin) on a fresh non-production
 * database. No migration creates operators; production operators are created with
 * createOperatorAccount() (e.g. from a one-off script), never with a known password.
 */
import type { AppContext, OperatorIdentity } from '../../../kernel/context.js';
import { ApiError, Codes } from '../../../http/errors.js';
import { createSession, revokeSession } from '../../../auth/sessions.js';
import { hashPassword } from '../../../lib/passwords.js';
import type { Tx } from '../../../db/tx.js';
import { checkLogin } from '../auth/login-guard.js';
import './messages.js';
import { insertOperator, operatorById, operatorForLogin, operatorIdByUsername } from './queries.js';

export const DEMO_OPERATOR = { username: 'admin', password: 'admin123', role: 'admin' } as const;

const operatorView = (row: { id: bigint; username: string; role: OperatorIdentity['role'] }) => ({
  id: Number(row.id),
  username: row.username,
  role: row.role,
});

/** A session for the right username and password; the per-account and per-address limits hold. */
export async function signIn(ctx: AppContext, input: { username: string; password: string; ip: string }) {
  const username = input.username.trim();
  const now = ctx.clock.now();
  const operator = await operatorForLogin(ctx.db, username);
  await checkLogin(ctx.db, {
    account: `operator:${username.toLowerCase()}`,
    ip: input.ip,
    passwordHash: operator?.password_hash,
    password: input.password,
    now,
    badCredentialsKey: 'operatorAuth.badCredentials',
    lockedKey: 'auth.loginLocked',
  });
  // Only after the password is right, so a guess never learns that an account is disabled.
  if (operator!.disabled_at !== null) throw new ApiError(Codes.forbidden, 'operatorAuth.disabled');
  const session = await createSession(ctx.db, 'operator', operator!.id, now, ctx.config.operatorSessionTtlMs);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    operator: operatorView(operator!),
  };
}

/** The token stops working in every server process before this returns. */
export async function signOut(ctx: AppContext, token: string | undefined) {
  if (typeof token !== 'string') return;
  await ctx.sessions.settle(await revokeSession(ctx.db, ctx.sessions, token, ctx.clock.now(), 'operator'));
}

export async function whoAmI(ctx: AppContext, operatorId: bigint) {
  return operatorView(await operatorById(ctx.db, operatorId));
}

/** admin/admin123 for demos and local development; never in production. */
export async function seedDemoOperator(ctx: AppContext): Promise<void> {
  if (ctx.config.production) return;
  await createOperatorAccount(ctx.db, DEMO_OPERATOR.username, DEMO_OPERATOR.password, DEMO_OPERATOR.role);
}

/** Creates an operator unless the username exists; returns its id. */
export async function createOperatorAccount(
  db: Tx,
  username: string,
  password: string,
  role: OperatorIdentity['role'],
): Promise<bigint> {
  const existing = await operatorIdByUsername(db, username);
  if (existing !== null) return existing;
  const inserted = await insertOperator(db, { username, password_hash: await hashPassword(password), role });
  if (inserted !== null) return inserted;
  // created by another process meanwhile
  return (await operatorIdByUsername(db, username))!;
}
