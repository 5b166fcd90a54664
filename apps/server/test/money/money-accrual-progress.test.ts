/**
 * Order progress without a daily write per order (issue #8, migration 0042): an order in step with
 * the job ('valid') is paid through the latest accrual_runs.paid_through, and what members and
 * operators read (order detail and list, income info, reserve status) is derived from that day.
 * Orders behind the step (a purchase that committed after the run that paid its first day, a
 * shortfall on such an order) keep their own progress until they catch up; voiding stores the
 * progress; a day found already paid stops the run without paying anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer, longLivedMember } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor } from '../support/clients.js';
import { balancesOf, expectBooksBalanced, operatorBalance } from '../support/books.js';
import { DAY_MS } from '../../src/lib/clock.js';
import { runAccrual } from '../../src/modules/money/income/accrual.js';
import { addDays, businessDay } from '../../src/modules/money/time.js';

const quiet = { log: () => {} };

async function rowVersion(server: TestServer, orderId: number) {
  const r = await sql<{
    v: string;
  }>`select xmin::text as v from product_orders where id = ${orderId}`.execute(server.ctx.db);
  return r.rows[0]!.v;
}

async function storedProgress(server: TestServer, orderId: number) {
  const r = await sql<{ status: string; last: string | null; days: number; total: string }>`
    select status, to_char(base_last_accrued_day, 'YYYY-MM-DD') as last, base_accrued_days as days,
           base_accrued_total::text as total
    from product_orders where id = ${orderId}`.execute(server.ctx.db);
  return r.rows[0]!;
}

async function accrualDays(server: TestServer, orderId: number) {
  const r = await sql<{ n: string; first: string | null; last: string | null }>`
    select count(*)::text as n, to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last
    from income_accruals where order_id = ${orderId}`.execute(server.ctx.db);
  return { n: Number(r.rows[0]!.n), first: r.rows[0]!.first, last: r.rows[0]!.last };
}

/** An order row as a purchase that committed late would leave it: Not started, nothing paid. */
async function insertOrder(server: TestServer, userId: bigint, productId: number, startDay: string) {
  const r = await sql<{ id: string }>`
    insert into product_orders (order_no, user_id, product_id, product_name, quantity, unit_price, amount,
                                daily_income, period_days, total_income, start_day, expire_day, status,
                                transfer_id, created_at)
    values (${`LATE-${startDay}-${userId}`}, ${userId}, ${productId}, 'Late plan', 1, 10000, 10000, 500, 30, 15000,
            ${startDay}::date, ${startDay}::date + 30, 'not_started', 'late', now())
    returning id::text`.execute(server.ctx.db);
  return Number(r.rows[0]!.id);
}

