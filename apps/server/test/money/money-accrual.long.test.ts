/**
 * Scale: a million Valid orders (200 000 members × 5) settle one business day in one accrual run,
 * in seconds, with the books balanced. Runs with `pnpm test:long`, meant for PostgreSQL:
 *   TEST_DB=postgres DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx vitest run --config vitest.long.config.ts test/money/money-accrual.long.test.ts
 * On PGlite it runs with 100 000 orders (set MONEY_LONG_ORDERS to change the size).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, usingPostgres, type TestServer } from '../support/fixtures.js';
import { DAY_MS } from '../../src/lib/clock.js';
import { runAccrual } from '../../src/modules/money/income/accrual.js';
import { addDays, businessDay } from '../../src/modules/money/time.js';
import { operatorAccountId } from '../../src/ledger/accounts.js';
import { transfer } from '../../src/ledger/transfers.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';

const ORDERS = Number(process.env.MONEY_LONG_ORDERS ?? (usingPostgres ? 1_000_000 : 100_000));
const PER_MEMBER = 5;
const MEMBERS = Math.ceil(ORDERS / PER_MEMBER);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe(`accrual of ${ORDERS} orders`, () => {
  it('settles a day in one set-based run, once, with the trial balance at zero', async () => {
    const db = server.ctx.db;
    const today = businessDay(server.ctx.clock.now(), 'UTC');
    const started = Date.now();
    await sql`insert into users (area_code, phone, username, password_hash, invitation_code)
              select '+0', 'bulk' || g, 'bulk' || g, 'x', 'BULK' || g from generate_series(1, ${MEMBERS}) g`.execute(
      db,
    );
    await sql`insert into ledger_accounts (code, user_id, debits_must_not_exceed_credits)
              select v.code, u.id, true from users u cross join (values ('member_cash'), ('member_unreceived')) v(code)
              where u.area_code = '+0'`.execute(db);
    const product = await db
      .insertInto('products')
      .values({
        name: 'Bulk Plan',
        price: 10_000n,
        daily_income: 500n,
        period_days: 30,
        stock: 0,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into product_orders (order_no, user_id, product_id, product_name, quantity, unit_price, amount,
                daily_income, period_days, total_income, start_day, expire_day, status, transfer_id, created_at)
              select 'BULK-' || u.id || '-' || k, u.id, ${product.id}, 'Bulk Plan', 1, 10000, 10000, 500, 30, 15000,
                     ${addDays(today, 1)}::date, ${addDays(today, 31)}::date, 'not_started', 'bulk', now()
              from users u cross join generate_series(1, ${PER_MEMBER}) k
              where u.area_code = '+0'
              limit ${ORDERS}`.execute(db);
    await db.transaction().execute(async (trx) =>
      transfer(trx, {
        id: 'bulk-reserve',
        debitAccountId: await operatorAccountId(trx, 'operator_capital'),
        creditAccountId: await operatorAccountId(trx, 'income_reserve'),
        amount: BigInt(ORDERS) * 500n * 40n,
        code: 'reserve_funding',
      }),
    );
    await sql`analyze`.execute(db);
    console.log(`seeded ${ORDERS} orders in ${Date.now() - started} ms`);

    server.ctx.clock.advance(DAY_MS);
    const t0 = Date.now();
    const result = await runAccrual(db, server.ctx.clock.now());
    const elapsed = Date.now() - t0;
    console.log(
      `accrual of ${ORDERS} orders: ${elapsed} ms (${result.accrualRows} rows, ${result.transfers} transfers)`,
    );
    expect(result.accrualRows).toBe(ORDERS);
    // one ledger transfer for the day (income_reserve → income_payable); the rows are the sub-ledger
    expect(result.transfers).toBe(1);
    expect(result.amount).toBe(BigInt(ORDERS) * 500n);
    if (usingPostgres) expect(elapsed).toBeLessThan(60_000);

    const t1 = Date.now();
    const again = await runAccrual(db, server.ctx.clock.now());
    console.log(`second run the same day: ${Date.now() - t1} ms`);
    expect(again.accrualRows).toBe(0);

    // Two days of downtime: both caught up in one run.
    server.ctx.clock.advance(2 * DAY_MS);
    const t2 = Date.now();
    const catchUp = await runAccrual(db, server.ctx.clock.now());
    console.log(`catch-up of 2 days: ${Date.now() - t2} ms (${catchUp.accrualRows} rows)`);
    expect(catchUp.accrualRows).toBe(2 * ORDERS);
    expect(catchUp.transfers).toBe(2);

    const payable = await db
      .selectFrom('ledger_accounts')
      .select(sql<string>`(credits_posted - debits_posted)::text`.as('balance'))
      .where('id', '=', await operatorAccountId(db, 'income_payable'))
      .executeTakeFirstOrThrow();
    expect(BigInt(payable.balance)).toBe(3n * BigInt(ORDERS) * 500n);
    const tb = await trialBalance(db);
    expect(tb).toMatchObject({ ok: true, incomePayableDifference: 0n });
  });
});
