/**
 * The session cache (src/auth/session-cache.ts): reads are served from it, revocations reach it
 * before the revoking request answers, and expiry is checked on every read. In one process on PGlite
 * and (TEST_DB=postgres) PostgreSQL; with two server processes on one PostgreSQL database, including
 * a notification connection killed under them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Database } from '../../src/db/database.js';
import { createClock } from '../../src/lib/clock.js';
import { hashToken } from '../../src/auth/sessions.js';
import { isCached, localSessionStore } from '../../src/auth/session-cache.js';
import {
  createMember,
  createOperator,
  startTestServer,
  usingPostgres,
  type TestServer,
} from '../support/fixtures.js';
import { serversOnOwnSchema, sessionCacheState, untilListening, type ServerProcess } from '../support/processes.js';

/** Revokes a session behind the server's back: no notification, so only the database knows. */
async function revokeSilently(db: Database['db'], token: string) {
  await sql`update sessions set revoked_at = now() where token_hash = ${hashToken(token)}`.execute(db);
}
async function unrevokeSilently(db: Database['db'], token: string) {
  await sql`update sessions set revoked_at = null where token_hash = ${hashToken(token)}`.execute(db);
}

describe('the session store', () => {
  it('does not keep what a read fetched while a revocation of it was settled', async () => {
    const store = localSessionStore();
    const now = new Date();
    const ticket = store.lookup('member', 'h1', now);
    expect('subjectId' in ticket).toBe(false);
    // the revocation commits and is settled while the read's query is in flight
    await store.settle({ id: 'r1', subjects: [{ subjectType: 'member', subjectId: 7n }] });
    store.remember(ticket as Exclude<typeof ticket, { subjectId: bigint }>, 7n, new Date(now.getTime() + 60_000));
    expect(isCached(store, 'member', 'h1', now)).toBe(false);

    const again = store.lookup('member', 'h1', now);
    store.remember(again as Exclude<typeof again, { subjectId: bigint }>, 7n, new Date(now.getTime() + 60_000));
    expect(isCached(store, 'member', 'h1', now)).toBe(true);
    // an operator session of the same id is another subject
    await store.settle({ id: 'r2', subjects: [{ subjectType: 'operator', subjectId: 7n }] });
    expect(isCached(store, 'member', 'h1', now)).toBe(true);
    // expiry is checked on every read
    expect(isCached(store, 'member', 'h1', new Date(now.getTime() + 60_000))).toBe(false);
  });

  it('keeps at most maxEntries sessions, dropping the oldest, and drops only the revoked subject', async () => {
    const store = localSessionStore({ maxEntries: 2 });
    const now = new Date();
    const later = new Date(now.getTime() + 60_000);
    const keep = (hash: string, subjectId: bigint) => {
      const ticket = store.lookup('member', hash, now);
      if ('subjectId' in ticket) throw new Error('already cached');
      store.remember(ticket, subjectId, later);
    };
    keep('a', 1n);
    keep('b', 2n);
    keep('c', 2n);
    expect(['a', 'b', 'c'].map((h) => isCached(store, 'member', h, now))).toEqual([false, true, true]);
    keep('a', 1n);
    await store.settle({ id: 'r', subjects: [{ subjectType: 'member', subjectId: 2n }] });
    expect(['a', 'b', 'c'].map((h) => isCached(store, 'member', h, now))).toEqual([true, false, false]);
  });
});

