/**
 * Section 3: the daily income accrual (runAccrual, money feature) over N Valid orders, next to one
 * bare `INSERT … SELECT` of N rows into a table of the same shape as income_accruals (same
 * columns, keys and indexes: `like income_accruals including all`).
 */
import { sql, type Database } from '../apps/server/src/db/database.js';
import { runAccrual } from '../apps/server/src/features/money/income/accrual.js';
import {
  memberAccountId,
  operatorAccountId,
  transfer,
  trialBalance,
} from '../apps/server/src/ledger/ledger.js';
import { log, ratioRow, recreateDatabase, type Row } from './lib.js';
import { openBenchDatabase } from './seed.js';

const ORDERS_PER_MEMBER = 10;
const DAILY_INCOME = 500n;

/**
 * `orders` Valid orders (10 per member) that each earn their first day today, their members with
 * ledger accounts, and an income reserve funded twice over. Plain rows by generate_series; money
 * through the ledger.
 */
export async function seedSettlement(database: Database, orders: number, now: Date): Promise<void> {
  const { db } = database;
  const members = Math.max(1, Math.floor(orders / ORDERS_PER_MEMBER));
  const today = now.toISOString().slice(0, 10);
  await sql`
      insert into users (area_code, phone, username, password_hash, invitation_code)
      select '+1', '8' || lpad(i::text, 9, '0'), 'settle' || i, 'not-a-hash', 'S' || i
      from generate_series(1, ${members}::int) i`.execute(db);
  await sql`
      insert into ledger_accounts (code, user_id, debits_must_not_exceed_credits)
      select c.code, u.id, true from users u cross join (values ('member_cash'), ('member_unreceived')) c(code)`.execute(
    db,
  );
  const product = await db
    .insertInto('products')
    .values({
      name: 'Settle plan',
      price: 10_000n,
      daily_income: DAILY_INCOME,
      period_days: 30,
      stock: 0,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Every order earns its first day today (start_day = today): one accrual row per order.
  await sql`
      insert into product_orders (order_no, user_id, product_id, product_name, quantity, unit_price, amount,
                                  daily_income, period_days, total_income, start_day, expire_day, status,
                                  transfer_id, created_at)
      select 'SETTLE' || i, (select min(id) from users) + (i % ${members}::int), ${product.id}, 'Settle plan', 1,
             10000, 10000, ${DAILY_INCOME}, 30, ${DAILY_INCOME * 30n}, ${today}::date, ${today}::date + 30, 'valid',
             'bench-buy:' || i, ${now}
      from generate_series(0, ${orders - 1}::int) i`.execute(db);
  await db.transaction().execute(async (trx) => {
    await transfer(trx, {
      id: 'bench-reserve-fund',
      debitAccountId: await operatorAccountId(trx, 'operator_capital'),
      creditAccountId: await operatorAccountId(trx, 'income_reserve'),
      amount: BigInt(orders) * DAILY_INCOME * 2n,
      code: 'reserve_fund',
    });
    // touch one member account so the ledger has member transfers before the run, as in life
    const first = await trx.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await transfer(trx, {
      id: 'bench-first-deposit',
      debitAccountId: await operatorAccountId(trx, 'deposit_clearing'),
      creditAccountId: await memberAccountId(trx, first.id, 'member_cash'),
      amount: 100n,
      code: 'recharge',
      userId: first.id,
    });
  });
  // What autovacuum would have done to tables of this size by the time the job runs.
  await sql`vacuum analyze`.execute(db);
}

export async function runSettlementBenchmarks(options: {
  orderCounts: number[];
}): Promise<{ rows: Row[]; notes: string[] }> {
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const orders of options.orderCounts) {
    const members = Math.max(1, Math.floor(orders / ORDERS_PER_MEMBER));
    const url = await recreateDatabase('bench_settle');
    const database = await openBenchDatabase({ databaseUrl: url });
    const { db } = database;
    try {
      const now = new Date();
      const today = now.toISOString().slice(0, 10);
      log(
        `settlement: seeding ${orders.toLocaleString('en')} Valid orders of ${members.toLocaleString('en')} members`,
      );
      await seedSettlement(database, orders, now);

      // The bare insert writes the columns income_accruals has today (its shape changes with the
      // money feature): the accrual's own values where it has them, a constant of the type otherwise.
      const columns = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
        select column_name, data_type, is_nullable from information_schema.columns
        where table_schema = current_schema() and table_name = 'income_accruals'
        order by ordinal_position`.execute(db);
      const known: Record<string, string> = {
        order_id: 'i',
        day: `'${today}'::date`,
        user_id: `1 + i % ${members}`,
        amount: String(DAILY_INCOME),
        run_id: '1',
        transfer_id: `'income:1:' || (1 + i % ${members}) || ':${today}'`,
      };
      const byType = (type: string) =>
        /int|numeric/.test(type)
          ? '0'
          : /timestamp/.test(type)
            ? 'now()'
            : type === 'date'
              ? `'${today}'::date`
              : `'x'`;
      const filled = columns.rows.filter((c) => c.column_name in known || c.is_nullable === 'NO');
      const columnList = filled.map((c) => c.column_name).join(', ');
      const valueList = filled.map((c) => known[c.column_name] ?? byType(c.data_type)).join(', ');
      const bare = async (table: string) => {
        await sql`create table ${sql.table(table)} (like income_accruals including all)`.execute(db);
        await sql`checkpoint`.execute(db);
        const t0 = performance.now();
        await sql
          .raw(
            `insert into ${table} (${columnList}) select ${valueList} from generate_series(1, ${orders}) i`,
          )
          .execute(db);
        return (performance.now() - t0) / 1000;
      };

      const before = await bare('bare_accruals_before');
      log(`settlement ${orders}: bare INSERT … SELECT ${before.toFixed(2)} s`);
      await sql`checkpoint`.execute(db);
      const t0 = performance.now();
      const result = await runAccrual(db, now, { trigger: 'bench', log: () => {} });
      const accrual = (performance.now() - t0) / 1000;
      log(
        `settlement ${orders}: runAccrual ${accrual.toFixed(2)} s (${result.accrualRows} rows, ${result.transfers} transfers)`,
      );
      const after = await bare('bare_accruals_after');
      log(`settlement ${orders}: bare INSERT … SELECT ${after.toFixed(2)} s`);
      const baseline = (before + after) / 2;

      const trial = await trialBalance(db);
      const correct =
        result.accrualRows === orders && result.amount === BigInt(orders) * DAILY_INCOME && trial.ok;
      const again = await runAccrual(db, now, { trigger: 'bench', log: () => {} });
      const note =
        `settlement ${orders.toLocaleString('en')}: ${result.accrualRows.toLocaleString('en')} accrual rows, ` +
        `${result.transfers.toLocaleString('en')} transfers, trial balance ${trial.ok ? 'ok' : 'NOT OK'}, ` +
        `second run paid ${again.accrualRows} rows`;
      notes.push(note);
      log(note);
      rows.push(
        ratioRow({
          section: 'settlement',
          name: `accrual of ${orders.toLocaleString('en')} Valid orders`,
          value: accrual,
          unit: 's',
          baselineName: 'bare INSERT…SELECT',
          baseline,
          baselineUnit: 's',
          atMost: 2,
          detail: `${Math.round(orders / accrual).toLocaleString('en')} orders/s; bare insert ${before.toFixed(2)} s / ${after.toFixed(2)} s${correct && again.accrualRows === 0 ? '' : '; RESULT WRONG'}`,
        }),
      );
      if (!correct || again.accrualRows !== 0) rows.at(-1)!.pass = false;
    } finally {
      await database.close();
    }
  }
  return { rows, notes };
}
