/**
 * Races on a real database: many withdrawals on one account, one idempotency key used 50 times,
 * more buyers than stock. Nothing may be overdrawn, bought twice or oversold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError as ClientApiError } from '@aurum/api-client';
import { startTestServer, type TestServer, createMember } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor } from '../support/clients.js';
import { balancesOf, expectBooksBalanced, operatorBalance } from '../support/books.js';

let server: TestServer;
let money: MoneySetup;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
});
afterAll(async () => server?.close());

describe('concurrency', () => {
  it('200 concurrent withdrawal applications never overdraw the account', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 100_000n });
    const client = clientFor(server, member.token);
    const card = await client.post('/app/userBank/saveOrUpdate', {
      payeeName: 'Race',
      receiveAccount: '12345678',
      bankId: money.bankId,
    });

    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        client.post('/app/user/withdrawal/apply', {
          amount: '10.00',
          bankCardId: card.id,
          fundPassword: member.fundPassword,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    // 1000.00 of cash holds exactly 100 withdrawals of 10.00 (fee included).
    expect(ok).toHaveLength(100);
    expect(refused).toHaveLength(100);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ClientApiError);
      expect((r.reason as ClientApiError).code).toBe(10001);
    }
    expect(await balancesOf(server, member.id)).toEqual({
      cash: '1000.00',
      available: '0.00',
      frozen: '1000.00',
      unreceived: '0.00',
    });
    const count = await server.ctx.db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(100);
    await expectBooksBalanced(server);
  }, 180_000);

  it('buying 50 times with one idempotency key buys once', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 100_000n });
    const client = clientFor(server, member.token);
    const salesBefore = await operatorBalance(server, 'product_sales');
    const key = `buy-${member.id}-once`;
    const orders = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? client.post(
              '/app/product/buy',
              { productId: money.product.id, fundPassword: member.fundPassword },
              { idempotencyKey: key },
            )
          : client.post('/app/product/buy', {
              productId: money.product.id,
              fundPassword: member.fundPassword,
              requestId: key,
            }),
      ),
    );
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '900.00' });
    expect(Number(await operatorBalance(server, 'product_sales')) - Number(salesBefore)).toBe(100);
    const goods = await client.post('/app/user/order/page', {});
    expect(goods.total).toBe(1);
    // A new key is a new purchase.
    await client.post(
      '/app/product/buy',
      { productId: money.product.id, fundPassword: member.fundPassword },
      { idempotencyKey: `${key}-2` },
    );
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '800.00' });
    await expectBooksBalanced(server);
  });

  it('never oversells: 20 buyers race for 5 units', async () => {
    const product = await money.admin.post('/admin/money/product/save', {
      name: 'Diamond Ring Plan',
      price: '10.00',
      dailyIncome: '1.00',
      periodDays: 10,
      stock: 5,
    });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, () => createMember(server.ctx.db, server.ctx.clock, { cash: 10_000n })),
    );
    const results = await Promise.allSettled(
      buyers.map((b) =>
        clientFor(server, b.token).post('/app/product/buy', {
          productId: product.id,
          fundPassword: b.fundPassword,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as ClientApiError).message).toBe('Not enough stock left');
    }
    const after = await money.support.post('/admin/money/product/page', { size: 100 });
    expect(after.records.find((p) => p.id === product.id)).toMatchObject({
      remaining: 0,
      purchased: 5,
      onSale: false,
    });
    await expectBooksBalanced(server);
  });

  it('holds the per-member limit under concurrent purchases', async () => {
    const product = await money.admin.post('/admin/money/product/save', {
      name: 'Pearl Necklace Plan',
      price: '10.00',
      dailyIncome: '1.00',
      periodDays: 10,
      stock: 100,
      purchaseLimit: 2,
    });
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 10_000n });
    const client = clientFor(server, member.token);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        client.post('/app/product/buy', { productId: product.id, fundPassword: member.fundPassword }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect((refused!.reason as ClientApiError).message).toBe('You can hold at most 2 of this product');
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '80.00' });
  });
});
