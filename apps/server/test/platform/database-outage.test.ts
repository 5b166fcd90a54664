/**
 * The server outlives its database (issue 19), on a real PostgreSQL without stopping the shared
 * cluster: connections terminated with pg_terminate_backend (idle in the pool, or checked out inside
 * a transaction), an outage through a TCP proxy that drops every connection and refuses new ones,
 * and connection exhaustion through a role with a connection limit (the same 53300 "too many
 * connections" as max_connections, without taking the whole cluster's slots from everyone else).
 * The restart of the real cluster under load is in database-restart.long.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createIsolatedSchema, openDatabase, type Database } from '../../src/db/database.js';
import { isDatabaseUnavailable } from '../../src/db/availability.js';
import { usingPostgres, type TestServer, longLivedMember } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { expectBooksBalanced } from '../support/books.js';
import { hostAndPort, startTcpProxy, type TcpProxy } from '../support/processes.js';
import {
  adminClient,
  locales,
  sleep,
  startServerOn,
  timed,
  unavailableMessage,
  withoutUncaughtErrors,
} from '../support/outage.js';

describe('what counts as "database unavailable"', () => {
  it('knows lost, refused, exhausted and starting servers, and nothing else', () => {
    const unavailable = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''),
      new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '57P01' }) }),
    ];
    const other = [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('numeric out of range'), { code: '22003' }),
      Object.assign(new Error('password authentication failed'), { code: '28P01' }),
      new Error('Unknown'),
      null,
      'ECONNREFUSED',
    ];
    for (const e of unavailable) expect(isDatabaseUnavailable(e), String(e)).toBe(true);
    for (const e of other) expect(isDatabaseUnavailable(e), String(e)).toBe(false);
  });
});

describe.skipIf(!usingPostgres)('PostgreSQL connections lost, refused or exhausted', () => {
  const baseUrl = process.env.DATABASE_URL!;
  const appName = `aurum_outage_${randomBytes(4).toString('hex')}`;
  let schema: Awaited<ReturnType<typeof createIsolatedSchema>>;
  let proxy: TcpProxy;
  let server: TestServer;
  let money: MoneySetup;
  let admin: pg.Client;
  const ACQUIRE_MS = 800;

  beforeAll(async () => {
    schema = await createIsolatedSchema(baseUrl, `outage_${randomBytes(5).toString('hex')}`);
    proxy = await startTcpProxy(hostAndPort(baseUrl));
    const url = new URL(proxy.via(schema.url));
    url.searchParams.set('application_name', appName);
    server = await startServerOn(url.toString(), { poolSize: 4, acquireTimeoutMs: ACQUIRE_MS });
    money = await setUpMoney(server);
    admin = await adminClient(baseUrl);
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await server?.close();
    await proxy?.close();
    await admin?.end();
    await schema?.drop();
  });

  const terminateServerConnections = async () =>
    (
      await admin.query<{ n: string }>(
        'select count(pg_terminate_backend(pid))::text as n from pg_stat_activity where application_name = $1',
        [appName],
      )
    ).rows[0]!.n;

  it('keeps running when its idle pooled connections are terminated, and serves on new ones', async () => {
    const member = await longLivedMember(server, { cash: 100_000n });
    // several at once, so the pool holds several idle connections afterwards
    const before = await Promise.all(
      Array.from({ length: 6 }, () =>
        timed(server.url, '/core/app/user/getUserInfo', { form: {}, token: member.token }),
      ),
    );
    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const uncaught = await withoutUncaughtErrors(async () => {
      expect(Number(await terminateServerConnections())).toBeGreaterThan(0);
      // the pool hears the 57P01 of every idle connection (without a listener: an uncaught error)
      await sleep(300);
    });
    expect(uncaught).toEqual([]);
    const after = await timed(server.url, '/core/app/user/getUserInfo', { form: {}, token: member.token });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });

  it('keeps running when a connection is lost inside a transaction, between two statements', async () => {
    const database: Database = await openDatabase({
      databaseUrl: proxy.via(schema.url),
      poolSize: 2,
      acquireTimeoutMs: ACQUIRE_MS,
    });
    try {
      let failure: unknown;
      const uncaught = await withoutUncaughtErrors(async () => {
        failure = await database.db
          .transaction()
          .execute(async (trx) => {
            const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx))
              .rows[0]!;
            await admin.query('select pg_terminate_backend($1)', [pid]);
            // the checked-out client gets its 57P01 while no statement is running
            await sleep(300);
            await sql`select 1`.execute(trx);
          })
          .then(
            () => null,
            (error: unknown) => error,
          );
      });
      expect(uncaught).toEqual([]);
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      // the broken client was discarded: the pool serves from a new connection
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('answers 503 fast in the member’s language during an outage, tells ready from alive, and serves again when it ends', async () => {
    const member = await longLivedMember(server, { cash: 100_000n });
    const buy = {
      productId: money.product.id,
      quantity: 1,
      fundPassword: member.fundPassword,
      requestId: `outage-${randomBytes(4).toString('hex')}`,
    };
    await proxy.cut();
    try {
      const answers = await Promise.all(
        locales.map((locale) =>
          timed(server.url, '/core/app/user/getUserInfo', { form: {}, token: member.token, locale }),
        ),
      );
      for (const [i, locale] of locales.entries()) {
        const r = answers[i]!;
        expect(r.status, JSON.stringify(r.body)).toBe(503);
        expect(r.body).toEqual({ code: 503, result: null, message: unavailableMessage(locale) });
        expect(r.retryAfter).not.toBeNull();
        // fails fast: within the acquire timeout, not the client's patience
        expect(r.ms).toBeLessThan(ACQUIRE_MS + 2_000);
      }
      const refused = await timed(server.url, '/core/app/product/buy', { form: buy, token: member.token });
      expect(refused.status).toBe(503);
      // once callers have waited their whole time for a database that is not there, the next ones
      // answer at once (one refused attempt) instead of waiting again
      expect(refused.ms).toBeLessThan(ACQUIRE_MS);

      const ready = await timed(server.url, '/core/health/ready', { locale: 'fr' });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        code: 503,
        result: { database: 'unavailable' },
        message: unavailableMessage('fr'),
      });
      expect((await timed(server.url, '/core/health')).status).toBe(503);
      const live = await timed(server.url, '/core/health/live');
      expect(live.status).toBe(200);
      expect(live.body.result).toEqual({ status: 'up' });
    } finally {
      await proxy.restore();
    }
    // the same process, within seconds
    const back = performance.now();
    let first = await timed(server.url, '/core/app/user/getUserInfo', { form: {}, token: member.token });
    while (first.status !== 200 && performance.now() - back < 5_000) {
      await sleep(100);
      first = await timed(server.url, '/core/app/user/getUserInfo', { form: {}, token: member.token });
    }
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await timed(server.url, '/core/health/ready')).status).toBe(200);

    // the purchase refused during the outage is made once when retried with its key
    const made = await timed(server.url, '/core/app/product/buy', { form: buy, token: member.token });
    const replay = await timed(server.url, '/core/app/product/buy', { form: buy, token: member.token });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(replay.body).toEqual(made.body);
    const orders = await server.ctx.db
      .selectFrom('product_orders')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(orders).toHaveLength(1);
    await expectBooksBalanced(server);
  });
});

describe.skipIf(!usingPostgres)('PostgreSQL out of connection slots (53300)', () => {
  const baseUrl = process.env.DATABASE_URL!;
  const role = `aurum_slots_${randomBytes(4).toString('hex')}`;
  const LIMIT = 6;
  const ACQUIRE_MS = 2_500;
  let schemaName: string;
  let admin: pg.Client;
  let server: TestServer;
  let money: MoneySetup;
  const held: pg.Client[] = [];
  let roleUrl: string;

  const hold = async (n: number) => {
    for (let i = 0; i < n; i += 1) {
      const c = new pg.Client({ connectionString: roleUrl });
      await c.connect();
      c.on('error', () => {});
      held.push(c);
    }
  };
  const release = async (n = held.length) => {
    for (const c of held.splice(0, n)) await c.end();
  };

  beforeAll(async () => {
    admin = await adminClient(baseUrl);
    schemaName = `slots_${randomBytes(5).toString('hex')}`;
    await admin.query(`create role "${role}" login connection limit ${LIMIT}`);
    await admin.query(`create schema "${schemaName}" authorization "${role}"`);
    const url = new URL(baseUrl);
    url.username = role;
    url.searchParams.set('options', `-c search_path=${schemaName}`);
    roleUrl = url.toString();
    // the pool's slots only: the session cache's LISTEN connection would take (and retake) one of
    // the few slots these tests count
    server = await startServerOn(roleUrl, {
      poolSize: 10,
      acquireTimeoutMs: ACQUIRE_MS,
      overrides: { sessionCache: false },
    });
    money = await setUpMoney(server);
  });
  afterAll(async () => {
    await release();
    await server?.close();
    await admin?.query(`drop schema if exists "${schemaName}" cascade`);
    await admin?.query(`drop role if exists "${role}"`);
    await admin?.end();
  });

  it('waits out a shortage: all but two slots taken by another client, every request still answers', async () => {
    await hold(LIMIT - 2);
    try {
      const members = await Promise.all(
        Array.from({ length: 4 }, () => longLivedMember(server, { cash: 1_000_000n })),
      );
      const reads = Array.from({ length: 50 }, (_, i) =>
        timed(server.url, '/core/app/user/getUserInfo', { form: {}, token: members[i % 4]!.token }),
      );
      const buys = Array.from({ length: 20 }, (_, i) =>
        timed(server.url, '/core/app/product/buy', {
          form: {
            productId: money.product.id,
            quantity: 1,
            fundPassword: members[i % 4]!.fundPassword,
            requestId: `slots-${i}`,
          },
          token: members[i % 4]!.token,
        }),
      );
      const answers = await Promise.all([...reads, ...buys]);
      const failed = answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.message}`);
      expect(failed).toEqual([]);
      await expectBooksBalanced(server);
    } finally {
      await release();
    }
  });

  it('answers 503 when no slot comes free in time, and takes one that comes free while it waits', async () => {
    const member = await longLivedMember(server, { cash: 1_000_000n });
    // every slot of the role taken, the server's own connections too
    await admin.query(`alter role "${role}" connection limit ${LIMIT - 2}`);
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [role]);
      await sleep(200);
      await hold(LIMIT - 2);
      const refused = await timed(server.url, '/core/app/user/getUserInfo', {
        form: {},
        token: member.token,
        locale: 'tr-TR',
      });
      expect(refused.status, JSON.stringify(refused.body)).toBe(503);
      expect(refused.body.message).toBe(unavailableMessage('tr-TR'));
      expect(refused.ms).toBeGreaterThan(ACQUIRE_MS - 200); // it waited for a slot…
      expect(refused.ms).toBeLessThan(ACQUIRE_MS + 2_000); // …for a bounded time

      // a slot that comes free during the wait is taken: the request succeeds
      const waiting = timed(server.url, '/core/app/user/getUserInfo', { form: {}, token: member.token });
      await sleep(700);
      await release(1);
      const served = await waiting;
      expect(served.status, JSON.stringify(served.body)).toBe(200);
      expect(served.ms).toBeGreaterThan(500);
    } finally {
      await release();
      await admin.query(`alter role "${role}" connection limit ${LIMIT}`);
    }
  });
});
