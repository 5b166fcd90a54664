/**
 * Operator (back-office) login: POST /core/admin/auth/login {username, password} → token for the
 * X-Operator-Token header; roles admin / finance / support (admin passes every role check).
 *
 * Demo data: seedDemo creates the operator `admin` / `admin123` (role admin) on a fresh
 * non-production database. No migration creates operators; production operators are created
 * with createOperatorAccount() (e.g. from a one-off script), never with a known password.
 */
import { Type } from 'typebox';
import type { Module } from '../../kernel/context.js';
import type { AppContext, OperatorIdentity } from '../../kernel/context.js';
import { Envelope, errorResponses, operatorSecurity } from '../../http/schema.js';
import { ok } from '../../http/envelope.js';
import { ApiError, Codes } from '../../http/errors.js';
import { createSession, revokeSession } from '../../auth/sessions.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Tx } from '../../db/tx.js';
import { checkLogin } from '../auth/login-guard.js';
import './messages.js';

const Role = Type.Enum(['admin', 'finance', 'support']);
const Operator = Type.Object({ id: Type.Integer(), username: Type.String(), role: Role });

export const DEMO_OPERATOR = { username: 'admin', password: 'admin123', role: 'admin' } as const;

export const operatorAuthFeature: Module = {
  name: 'operator-auth',
  async register(app, ctx) {
    app.post(
      '/admin/auth/login',
      {
        schema: {
          tags: ['admin'],
          summary: 'Operator login; send the token as X-Operator-Token',
          body: Type.Object({
            username: Type.String({ minLength: 1, maxLength: 64 }),
            password: Type.String({ minLength: 1, maxLength: 128 }),
          }),
          response: {
            200: Envelope(
              Type.Object({ token: Type.String(), expiresAt: Type.String(), operator: Operator }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const username = request.body.username.trim();
        const now = ctx.clock.now();
        const operator = await ctx.db
          .selectFrom('operators')
          .select(['id', 'username', 'role', 'password_hash', 'disabled_at'])
          .where('username', '=', username)
          .executeTakeFirst();
        await checkLogin(ctx.db, {
          account: `operator:${username.toLowerCase()}`,
          ip: request.ip,
          passwordHash: operator?.password_hash,
          password: request.body.password,
          now,
          badCredentialsKey: 'operatorAuth.badCredentials',
          lockedKey: 'auth.loginLocked',
        });
        // Only after the password is right, so a guess never learns that an account is disabled.
        if (operator!.disabled_at !== null) throw new ApiError(Codes.forbidden, 'operatorAuth.disabled');
        const session = await createSession(
          ctx.db,
          'operator',
          operator!.id,
          now,
          ctx.config.operatorSessionTtlMs,
        );
        return ok(request, {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          operator: { id: Number(operator!.id), username: operator!.username, role: operator!.role },
        });
      },
    );

    app.post(
      '/admin/auth/logout',
      {
        schema: {
          tags: ['admin'],
          summary: 'Operator logout: the token in X-Operator-Token stops working',
          response: { 200: Envelope(Type.Null()), ...errorResponses },
          security: operatorSecurity,
        },
      },
      async (request) => {
        const token = request.headers['x-operator-token'] ?? request.headers['x-access-token'];
        if (typeof token === 'string')
          await ctx.sessions.settle(await revokeSession(ctx.db, ctx.sessions, token, ctx.clock.now(), 'operator'));
        return ok(request, null);
      },
    );

    app.post(
      '/admin/auth/info',
      {
        preHandler: app.requireOperator(),
        schema: {
          tags: ['admin'],
          summary: 'The logged-in operator',
          response: { 200: Envelope(Operator), ...errorResponses },
          security: operatorSecurity,
        },
      },
      async (request) => {
        const row = await ctx.db
          .selectFrom('operators')
          .select(['id', 'username', 'role'])
          .where('id', '=', request.operator!.id)
          .executeTakeFirstOrThrow();
        return ok(request, { id: Number(row.id), username: row.username, role: row.role });
      },
    );
  },

  async seedDemo(ctx) {
    await seedDemoOperator(ctx);
  },
};

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
  const existing = await db
    .selectFrom('operators')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword(password), role })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  return (
    await db.selectFrom('operators').select('id').where('username', '=', username).executeTakeFirstOrThrow()
  ).id;
}
