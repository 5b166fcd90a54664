/**
 * The hot read paths (bench/): getUserInfo checks the session in the same statement as the profile
 * (revocation and expiry still immediate), hot statements run as named prepared statements, and
 * the member product list is served from a per-process cache that an operator's change or a
 * purchase drops at once and that lives at most a second otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer, createMember, createOperator } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor } from '../support/clients.js';
import { createSession, revokeAllSessions } from '../../src/auth/sessions.js';
import { preparedStatement } from '../../src/db/prepared.js';
import { PRODUCT_LIST_TTL_MS, ProductListCache } from '../../src/modules/money/products/list-cache.js';

let server: TestServer;
let money: MoneySetup;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
});
afterAll(async () => server?.close());

const userInfo = (token: string | undefined, headers: Record<string, string> = {}) =>
  server.post(
    '/core/app/user/getUserInfo',
    {},
    token === undefined ? headers : { 'x-access-token': token, ...headers },
  );

const productList = async (form: Record<string, number> = {}) => {
  const answer = await server.post('/core/app/product/page', form);
  expect(answer.status).toBe(200);
  return answer.body.result as {
    records: Array<{ id: number; name: string; remaining: number; purchased: number }>;
    total: number;
  };
};

describe('getUserInfo in one statement', () => {
  it('answers the profile and balance for a live session, 50001 for a missing, unknown, revoked or expired one', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 12_345n });
    const ok = await userInfo(member.token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      code: 200,
      message: 'success',
      result: {
        id: Number(member.id),
        phone: member.phone,
        balance: '123.45',
        available: '123.45',
        hasFundPassword: true,
      },
    });

    for (const token of [undefined, '', 'no-such-token', 'x'.repeat(201)]) {
      const refused = await userInfo(token);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 50001, result: null });
    }

    // an operator's token is not a member session
    const operator = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    expect((await userInfo(operator.token)).body.code).toBe(50001);

    // revoked: the very next request is refused (the cached session was dropped)
    await server.ctx.sessions.settle(
      await revokeAllSessions(server.ctx.db, server.ctx.sessions, 'member', member.id, server.ctx.clock.now()),
    );
    expect((await userInfo(member.token)).body.code).toBe(50001);

    // expired
    const short = await createSession(server.ctx.db, 'member', member.id, server.ctx.clock.now(), 60_000);
    expect((await userInfo(short.token)).body.code).toBe(200);
    server.ctx.clock.advance(60_001);
    expect((await userInfo(short.token)).body.code).toBe(50001);
  });

  it('answers in the member’s language and after logout refuses at once', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    expect((await userInfo(member.token, { 'accept-language': 'fr-FR,fr;q=0.9' })).body.code).toBe(200);
    await clientFor(server, member.token).post('/app/auth/logout');
    const refused = await userInfo(member.token, { 'accept-language': 'zh-CN' });
    expect(refused.body.code).toBe(50001);
    expect(refused.body.message).not.toBe((await userInfo(member.token)).body.message);
  });
});

describe('prepared statements', () => {
  it('run fixed SQL on a Kysely or in a transaction, many times, with a parameter of each kind', async () => {
    const probe = preparedStatement<{ n: number; t: string; at: Date }>(
      'test_probe',
      'select $1::int as n, $2::text as t, $3::timestamptz as at',
    );
    const at = new Date('2026-01-02T03:04:05.678Z');
    for (let i = 0; i < 7; i += 1) {
      const [row] = await probe.execute(server.ctx.db, [i, `v${i}`, at]);
      expect(row).toEqual({ n: i, t: `v${i}`, at });
    }
    await server.ctx.db.transaction().execute(async (trx) => {
      expect((await probe.execute(trx, [42, null, at]))[0]).toEqual({ n: 42, t: null, at });
    });
    // a statement error leaves the connection usable
    const failing = preparedStatement<{ n: number }>('test_failing', 'select 1 / $1::int as n');
    await expect(failing.execute(server.ctx.db, [0])).rejects.toThrow(/division by zero/);
    expect(await failing.execute(server.ctx.db, [1])).toEqual([{ n: 1 }]);
    expect(await probe.execute(server.ctx.db, [1, 'a', at])).toHaveLength(1);
  });

  it('refuses one name for two texts', () => {
    preparedStatement('test_twice', 'select 1');
    expect(() => preparedStatement('test_twice', 'select 2')).toThrow(/declared twice/);
  });
});

describe('member product list cache', () => {
  it('shows an operator’s change and a purchase at once in this process', async () => {
    const first = await productList();
    expect(first.records.map((p) => p.id)).toContain(money.product.id);

    const added = await money.admin.post('/admin/money/product/save', {
      name: 'Fresh plan',
      price: '10.00',
      dailyIncome: '1.00',
      periodDays: 10,
      stock: 50,
    });
    const afterSave = await productList();
    expect(afterSave.records.map((p) => p.name)).toContain('Fresh plan');
    expect(afterSave.total).toBe(first.total + 1);

    await money.admin.post('/admin/money/product/save', {
      id: added.id,
      name: 'Fresh plan',
      price: '10.00',
      dailyIncome: '1.00',
      periodDays: 10,
      stock: 50,
      status: 'off',
    });
    expect((await productList()).records.map((p) => p.id)).not.toContain(added.id);

    const buyer = await createMember(server.ctx.db, server.ctx.clock, { cash: 100_000n });
    const before = (await productList()).records.find((p) => p.id === money.product.id)!;
    await clientFor(server, buyer.token).post('/app/product/buy', {
      productId: money.product.id,
      quantity: 2,
      fundPassword: buyer.fundPassword,
    });
    const after = (await productList()).records.find((p) => p.id === money.product.id)!;
    expect(after.remaining).toBe(before.remaining - 2);
    expect(after.purchased).toBe(before.purchased + 2);
  });

  it('serves a change made elsewhere (another process, SQL) within the TTL, and each page size on its own', async () => {
    const before = await productList({ page: 1, size: 5 });
    const renamed = `Renamed ${Date.now()}`;
    await sql`update products set name = ${renamed} where id = ${money.product.id}`.execute(server.ctx.db);
    // the business clock moving on by a TTL makes the entry stale, like a second of real time
    server.ctx.clock.advance(PRODUCT_LIST_TTL_MS);
    const after = await productList({ page: 1, size: 5 });
    expect(after.records.find((p) => p.id === money.product.id)?.name).toBe(renamed);
    expect(before.records.length).toBeLessThanOrEqual(5);
    const bigger = await productList({ page: 1, size: 50 });
    expect(bigger.total).toBe(after.total);
  });

  it('keeps entries a TTL at most and never stores what was read before an invalidation', async () => {
    const cache = new ProductListCache(50);
    const now = new Date('2026-01-01T00:00:00Z');
    const token = cache.begin();
    cache.set('k', token, 'one', now, performance.now());
    expect(cache.get('k', now)).toBe('one');
    expect(cache.get('k', new Date(now.getTime() + 50))).toBeUndefined(); // business clock moved a TTL
    cache.set('k', cache.begin(), 'two', now, performance.now());
    expect(cache.get('k', new Date(now.getTime() - 1))).toBeUndefined(); // clock went back
    cache.set('k', cache.begin(), 'three', now, performance.now() - 50);
    expect(cache.get('k', now)).toBeUndefined(); // real time moved a TTL

    const stale = cache.begin();
    cache.invalidate();
    cache.set('k', stale, 'read before the change', now, performance.now());
    expect(cache.get('k', now)).toBeUndefined();
  });
});