describe('sessions in one server process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const userInfo = (token: string) =>
    server.post('/core/app/user/getUserInfo', {}, { 'x-access-token': token });

  it('serves a live session from the cache, and a logout or password change ends it at once', async () => {
    // on PostgreSQL: listening once the first ping is answered (the process may be busy starting)
    for (let i = 0; i < 300 && server.ctx.sessions.mode() === 'fallback'; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect(server.ctx.sessions.mode()).toBe(usingPostgres ? 'listening' : 'local');
    const member = await createMember(server.ctx.db, server.ctx.clock);
    expect((await userInfo(member.token)).body.code).toBe(200);
    // cached: a change behind the server's back (no notification) is not seen...
    await revokeSilently(server.ctx.db, member.token);
    expect((await userInfo(member.token)).body.code).toBe(200);
    expect((await server.post('/core/app/user/getIncomeInfo', {}, { 'x-access-token': member.token })).body.code).toBe(200);
    await unrevokeSilently(server.ctx.db, member.token);
    // ...while a logout is, on the very next request
    expect((await server.post('/core/app/auth/logout', {}, { 'x-access-token': member.token })).body.code).toBe(200);
    expect((await userInfo(member.token)).body).toMatchObject({ code: 50001, result: null });
    expect((await server.post('/core/app/user/getIncomeInfo', {}, { 'x-access-token': member.token })).body.code).toBe(50001);

    // password change: the member's other sessions end, the one that made the change stays
    const login = async () =>
      (await server.post('/core/app/auth/login', { areaCode: '+1', phone: member.phone, password: member.password }))
        .body.result as string;
    const [keeper, other] = [await login(), await login()];
    for (const token of [keeper, other]) expect((await userInfo(token)).body.code).toBe(200);
    const changed = await server.post(
      '/core/app/user/modifyPwd',
      { oldPassword: member.password, newPassword: 'Changed123', confirmPassword: 'Changed123' },
      { 'x-access-token': keeper },
    );
    expect(changed.body.code).toBe(200);
    expect((await userInfo(other)).body.code).toBe(50001);
    expect((await userInfo(keeper)).body.code).toBe(200);
  });

  it('checks a cached session’s expiry on every read (code 50001)', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    expect((await userInfo(member.token)).body.code).toBe(200);
    expect(isCached(server.ctx.sessions, 'member', hashToken(member.token), server.ctx.clock.now())).toBe(true);
    server.ctx.clock.advance(7 * 24 * 3600 * 1000 + 1);
    expect((await userInfo(member.token)).body).toMatchObject({ code: 50001, result: null });
  });

  it('ends a cached operator session at logout', async () => {
    const operator = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    const info = () => server.post('/core/admin/auth/info', {}, { 'x-operator-token': operator.token });
    expect((await info()).body.code).toBe(200);
    expect((await server.post('/core/admin/auth/logout', {}, { 'x-operator-token': operator.token })).body.code).toBe(200);
    expect((await info()).body.code).toBe(50001);
  });
});

describe('sessions without a cache (SESSION_CACHE=0)', () => {
  it('reads every session from the database', async () => {
    const server = await startTestServer({ sessionCache: false });
    try {
      expect(server.ctx.sessions.mode()).toBe('off');
      const member = await createMember(server.ctx.db, server.ctx.clock);
      const userInfo = () => server.post('/core/app/user/getUserInfo', {}, { 'x-access-token': member.token });
      expect((await userInfo()).body.code).toBe(200);
      await revokeSilently(server.ctx.db, member.token);
      expect((await userInfo()).body.code).toBe(50001);
    } finally {
      await server.close();
    }
  });
});

