/**
 * The daily income accrual on a real database: catch-up after downtime, exactly once per order per
 * day under repeated and concurrent runs (also while members collect), the reserve shortfall
 * (nothing paid, shortfall row, alert, retried after funding), and orders ending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer, type TestMember, longLivedMember } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor } from '../support/clients.js';
import { balancesOf, expectBooksBalanced, operatorBalance } from '../support/books.js';
import { DAY_MS } from '../../src/lib/clock.js';
import { runAccrual } from '../../src/modules/money/income/accrual.js';
import { memberBalances } from '../../src/ledger/accounts.js';

let server: TestServer;
let money: MoneySetup;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server, { reserve: '1000.00' });
});
afterAll(async () => server?.close());

const now = () => server.ctx.clock.now();

async function accrualRows(orderIds: number[]) {
  const rows = await server.ctx.db
    .selectFrom('income_accruals')
    .select(['order_id', (eb) => eb.fn.countAll().as('n')])
    .where('order_id', 'in', orderIds.map(BigInt))
    .groupBy('order_id')
    .execute();
  return Object.fromEntries(rows.map((r) => [Number(r.order_id), Number(r.n)]));
}

/**
 * Every transfer on income_payable carries the account's running balance (balance_after is
 * meaningful): in ledger order, each one's balance after is the sum of the movements up to it.
 */
async function expectPayableRunningBalances() {
  const rows = await sql<{ code: string; after: string; running: string }>`
    with payable as (select id from ledger_accounts where code = 'income_payable' and user_id is null)
    select t.code,
           (case when t.credit_account_id = p.id then t.credit_balance_after else t.debit_balance_after end)::text as after,
           (sum(case when t.credit_account_id = p.id then t.amount else -t.amount end) over (order by t.seq))::text as running
    from ledger_transfers t cross join payable p
    where p.id in (t.credit_account_id, t.debit_account_id)
    order by t.seq`.execute(server.ctx.db);
  expect(rows.rows.length).toBeGreaterThan(0);
  for (const r of rows.rows) expect(r.after, r.code).toBe(r.running);
}