describe('order progress derived from the paid-through day', () => {
  let server: TestServer;
  let money: MoneySetup;
  beforeAll(async () => {
    server = await startTestServer();
    money = await setUpMoney(server, { reserve: '10000.00' });
  });
  afterAll(async () => server?.close());
  const now = () => server.ctx.clock.now();
  const today = () => businessDay(now(), 'UTC');

  it('pays in-step orders without rewriting them, and every reader sees the days paid', async () => {
    const m = await longLivedMember(server, { cash: 100_000n });
    const client = clientFor(server, m.token);
    const order = await client.post('/app/product/buy', {
      productId: money.product.id,
      fundPassword: m.fundPassword,
    });

    server.ctx.clock.advance(DAY_MS);
    const first = await runAccrual(server.ctx.db, now(), quiet);
    expect(first).toMatchObject({ ordersStarted: 1, ordersEnded: 0 });
    expect(await storedProgress(server, order.id)).toMatchObject({ status: 'valid', last: today(), days: 1 });
    const written = await rowVersion(server, order.id);

    // Three more days (one down), then one more: the order row is never written again.
    server.ctx.clock.advance(2 * DAY_MS);
    expect((await runAccrual(server.ctx.db, now(), quiet)).accrualRows).toBeGreaterThanOrEqual(2);
    server.ctx.clock.advance(DAY_MS);
    expect((await runAccrual(server.ctx.db, now(), quiet)).ordersStarted).toBe(0);
    expect(await rowVersion(server, order.id)).toBe(written);
    expect(await storedProgress(server, order.id)).toMatchObject({ days: 1 });
    expect(await accrualDays(server, order.id)).toMatchObject({ n: 4, last: today() });

    // The row's stored progress lags (1 day); no query can read it under the old names, and the
    // one view every reader uses has the days paid.
    await expect(
      sql`select accrued_days from product_orders where id = ${order.id}`.execute(server.ctx.db),
    ).rejects.toThrow(/accrued_days/);
    const viewed = await sql<{ days: number; total: string; last: string }>`
      select accrued_days as days, accrued_total::text as total, to_char(last_accrued_day, 'YYYY-MM-DD') as last
      from product_order_progress where id = ${order.id}`.execute(server.ctx.db);
    expect(viewed.rows[0]).toMatchObject({ days: 4, total: '2000', last: today() });

    // What the member reads: 4 days × 5.00.
    const detail = await client.post('/app/user/order/detail', { id: order.id });
    expect(detail).toMatchObject({
      statusText: 'Valid',
      accruedDays: 4,
      accruedIncome: '20.00',
      remainingIncome: '130.00',
      lastAccruedDate: today(),
    });
    const page = await client.post('/app/user/order/page', { status: 'valid' });
    expect(page.records.find((r) => r.id === order.id)).toMatchObject({
      accruedDays: 4,
      accruedIncome: '20.00',
    });
    expect((await client.post('/app/user/order/page', { status: 'end' })).total).toBe(0);
    const info = await client.post('/app/user/productIncome/info');
    expect(info).toMatchObject({ fixedIncome: '130.00', totalIncome: '20.00', todayIncome: '5.00' });
    const income = await client.post('/app/user/productIncome/page', { orderId: order.id });
    expect(income.total).toBe(4);
    await expectBooksBalanced(server);
  });

  it('catches up an order whose purchase committed after the run that paid its first day', async () => {
    const m = await longLivedMember(server, { cash: 0n });
    const client = clientFor(server, m.token);
    // Today was paid already; this order should have earned yesterday and today.
    const late = await insertOrder(server, m.id, money.product.id, addDays(today(), -1));
    const reserveBefore = Number(await operatorBalance(server, 'income_reserve'));

    const run = await runAccrual(server.ctx.db, now(), quiet);
    expect(run).toMatchObject({ accrualRows: 2, amount: 1000n, ordersStarted: 1, paidThrough: today() });
    expect(await storedProgress(server, late)).toMatchObject({ status: 'valid', last: today(), days: 2 });
    expect(Number(await operatorBalance(server, 'income_reserve'))).toBe(reserveBefore - 10);
    expect((await balancesOf(server, m.id)).unreceived).toBe('10.00');
    expect(await client.post('/app/user/order/detail', { id: late })).toMatchObject({
      accruedDays: 2,
      accruedIncome: '10.00',
    });

    // From now on it is in step: the next day is paid without writing it.
    const written = await rowVersion(server, late);
    server.ctx.clock.advance(DAY_MS);
    await runAccrual(server.ctx.db, now(), quiet);
    expect(await rowVersion(server, late)).toBe(written);
    expect(await accrualDays(server, late)).toMatchObject({ n: 3, last: today() });
    expect(await client.post('/app/user/order/detail', { id: late })).toMatchObject({
      accruedDays: 3,
      accruedIncome: '15.00',
      lastAccruedDate: today(),
    });
    await expectBooksBalanced(server);
  });

  it('stores the progress of an in-step order when it is voided', async () => {
    const m = await longLivedMember(server, { cash: 100_000n });
    const client = clientFor(server, m.token);
    const order = await client.post('/app/product/buy', {
      productId: money.product.id,
      fundPassword: m.fundPassword,
    });
    server.ctx.clock.advance(DAY_MS);
    await runAccrual(server.ctx.db, now(), quiet);
    server.ctx.clock.advance(2 * DAY_MS);
    await runAccrual(server.ctx.db, now(), quiet);
    // In step, 3 days paid; the row still says 1.
    expect(await storedProgress(server, order.id)).toMatchObject({ status: 'valid', days: 1 });

    const voided = await money.finance.post('/admin/money/order/invalidate', { id: order.id });
    expect(voided).toMatchObject({ statusText: 'Invalid', accruedDays: 3, accruedIncome: '15.00' });
    expect(await storedProgress(server, order.id)).toMatchObject({
      status: 'invalid',
      last: today(),
      days: 3,
      total: '1500',
    });

    // Later runs pay it nothing and it keeps reading 3 days.
    server.ctx.clock.advance(2 * DAY_MS);
    await runAccrual(server.ctx.db, now(), quiet);
    expect(await accrualDays(server, order.id)).toMatchObject({ n: 3 });
    expect(await client.post('/app/user/order/detail', { id: order.id })).toMatchObject({
      statusText: 'Invalid',
      accruedDays: 3,
      accruedIncome: '15.00',
    });
    await expectBooksBalanced(server);
  });

  it('stops and pays nothing when a day it is about to pay was already paid', async () => {
    const m = await longLivedMember(server, { cash: 100_000n });
    const client = clientFor(server, m.token);
    const order = await client.post('/app/product/buy', {
      productId: money.product.id,
      fundPassword: m.fundPassword,
    });
    server.ctx.clock.advance(DAY_MS);
    // A row for today that no run wrote (progress and rows out of step).
    await sql`insert into income_accruals (order_id, day, user_id, amount, run_id)
              values (${order.id}, ${today()}::date, ${m.id}, 500, 0)`.execute(server.ctx.db);
    const reserve = await operatorBalance(server, 'income_reserve');
    const runs = await sql<{ n: string }>`select count(*)::text as n from accrual_runs`.execute(
      server.ctx.db,
    );

    await expect(runAccrual(server.ctx.db, now(), quiet)).rejects.toThrow(/already paid.*nothing was paid/);
    expect(await operatorBalance(server, 'income_reserve')).toBe(reserve);
    expect(
      (await sql<{ n: string }>`select count(*)::text as n from accrual_runs`.execute(server.ctx.db)).rows[0]!
        .n,
    ).toBe(runs.rows[0]!.n);

    await sql`delete from income_accruals where order_id = ${order.id} and run_id = 0`.execute(server.ctx.db);
    expect((await runAccrual(server.ctx.db, now(), quiet)).accrualRows).toBeGreaterThan(0);
    expect(await client.post('/app/user/order/detail', { id: order.id })).toMatchObject({ accruedDays: 1 });
    await expectBooksBalanced(server);
  });
});