describe.runIf(usingPostgres)('sessions across two server processes (PostgreSQL)', () => {
  const LEASE_MS = 3_000;
  let setup: Awaited<ReturnType<typeof serversOnOwnSchema>>;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    setup = await serversOnOwnSchema('sessions', 2, { SESSION_CACHE_LEASE_MS: String(LEASE_MS) });
    database = setup.database;
    [a, b] = setup.servers as [ServerProcess, ServerProcess];
  }, 180_000);
  afterAll(async () => {
    await setup?.close();
  });

  const userInfo = (server: ServerProcess, token: string) =>
    server.post('/core/app/user/getUserInfo', {}, { 'x-access-token': token });
  const login = async (server: ServerProcess, phone: string, password: string) => {
    const res = await server.post('/core/app/auth/login', { areaCode: '+1', phone, password });
    expect(res.body.code).toBe(200);
    return res.body.result as string;
  };
  it('a logout or password change through one process is refused by the other at once', async () => {
    await Promise.all([untilListening(a), untilListening(b)]);
    const member = await createMember(database.db, createClock());

    // B serves from its cache: a change made behind its back (no notification) is not seen
    expect((await userInfo(b, member.token)).body.code).toBe(200);
    await revokeSilently(database.db, member.token);
    expect((await userInfo(b, member.token)).body.code).toBe(200);
    await unrevokeSilently(database.db, member.token);

    for (let round = 0; round < 5; round += 1) {
      const token = await login(a, member.phone, member.password);
      expect((await userInfo(a, token)).body.code).toBe(200);
      expect((await userInfo(b, token)).body.code).toBe(200);
      const started = Date.now();
      expect((await a.post('/core/app/auth/logout', {}, { 'x-access-token': token })).body.code).toBe(200);
      // every listener acknowledged: the logout did not wait out the lease
      expect(Date.now() - started).toBeLessThan(LEASE_MS);
      expect((await userInfo(b, token)).body).toMatchObject({ code: 50001, result: null });
      expect((await userInfo(a, token)).body.code).toBe(50001);
    }

    const keeper = await login(a, member.phone, member.password);
    const other = await login(b, member.phone, member.password);
    for (const server of [a, b])
      for (const token of [keeper, other, member.token]) expect((await userInfo(server, token)).body.code).toBe(200);
    const changed = await a.post(
      '/core/app/user/modifyPwd',
      { oldPassword: member.password, newPassword: 'Changed123', confirmPassword: 'Changed123' },
      { 'x-access-token': keeper },
    );
    expect(changed.body.code).toBe(200);
    for (const token of [other, member.token]) expect((await userInfo(b, token)).body.code).toBe(50001);
    expect((await userInfo(b, keeper)).body.code).toBe(200);

    // an operator's logout too
    const operator = await createOperator(database.db, createClock(), 'support');
    const info = (server: ServerProcess) =>
      server.post('/core/admin/auth/info', {}, { 'x-operator-token': operator.token });
    expect((await info(b)).body.code).toBe(200);
    expect((await a.post('/core/admin/auth/logout', {}, { 'x-operator-token': operator.token })).body.code).toBe(200);
    expect((await info(b)).body.code).toBe(50001);
  }, 180_000);

  it('stays exact while the notification connection is down, and caches again once it is back', async () => {
    const [pidA, pidB] = await Promise.all([untilListening(a), untilListening(b)]);
    const member = await createMember(database.db, createClock());
    const tokens = [await login(a, member.phone, member.password), await login(a, member.phone, member.password)];
    for (const token of tokens) expect((await userInfo(b, token)).body.code).toBe(200);

    // kill both processes' LISTEN connections
    const killed = await sql<{ n: number }>`
      select count(*)::int as n from (
        select pg_terminate_backend(pid) from session_listeners where pid in (${pidA}, ${pidB})
      ) t`.execute(database.db);
    expect(killed.rows[0]!.n).toBe(2);
    // Without its listener A cannot hear acknowledgements: its logout waits out one lease, after
    // which B is exact whether or not it noticed the loss yet.
    expect((await a.post('/core/app/auth/logout', {}, { 'x-access-token': tokens[0]! })).body.code).toBe(200);
    expect((await userInfo(b, tokens[0]!)).body.code).toBe(50001);

    // Once B has noticed the loss it reads sessions from the database (fallback), and when its
    // listener is back it has emptied its cache: either way a change behind its back is seen.
    const state = await sessionCacheState(b);
    expect(state.listenerPid).not.toBe(pidB);
    await revokeSilently(database.db, tokens[1]!);
    expect((await userInfo(b, tokens[1]!)).body.code).toBe(50001);
    await unrevokeSilently(database.db, tokens[1]!);

    // back: new listeners (each retired the one it replaced), cached again, and revocations
    // acknowledged again
    await Promise.all([untilListening(a, pidA), untilListening(b, pidB)]);
    expect((await userInfo(b, tokens[1]!)).body.code).toBe(200);
    await revokeSilently(database.db, tokens[1]!);
    expect((await userInfo(b, tokens[1]!)).body.code).toBe(200);
    await unrevokeSilently(database.db, tokens[1]!);
    const again = Date.now();
    expect((await a.post('/core/app/auth/logout', {}, { 'x-access-token': tokens[1]! })).body.code).toBe(200);
    expect(Date.now() - again).toBeLessThan(LEASE_MS);
    expect((await userInfo(b, tokens[1]!)).body.code).toBe(50001);
  }, 180_000);
});