describe('income accrual', () => {
  const members: TestMember[] = [];
  const orderIds: number[] = [];

  it('catches up every missed day, once, with concurrent runs and members collecting meanwhile', async () => {
    for (let i = 0; i < 6; i += 1) {
      const m = await longLivedMember(server, { cash: 100_000n });
      members.push(m);
      const client = clientFor(server, m.token);
      for (let k = 0; k <= i % 3; k += 1) {
        const order = await client.post('/app/product/buy', {
          productId: money.product.id,
          fundPassword: m.fundPassword,
        });
        orderIds.push(order.id);
      }
    }
    // 6 members, 12 orders of 5.00 a day. The server was "down" for three days.
    expect(orderIds).toHaveLength(12);
    server.ctx.clock.advance(3 * DAY_MS);
    const runs = await Promise.all([
      runAccrual(server.ctx.db, now()),
      runAccrual(server.ctx.db, now()),
      money.finance.post('/admin/money/accrual/run'),
      runAccrual(server.ctx.db, now()),
      // a member collects while the job runs
      clientFor(server, members[5]!.token)
        .post('/app/user/productIncome/receive', {})
        .catch(() => null),
    ]);
    const paid = runs.slice(0, 4).map((r) => (r && 'accrualRows' in r ? r.accrualRows : 0));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(36);
    expect(paid.filter((n) => n > 0)).toHaveLength(1);
    expect(await accrualRows(orderIds)).toEqual(Object.fromEntries(orderIds.map((id) => [id, 3])));
    expect(await operatorBalance(server, 'income_reserve')).toBe('820.00');

    // Each member holds 3 days × 5.00 × their orders, unreceived or already collected.
    for (const [i, m] of members.entries()) {
      const b = await memberBalances(server.ctx.db, m.id);
      const orders = BigInt((i % 3) + 1);
      expect(b.unreceived.balance + (b.cash.balance - (100_000n - orders * 10_000n))).toBe(orders * 1500n);
    }
    // One accrual transfer per day paid, reserve → income_payable, for that day's 12 orders.
    const dayTransfers = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select(['amount', 'user_id'])
      .where('code', '=', 'income_accrual')
      .execute();
    expect(dayTransfers).toEqual([1, 2, 3].map(() => ({ amount: 6_000n, user_id: null })));
    await expectPayableRunningBalances();
    await expectBooksBalanced(server);

    // Running again the same day pays nothing.
    expect((await runAccrual(server.ctx.db, now())).accrualRows).toBe(0);
  });

  it('pays nothing for a day the reserve cannot cover, alerts, and pays it after funding', async () => {
    // 820.00 left; one day needs 60.00. Drain the reserve to 50.00 by buying more orders?
    // Simpler: tighten the reserve through a big day: 12 orders × 5.00 = 60.00/day; skip 14 days.
    server.ctx.clock.advance(14 * DAY_MS);
    const short = await runAccrual(server.ctx.db, now());
    // 820 / 60 = 13 full days; the 14th and nothing after it.
    expect(short.daysPaid).toHaveLength(13);
    expect(short.shortfalls).toHaveLength(1);
    expect(short.shortfalls[0]).toMatchObject({ needed: 6000n, available: 4000n });
    expect(await operatorBalance(server, 'income_reserve')).toBe('40.00');

    const alerts = await money.support.post('/admin/money/reserve/alerts', { openOnly: true });
    expect(alerts.total).toBe(1);
    expect(alerts.records[0]).toMatchObject({
      kind: 'shortfall',
      needed: '60.00',
      available: '40.00',
      day: short.shortfalls[0]!.day,
    });
    const status = await money.support.post('/admin/money/reserve/status');
    expect(status).toMatchObject({
      reserveBalance: '40.00',
      covered: false,
      openShortfallDays: 1,
      dailyIncomeDue: '60.00',
    });
    // 12 orders × 30 days × 5.00 = 1800.00 in total, 16 days paid = 960.00: 840.00 still to come.
    expect(status.outstandingIncome).toBe('840.00');

    // Running again does not pay it and does not raise a second alert.
    expect((await runAccrual(server.ctx.db, now())).accrualRows).toBe(0);
    expect((await money.support.post('/admin/money/reserve/alerts', {})).total).toBe(1);
    const shortfall = await server.ctx.db
      .selectFrom('income_shortfalls')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(shortfall.attempts).toBe(2);

    await money.finance.post('/admin/money/reserve/fund', { amount: '2000.00', note: 'top up' });
    const caughtUp = await money.finance.post('/admin/money/accrual/run');
    expect(caughtUp).toMatchObject({ accrualRows: 12, amount: '60.00', shortfalls: [] });
    const resolved = await server.ctx.db
      .selectFrom('income_shortfalls')
      .select('resolved_at')
      .executeTakeFirstOrThrow();
    expect(resolved.resolved_at).not.toBeNull();
    expect(await accrualRows(orderIds)).toEqual(Object.fromEntries(orderIds.map((id) => [id, 17])));
    await money.finance.post('/admin/money/reserve/alerts/ack', { id: alerts.records[0]!.id });
    expect((await money.support.post('/admin/money/reserve/alerts', { openOnly: true })).total).toBe(0);
    await expectBooksBalanced(server);
  });

  it('receives one order’s income, then ends orders after their last day', async () => {
    const m = members[2]!; // three orders
    const client = clientFor(server, m.token);
    const before = await balancesOf(server, m.id);
    const orderId = (await client.post('/app/user/order/page', {})).records[0]!.id;
    const one = await client.post('/app/user/productIncome/receive', { orderId });
    expect(one).toMatchObject({ amount: '85.00', days: 17, orderId });
    expect(Number((await balancesOf(server, m.id)).unreceived)).toBe(Number(before.unreceived) - 85);
    // Another member's order reads as not found.
    const other = clientFor(server, members[0]!.token);
    await expect(other.post('/app/user/productIncome/receive', { orderId })).rejects.toMatchObject({
      code: 404,
    });

    // Past the 30th income day: everything paid, orders End.
    server.ctx.clock.advance(20 * DAY_MS);
    const last = await runAccrual(server.ctx.db, now());
    expect(last.accrualRows).toBe(12 * 13);
    expect(last.ordersEnded).toBe(12);
    expect(await accrualRows(orderIds)).toEqual(Object.fromEntries(orderIds.map((id) => [id, 30])));
    const order = await client.post('/app/user/order/detail', { id: orderId });
    expect(order).toMatchObject({
      status: 2,
      statusText: 'End',
      accruedDays: 30,
      accruedIncome: '150.00',
      remainingIncome: '0.00',
    });
    const info = await client.post('/app/user/productIncome/info');
    expect(info.fixedIncome).toBe('0.00');
    expect((await runAccrual(server.ctx.db, now())).accrualRows).toBe(0);
    await expectBooksBalanced(server);
  });

  it('collects each row once under concurrent collections (double taps of one key, racing keys)', async () => {
    const payableBefore = await operatorBalance(server, 'income_payable');
    const expected = await Promise.all(members.map(async (m) => (await balancesOf(server, m.id)).unreceived));
    // every member: the same key tapped 5 times, racing 5 other keys
    const calls = members.flatMap((m) => {
      const client = clientFor(server, m.token);
      const tap = () => client.post('/app/user/productIncome/receive', { requestId: `tap-${m.id}` });
      const other = (k: number) =>
        client.post('/app/user/productIncome/receive', { requestId: `other-${m.id}-${k}` });
      return [
        tap,
        tap,
        () => other(1),
        tap,
        () => other(2),
        tap,
        () => other(3),
        tap,
        () => other(4),
        () => other(5),
      ].map((call) =>
        call().then(
          (r) => ({ member: m.id, ...r }),
          () => null,
        ),
      );
    });
    const done = (await Promise.all(calls)).filter((r) => r !== null);
    for (const [i, m] of members.entries()) {
      const mine = done.filter((r) => r.member === m.id);
      // the taps of one key answer the same collection; all collections add up to what was unreceived
      const transfers = new Map(mine.map((r) => [r.transferId, r.amount]));
      const total = [...transfers.values()].reduce((sum, a) => sum + Math.round(Number(a) * 100), 0);
      expect(total, `member ${i}`).toBe(Math.round(Number(expected[i]) * 100));
      expect((await balancesOf(server, m.id)).unreceived).toBe('0.00');
    }
    const rows = await sql<{ n: string }>`
      select count(*)::text as n from income_accruals a
      where a.received_at is not null
        and not exists (select 1 from ledger_transfers t where t.id = a.receive_transfer_id and t.code = 'income_receive')`.execute(
      server.ctx.db,
    );
    expect(rows.rows[0]!.n).toBe('0');
    const collected = expected.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0);
    expect(Math.round(Number(await operatorBalance(server, 'income_payable')) * 100)).toBe(
      Math.round(Number(payableBefore) * 100) - collected,
    );
    await expectPayableRunningBalances();
    await expectBooksBalanced(server);
  });
});
