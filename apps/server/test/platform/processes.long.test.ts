/**
 * Long tests (pnpm test:long) with real server processes:
 * - a PGlite data folder belongs to one process: a second server on the same folder refuses to
 *   start, naming the folder and the holder's pid, and what the first acknowledged is kept; a lock
 *   left by a server killed with -9 does not block the restart.
 * - on PostgreSQL, secret checks hold their limits across processes: guesses spread over three
 *   server processes are still compared at most 5 times.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedSchema, openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createClock } from '../../src/lib/clock.js';
import { createMember } from '../support/fixtures.js';
import { spawnServer, type ServerProcess } from '../support/processes.js';

const DEMO = { areaCode: '+1', phone: '5550000001', password: 'Demo1234', fundPassword: '123456' };

const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
});

async function demoLogin(server: ServerProcess): Promise<string> {
  const res = await server.post('/core/app/auth/login', {
    areaCode: DEMO.areaCode,
    phone: DEMO.phone,
    password: DEMO.password,
  });
  expect(res.body.code).toBe(200);
  return res.body.result as string;
}

async function orderCount(server: ServerProcess, token: string): Promise<number> {
  const res = await server.post(
    '/core/app/user/order/page',
    { page: 1, size: 50 },
    { 'x-access-token': token },
  );
  expect(res.body.code).toBe(200);
  return (res.body.result as { total: number }).total;
}

describe('a PGlite data folder has one server process', () => {
  const dataRoot = mkdtempSync(path.join(tmpdir(), 'aurum-lock-'));
  const env = {
    DATABASE_URL: '',
    DATA_DIR: path.join(dataRoot, 'db'),
    UPLOAD_DIR: path.join(dataRoot, 'up'),
  };
  afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

  it('refuses a second server on the folder, keeps what the first acknowledged, and restarts after kill -9', async () => {
    const first = await spawnServer(env);
    running.push(first);
    const token = await demoLogin(first);
    const products = await first.post('/core/app/product/page', { page: 1, size: 10 });
    const productId = (products.body.result as { records: Array<{ id: number }> }).records[0]!.id;
    const bought = await first.post(
      '/core/app/product/buy',
      { productId, quantity: 1, fundPassword: DEMO.fundPassword, requestId: 'lock-test' },
      { 'x-access-token': token },
    );
    expect(bought.body.code).toBe(200);

    const second = await spawnServer(env, { waitUntilUp: false });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The database folder ${env.DATA_DIR} is in use by another server process (pid ${first.child.pid})`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /); // a clear line, no stack trace
    // the first one still serves
    expect(await orderCount(first, token)).toBe(1);

    expect(await first.stop()).toBe(0);
    const third = await spawnServer(env);
    running.push(third);
    const again = await demoLogin(third);
    expect(await orderCount(third, again)).toBe(1);

    // killed -9: its lock stays behind, and a new server takes it over
    await third.stop('SIGKILL');
    const fourth = await spawnServer(env);
    running.push(fourth);
    expect(await orderCount(fourth, await demoLogin(fourth))).toBe(1);
    expect(await fourth.stop()).toBe(0);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('secret checks across server processes (PostgreSQL)', () => {
  it('wrong fund passwords and SMS codes spread over three processes are compared at most 5 times', async () => {
    const schema = await createIsolatedSchema(
      process.env.DATABASE_URL!,
      `secrets_${randomBytes(5).toString('hex')}`,
    );
    const database = await openDatabase({ databaseUrl: schema.url, poolSize: 2 });
    try {
      await migrate(database.db);
      // the first one seeds the demo catalogue, then two more join (as WORKERS=3 starts them)
      const first = await spawnServer({ DATABASE_URL: schema.url, SEED_DEMO: '1', TEST_HOOKS: '1' });
      const servers = [
        first,
        ...(await Promise.all(
          [1, 2].map(() => spawnServer({ DATABASE_URL: schema.url, SEED_DEMO: '0', TEST_HOOKS: '1' })),
        )),
      ];
      running.push(...servers);
      const member = await createMember(database.db, createClock(), {
        cash: 1_000_000n,
        fundPassword: '123456',
      });
      const products = await servers[0]!.post('/core/app/product/page', { page: 1, size: 10 });
      const productId = (products.body.result as { records: Array<{ id: number }> }).records[0]!.id;

      const guesses = Array.from({ length: 90 }, (_, i) => String(200000 + i));
      const answers = await Promise.all(
        guesses.map((pin, i) =>
          servers[i % 3]!.post(
            '/core/app/product/buy',
            { productId, quantity: 1, fundPassword: pin, requestId: `guess-${i}` },
            { 'x-access-token': member.token },
          ),
        ),
      );
      expect(answers.filter((a) => a.body.code === 200)).toHaveLength(0);
      expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
      expect(answers.filter((a) => a.status === 423)).toHaveLength(86);
      const bucket = await database.db
        .selectFrom('rate_limits')
        .select('hits')
        .where('bucket', '=', `fund-password:${member.id}`)
        .executeTakeFirstOrThrow();
      expect(bucket.hits).toBe(5);

      await servers[0]!.post('/core/app/sms/sendSmsCodeNoAuth', {
        areaCode: '+1',
        phone: member.phone,
        type: 'forget',
      });
      const last = await fetch(`${servers[0]!.url}/core/dev/sms/last?areaCode=%2B1&phone=${member.phone}`);
      const code = ((await last.json()) as { result: { code: string } }).result.code;
      const codes = Array.from({ length: 150 }, (_, i) => String(300000 + i)).filter((c) => c !== code);
      const resets = await Promise.all(
        codes.map((smsCode, i) =>
          servers[i % 3]!.post('/core/app/user/resetLoginPwd', {
            areaCode: '+1',
            phone: member.phone,
            smsCode,
            newPassword: 'Hijacked99',
            confirmPassword: 'Hijacked99',
          }),
        ),
      );
      expect(resets.filter((r) => r.status === 400)).toHaveLength(5);
      expect(resets.filter((r) => r.status === 429)).toHaveLength(codes.length - 5);
      for (const server of servers) await server.stop();
    } finally {
      await database.close();
      await schema.drop();
    }
  });
});
