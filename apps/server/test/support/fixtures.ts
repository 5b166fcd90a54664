/**
 * Fixtures: a real server on a real database for one test file (PGlite in memory by default, or a
 * fresh schema on the PostgreSQL in DATABASE_URL when TEST_DB=postgres; no mocked database), and
 * members, operators and money written through the real code paths' building blocks (real
 * hashes, real ledger accounts, real sessions). The money catalogue is in money.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createIsolatedSchema, openDatabase } from '../../src/db/database.js';
import type { DB } from '../../src/db/schema.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { createClock, DAY_MS, type Clock } from '../../src/lib/clock.js';
import type { ServerConfig } from '../../src/kernel/config.js';
import { createSession } from '../../src/auth/sessions.js';
import { openMemberAccounts, operatorAccountId, memberAccountId } from '../../src/ledger/accounts.js';
import { transfer } from '../../src/ledger/transfers.js';
import { hashFundPassword, hashPassword } from '../../src/lib/passwords.js';

export interface TestServer extends RunningServer {
  /** raw form-encoded POST, for bad-input tests the typed client would not let us write */
  post(path: string, form?: Record<string, string | number>, headers?: Record<string, string>): Promise<WireResponse>;
  get(path: string, headers?: Record<string, string>): Promise<WireResponse>;
}

export interface WireResponse {
  status: number;
  body: { code: number; result: unknown; message: string };
}

export const usingPostgres = process.env.TEST_DB === 'postgres' && !!process.env.DATABASE_URL;

/** The raw `post` and `get` of a TestServer, against the server at `url`. */
export function wireCalls(url: string): Pick<TestServer, 'post' | 'get'> {
  const call = async (method: string, path: string, body?: URLSearchParams, headers: Record<string, string> = {}) => {
    const response = await fetch(url + path, {
      method,
      headers: body ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
      body,
    });
    return { status: response.status, body: (await response.json()) as WireResponse['body'] };
  };
  return {
    post: (path, form = {}, headers) =>
      call('POST', path, new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)] as [string, string])), headers),
    get: (path, headers) => call('GET', path, undefined, headers),
  };
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  let dropSchema: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (usingPostgres) {
    const schema = await createIsolatedSchema(process.env.DATABASE_URL!, `test_${randomBytes(6).toString('hex')}`);
    databaseUrl = schema.url;
    dropSchema = schema.drop;
  }
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 30 });
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      databaseUrl,
      dataDir: 'memory://',
      seedDemo: false,
      testHooks: true,
      scheduler: false,
      swaggerUi: false,
      ...overrides,
    },
    { clock: createClock(), database },
  );
  return {
    ...server,
    ...wireCalls(server.url),
    async close() {
      await server.close();
      await database.close();
      await dropSchema?.();
    },
  };
}

let phoneCounter = 0;

export interface TestMember {
  id: bigint;
  phone: string;
  areaCode: string;
  password: string;
  fundPassword: string;
  token: string;
  invitationCode: string;
}

export async function createMember(
  db: Kysely<DB>,
  clock: Clock,
  options: { phone?: string; fundPassword?: string; referrerId?: bigint; cash?: bigint } = {},
): Promise<TestMember> {
  phoneCounter += 1;
  const phone = options.phone ?? `13${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter % 1000).padStart(3, '0')}`;
  const password = 'Secret123';
  const fundPassword = options.fundPassword ?? '123456';
  const invitationCode = randomBytes(4).toString('hex').toUpperCase();
  const user = await db
    .insertInto('users')
    .values({
      area_code: '+1',
      phone,
      username: `member${phoneCounter}`,
      password_hash: await hashPassword(password),
      fund_password_hash: await hashFundPassword(fundPassword),
      invitation_code: invitationCode,
      referrer_id: options.referrerId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openMemberAccounts(db, user.id);
  if (options.cash && options.cash > 0n) await giveCash(db, user.id, options.cash);
  const { token } = await createSession(db, 'member', user.id, clock.now(), 7 * 24 * 3600 * 1000);
  return { id: user.id, phone, areaCode: '+1', password, fundPassword, token, invitationCode };
}

/** A member whose session outlives the days the tests move the clock forward. */
export async function longLivedMember(server: TestServer, options: Parameters<typeof createMember>[2] = {}) {
  const member = await createMember(server.ctx.db, server.ctx.clock, options);
  const session = await createSession(
    server.ctx.db,
    'member',
    member.id,
    server.ctx.clock.now(),
    365 * DAY_MS,
  );
  return { ...member, token: session.token };
}

export async function createOperator(
  db: Kysely<DB>,
  clock: Clock,
  role: 'admin' | 'finance' | 'support',
): Promise<{ id: bigint; username: string; password: string; token: string }> {
  const username = `op-${role}-${randomBytes(3).toString('hex')}`;
  const password = 'OperatorPass1';
  const op = await db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword(password), role })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, 'operator', op.id, clock.now(), 12 * 3600 * 1000);
  return { id: op.id, username, password, token };
}

/** Credits a member as a confirmed deposit would (deposit clearing → member cash). */
export async function giveCash(db: Kysely<DB>, userId: bigint, amount: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await transfer(trx, {
      id: `test-deposit:${userId}:${randomBytes(6).toString('hex')}`,
      debitAccountId: await operatorAccountId(trx, 'deposit_clearing'),
      creditAccountId: await memberAccountId(trx, userId, 'member_cash'),
      amount,
      code: 'recharge',
      userId,
    });
  });
}

/** operator_capital → promotions, as the operator funds the promotions budget. */
export async function fundPromotions(server: TestServer, amount: bigint) {
  await server.ctx.db.transaction().execute(async (trx) => {
    await transfer(trx, {
      id: `test-fund-promotions:${randomBytes(6).toString('hex')}`,
      debitAccountId: await operatorAccountId(trx, 'operator_capital'),
      creditAccountId: await operatorAccountId(trx, 'promotions'),
      amount,
      code: 'promotions_budget',
    });
  });
}

/** A purchase as the money feature books it: member cash → product sales, code 'buy'. */
export async function recordPurchase(server: TestServer, userId: bigint, amount: bigint) {
  await server.ctx.db.transaction().execute(async (trx) => {
    await transfer(trx, {
      id: `test-buy:${userId}:${randomBytes(6).toString('hex')}`,
      debitAccountId: await memberAccountId(trx, userId, 'member_cash'),
      creditAccountId: await operatorAccountId(trx, 'product_sales'),
      amount,
      code: 'buy',
      userId,
    });
  });
}
