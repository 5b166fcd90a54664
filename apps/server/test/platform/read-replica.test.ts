/**
 * DATABASE_READ_URL (issue 18, beyond one machine): the hot read-only pages (product list, records
 * pages) read from the replica, and a member who just wrote reads them from the primary. A second
 * PostgreSQL schema stands in for the replica: migrated, but holding none of the primary's rows,
 * so which database answered is plain from the answer (this proves the routing, not replication).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedSchema, openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { READ_YOUR_WRITES_COOKIE } from '../../src/http/read-routing.js';
import { writingSql } from '../../src/db/write-tracking.js';
import { createMember, startTestServer, usingPostgres, type TestServer } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor } from '../support/clients.js';

describe('which statements count as writes', () => {
  it('a write anywhere in the text counts (a purchase writes in its CTEs); a read, a row lock or a column name does not', () => {
    expect(writingSql('with p as (update products set stock = stock - 1 returning id) select 1 from p')).toBe(true);
    expect(writingSql('with o as (insert into product_orders (id) values (1) returning id) select 1')).toBe(true);
    expect(writingSql('update ledger_accounts a set debits_posted = 1 from m where a.id = m.id')).toBe(true);
    expect(writingSql('DELETE FROM sessions WHERE id = $1')).toBe(true);
    expect(writingSql('select id, updated_at from products where id = $1 for update')).toBe(false);
    expect(writingSql('select s.subject_id from sessions s where s.token_hash = $1')).toBe(false);
  });
});

describe.skipIf(!usingPostgres)('reads from a replica, with read-your-writes', () => {
  let server: TestServer;
  let replica: Database;
  let dropReplica: () => Promise<void>;
  let money: MoneySetup;
  const STICKY_MS = 10_000;

  beforeAll(async () => {
    const schema = await createIsolatedSchema(process.env.DATABASE_URL!, `replica_${randomBytes(5).toString('hex')}`);
    dropReplica = schema.drop;
    replica = await openDatabase({ databaseUrl: schema.url, poolSize: 2 });
    await migrate(replica.db);
    server = await startTestServer({ databaseReadUrl: schema.url, databaseReadStickyMs: STICKY_MS });
    money = await setUpMoney(server);
  });
  afterAll(async () => {
    await server?.close();
    await replica?.close();
    await dropReplica?.();
  });

  /** One records page through HTTP, with the cookie header given (if any). */
  async function movements(token: string, cookie?: string) {
    const response = await fetch(`${server.url}/core/app/user/account/findUserAccountRecordPage`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-access-token': token,
        ...(cookie ? { cookie } : {}),
      },
      body: 'page=1&size=20',
    });
    const body = (await response.json()) as { code: number; result: { total: number } };
    expect(body.code).toBe(200);
    return body.result.total;
  }

  it('serves the product list from the replica', async () => {
    const primaryCount = await server.ctx.db.selectFrom('products').select('id').execute();
    expect(primaryCount.length).toBeGreaterThan(0);
    const anonymous = clientFor(server);
    // the replica has no products: what the members see comes from it
    expect((await anonymous.post('/app/product/page', { page: 1, size: 7 })).total).toBe(0);
    const row = await server.ctx.db.selectFrom('products').selectAll().where('id', '=', BigInt(money.product.id)).executeTakeFirstOrThrow();
    const { total_income: _generated, ...columns } = row; // a generated column
    await replica.db.insertInto('products').values({ ...columns, name: 'Copy on the replica' }).execute();
    const page = await anonymous.post('/app/product/page', { page: 1, size: 8 });
    expect(page.records.map((p) => p.name)).toEqual(['Copy on the replica']);
  });

  it('a member who just wrote reads from the primary; one who did not, from the replica', async () => {
    const writer = await createMember(server.ctx.db, server.ctx.clock, { cash: 50_000n });
    const reader = await createMember(server.ctx.db, server.ctx.clock, { cash: 50_000n });
    // both have a deposit on the primary (written by the fixture, not through a request): the
    // replica knows neither of them
    expect(await movements(writer.token)).toBe(0);
    expect(await movements(reader.token)).toBe(0);

    const bought = await fetch(`${server.url}/core/app/product/buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-access-token': writer.token },
      body: new URLSearchParams({ productId: String(money.product.id), quantity: '1', fundPassword: writer.fundPassword, requestId: 'rr-1' }),
    });
    expect(((await bought.json()) as { code: number }).code).toBe(200);
    const cookie = bought.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${READ_YOUR_WRITES_COOKIE}=\\d+; Max-Age=10; Path=/core; HttpOnly; SameSite=Strict`));

    // the writer's next page shows the deposit and the purchase: the primary answered
    expect(await movements(writer.token)).toBe(2);
    // the reader still reads from the replica
    expect(await movements(reader.token)).toBe(0);

    // another process (which never saw the write) goes by the cookie the browser sends back
    const sent = cookie.split(';')[0]!;
    expect(await movements(reader.token, sent)).toBe(1);

    // once the window has passed, the writer is back on the replica
    server.ctx.clock.advance(STICKY_MS + 1);
    expect(await movements(writer.token)).toBe(0);
    expect(await movements(reader.token, sent)).toBe(0);
  });

  it('reads only: a request that writes nothing does not stick, and the replica refuses writes', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 50_000n });
    const info = await fetch(`${server.url}/core/app/user/getUserInfo`, {
      method: 'POST',
      headers: { 'x-access-token': member.token },
    });
    expect(((await info.json()) as { code: number }).code).toBe(200);
    expect(info.headers.get('set-cookie')).toBeNull();
    expect(await movements(member.token)).toBe(0);
    await expect(
      server.ctx.replica!.updateTable('products').set({ name: 'stray write' }).execute(),
    ).rejects.toThrow(/read-only transaction/);
  });
});
