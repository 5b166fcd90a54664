/**
 * An operator voids an open order: it shows Invalid, the accrual job stops paying it, the purchase
 * no longer counts toward the per-member limit, and with `refund` the price returns to member cash
 * through the ledger exactly once. Ended or already-void orders are refused; members and support
 * operators cannot do it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/lib/clock.js';
import { startTestServer, type TestServer, longLivedMember } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor, expectRefusal } from '../support/clients.js';
import { balancesOf, expectBooksBalanced, operatorBalance, transferCount } from '../support/books.js';

let server: TestServer;
let money: MoneySetup;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
});
afterAll(async () => server?.close());

describe('operator voids an order', () => {
  it('stops the income, frees the limit, refunds once, and is audited', async () => {
    const limited = await money.admin.post('/admin/money/product/save', {
      name: 'Limited Ring Plan',
      price: '50.00',
      dailyIncome: '2.00',
      periodDays: 10,
      stock: 100,
      purchaseLimit: 1,
      agreement: 'Cooperation agreement',
    });
    const member = await longLivedMember(server, { cash: 100_00n });
    const client = clientFor(server, member.token);
    const buy = () =>
      client.post('/app/product/buy', { productId: limited.id, quantity: 1, fundPassword: member.fundPassword });
    const order = await buy();
    await expectRefusal(buy(), 400, 'You can hold at most 1 of this product');

    server.ctx.clock.advance(DAY_MS);
    expect((await money.finance.post('/admin/money/accrual/run')).accrualRows).toBe(1);
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '50.00', unreceived: '2.00' });

    // Members and support cannot void orders.
    await expectRefusal(client.post('/admin/money/order/invalidate', { id: order.id }), 50001);
    await expectRefusal(money.support.post('/admin/money/order/invalidate', { id: order.id }), 403);

    const salesBefore = await operatorBalance(server, 'product_sales');
    const voided = await money.finance.post('/admin/money/order/invalidate', {
      id: order.id,
      refund: true,
      reason: 'duplicate purchase',
    });
    expect(voided).toMatchObject({ id: order.id, statusText: 'Invalid', accruedDays: 1, accruedIncome: '2.00' });
    // The price comes back; income already accrued stays the member's.
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '100.00', unreceived: '2.00' });
    expect(Number(await operatorBalance(server, 'product_sales'))).toBe(Number(salesBefore) - 50);
    const details = await client.post('/app/user/account/findUserAccountRecordPage', { account: 'cash' });
    expect(details.records[0]).toMatchObject({
      type: 'order_refund',
      typeText: 'Order refund',
      signedAmount: '50.00',
      balanceAfter: '100.00',
    });
    expect((await client.post('/app/user/order/detail', { id: order.id })).statusText).toBe('Invalid');

    // Voiding again is refused and moves nothing.
    const transfers = await transferCount(server);
    await expectRefusal(
      money.finance.post('/admin/money/order/invalidate', { id: order.id, refund: true }),
      409,
      'This order is already invalid',
    );
    expect(await transferCount(server)).toBe(transfers);

    // The job pays nothing more for it.
    server.ctx.clock.advance(DAY_MS);
    expect((await money.finance.post('/admin/money/accrual/run')).accrualRows).toBe(0);
    expect(await balancesOf(server, member.id)).toMatchObject({ unreceived: '2.00' });

    // The void purchase no longer counts toward the limit of one.
    const again = await buy();
    expect(again.statusText).toBe('Not started');

    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before', 'after'])
      .where('action', '=', 'money.order.invalidate')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.target).toBe(`order:${order.id}`);
    expect(JSON.stringify(audit[0]!.before)).toContain('Valid');
    expect(JSON.stringify(audit[0]!.after)).toContain('duplicate purchase');
    await expectBooksBalanced(server);
  });

  it('without refund keeps the price in product sales', async () => {
    const member = await longLivedMember(server, { cash: 100_00n });
    const client = clientFor(server, member.token);
    const order = await client.post('/app/product/buy', {
      productId: money.product.id,
      quantity: 1,
      fundPassword: member.fundPassword,
    });
    const voided = await money.finance.post('/admin/money/order/invalidate', { id: order.id });
    expect(voided.statusText).toBe('Invalid');
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '0.00' });
    await expectBooksBalanced(server);
  });

  it('refuses ended and unknown orders', async () => {
    const member = await longLivedMember(server, { cash: 100_00n });
    const client = clientFor(server, member.token);
    const short = await money.admin.post('/admin/money/product/save', {
      name: 'One Day Plan',
      price: '10.00',
      dailyIncome: '1.00',
      periodDays: 1,
      stock: 10,
      purchaseLimit: 0,
      agreement: 'Cooperation agreement',
    });
    const order = await client.post('/app/product/buy', {
      productId: short.id,
      quantity: 1,
      fundPassword: member.fundPassword,
    });
    server.ctx.clock.advance(2 * DAY_MS);
    await money.finance.post('/admin/money/accrual/run');
    expect((await client.post('/app/user/order/detail', { id: order.id })).statusText).toBe('End');
    await expectRefusal(money.finance.post('/admin/money/order/invalidate', { id: order.id, refund: true }), 409);
    await expectRefusal(money.finance.post('/admin/money/order/invalidate', { id: 987654321 }), 404);
    await expectBooksBalanced(server);
  });
});