describe('an order behind the step and a short reserve', () => {
  let server: TestServer;
  let money: MoneySetup;
  beforeAll(async () => {
    server = await startTestServer();
    money = await setUpMoney(server, { reserve: '10.00' });
  });
  afterAll(async () => server?.close());
  const now = () => server.ctx.clock.now();
  const today = () => businessDay(now(), 'UTC');

  it('keeps its own progress until the reserve covers its days, then joins the step', async () => {
    const m = await longLivedMember(server, { cash: 100_000n });
    const client = clientFor(server, m.token);
    const inStep = await client.post('/app/product/buy', {
      productId: money.product.id,
      fundPassword: m.fundPassword,
    });
    server.ctx.clock.advance(DAY_MS);
    expect((await runAccrual(server.ctx.db, now(), quiet)).amount).toBe(500n); // 5.00 left in the reserve

    // A late order that should have earned yesterday and today: 10.00, only 5.00 available.
    const late = await insertOrder(server, m.id, money.product.id, addDays(today(), -1));
    const short = await runAccrual(server.ctx.db, now(), quiet);
    expect(short).toMatchObject({ accrualRows: 1, amount: 500n, paidThrough: addDays(today(), -1) });
    expect(short.shortfalls).toEqual([{ day: today(), needed: 500n, available: 0n }]);
    expect(await storedProgress(server, late)).toMatchObject({
      status: 'not_started',
      last: addDays(today(), -1),
      days: 1,
    });
    // The in-step order still reads its day; the late one its one day.
    expect(await client.post('/app/user/order/detail', { id: inStep.id })).toMatchObject({ accruedDays: 1 });
    expect(await client.post('/app/user/order/detail', { id: late })).toMatchObject({ accruedDays: 1 });

    // Next day, nothing available: nothing paid for anyone.
    server.ctx.clock.advance(DAY_MS);
    expect((await runAccrual(server.ctx.db, now(), quiet)).accrualRows).toBe(0);

    await money.finance.post('/admin/money/reserve/fund', { amount: '100.00', note: 'top up' });
    const caughtUp = await runAccrual(server.ctx.db, now(), quiet);
    // in step: today; late: yesterday and today
    expect(caughtUp).toMatchObject({ accrualRows: 3, amount: 1500n, shortfalls: [], ordersStarted: 1 });
    expect(await storedProgress(server, late)).toMatchObject({ status: 'valid', last: today(), days: 3 });
    expect(await accrualDays(server, inStep.id)).toMatchObject({ n: 2, last: today() });
    expect(await accrualDays(server, late)).toMatchObject({ n: 3, last: today() });
    expect(await client.post('/app/user/order/detail', { id: inStep.id })).toMatchObject({
      accruedDays: 2,
      lastAccruedDate: today(),
    });
    expect(await client.post('/app/user/order/detail', { id: late })).toMatchObject({ accruedDays: 3 });
    expect(await money.support.post('/admin/money/reserve/status')).toMatchObject({
      outstandingIncome: `${(2 * 150 - 5 * 5).toFixed(2)}`,
    });
    await expectBooksBalanced(server);
  });
});
