/**
 * Section 3: the daily income accrual (runAccrual, money feature) over N Valid orders, next to one
 * bare `INSERT … SELECT` of N rows into a table of the same shape as income_accruals (same
 * columns, keys and indexes: `like income_accruals including all`).
 */
import { sql, type Database } from '../apps/server/src/db/database.js';
import { runAccrual } from '../apps/server/src/modules/money/income/accrual.js';
import { memberAccountId, operatorAccountId } from '../apps/server/src/ledger/accounts.js';
import { transfer } from '../apps/server/src/ledger/transfers.js';
import { trialBalance } from '../apps/server/src/ledger/trial-balance.js';
import { log, ratioRow, recreateDatabase, type Row } from './lib.js';
import { openBenchDatabase } from './seed.js';

const ORDERS_PER_MEMBER = 10;
const DAILY_INCOME = 500n;

/** Income days of the seeded product: orders are spread over this many purchase days. */
const PERIOD_DAYS = 30;

/**
 * Which business day the run settles:
 * - `steady` (default): an ordinary day in the life of `orders` Valid orders bought evenly over the
 *   last 30 days (one purchase day in 30 each): every order earns today, 1/30 of them their first
 *   day (Not started → Valid), and another orders/30, whose last day was yesterday, end. The job
 *   paid every earlier day (accrual_runs.paid_through = yesterday).
 * - `first` (BENCH_SETTLEMENT_DAY=first): the worst day, every one of the `orders` orders earns its
 *   first day today (each order row is written once).
 */
export type SettlementDay = 'steady' | 'first';

/**
 * The orders of `day` (10 per member), their members with ledger accounts, and an income reserve
 * funded twice over. Plain rows by generate_series; money through the ledger. Returns how many
 * orders the run should start and end.
 */
export async function seedSettlement(
  database: Database,
  orders: number,
  now: Date,
  day: SettlementDay = 'steady',
): Promise<{ starting: number; ending: number }> {
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
      period_days: PERIOD_DAYS,
      stock: 0,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Orders are inserted in purchase order, as buying writes them: the oldest first. An order
  // bought `age + 1` days ago starts `age` days before today (age 0: starts today, Not started).
  // One that started earlier is Valid, paid through yesterday, its stored progress as its first
  // day left it (the job does not rewrite in-step orders). Ages 0..29 earn today; age 30 (steady
  // day only, orders/30 of them) earned its last day yesterday and ends today.
  const spread = day === 'steady' ? PERIOD_DAYS : 1;
  const ending = day === 'steady' ? Math.floor(orders / PERIOD_DAYS) : 0;
  await sql`
      insert into product_orders (order_no, user_id, product_id, product_name, quantity, unit_price, amount,
                                  daily_income, period_days, total_income, start_day, expire_day, status,
                                  base_last_accrued_day, base_accrued_days, base_accrued_total, transfer_id, created_at)
      select 'SETTLE' || i, (select min(id) from users) + (i % ${members}::int), ${product.id}, 'Settle plan', 1,
             10000, 10000, ${DAILY_INCOME}, ${PERIOD_DAYS}, ${DAILY_INCOME * BigInt(PERIOD_DAYS)},
             ${today}::date - age, ${today}::date - age + ${PERIOD_DAYS}::int,
             case when age = 0 then 'not_started' else 'valid' end,
             case when age = 0 then null else ${today}::date - age end,
             case when age = 0 then 0 else 1 end,
             case when age = 0 then 0 else ${DAILY_INCOME} end,
             'bench-buy:' || i, ${now}::timestamptz - make_interval(days => age + 1)
      from (select i, case when i < ${ending}::int then ${PERIOD_DAYS}::int
                           else ${spread - 1}::int - ((i - ${ending}::int)::bigint * ${spread}::int / ${orders}::int)::int
                      end as age
            from generate_series(0, ${orders + ending - 1}::int) i) g`.execute(db);
  if (day === 'steady') {
    // Every day up to yesterday was paid.
    await db
      .insertInto('accrual_runs')
      .values({
        triggered_by: 'bench-seed',
        business_now: new Date(now.getTime() - 86_400_000),
        today: sql<string>`${today}::date - 1`,
        paid_through: sql<string>`${today}::date - 1`,
      })
      .execute();
  }
  // age 0: (i - ending) * 30 / orders >= 29
  const starting = day === 'steady' ? orders - Math.ceil(((PERIOD_DAYS - 1) * orders) / PERIOD_DAYS) : orders;
  await db.transaction().execute(async (trx) => {
    await transfer(trx, {
      id: 'bench-reserve-fund',
      debitAccountId: await operatorAccountId(trx, 'operator_capital'),
      creditAccountId: await operatorAccountId(trx, 'income_reserve'),
      amount: BigInt(orders) * DAILY_INCOME * 2n,
      code: 'reserve_funding',
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
  return { starting, ending };
}

export async function runSettlementBenchmarks(options: {
  orderCounts: number[];
}): Promise<{ rows: Row[]; notes: string[] }> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const day: SettlementDay = process.env.BENCH_SETTLEMENT_DAY === 'first' ? 'first' : 'steady';
  for (const orders of options.orderCounts) {
    const members = Math.max(1, Math.floor(orders / ORDERS_PER_MEMBER));
    const url = await recreateDatabase('bench_settle');
    const database = await openBenchDatabase({ databaseUrl: url });
    const { db } = database;
    try {
      const now = new Date();
      const today = now.toISOString().slice(0, 10);
      log(
        `settlement: seeding ${orders.toLocaleString('en')} orders of ${members.toLocaleString('en')} members (${day} day)`,
      );
      const expected = await seedSettlement(database, orders, now, day);

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
        result.accrualRows === orders &&
        result.amount === BigInt(orders) * DAILY_INCOME &&
        result.ordersStarted === expected.starting &&
        result.ordersEnded === expected.ending &&
        trial.ok;
      const again = await runAccrual(db, now, { trigger: 'bench', log: () => {} });
      const note =
        `settlement ${orders.toLocaleString('en')}: ${result.accrualRows.toLocaleString('en')} accrual rows, ` +
        `${result.transfers.toLocaleString('en')} transfers, ${result.ordersStarted.toLocaleString('en')} orders ` +
        `started and ${result.ordersEnded.toLocaleString('en')} ended, trial balance ${trial.ok ? 'ok' : 'NOT OK'}, ` +
        `second run paid ${again.accrualRows} rows`;
      notes.push(note);
      log(note);
      rows.push(
        ratioRow({
          section: 'settlement',
          name:
            day === 'steady'
              ? `accrual of ${orders.toLocaleString('en')} Valid orders (1/30 start, ${expected.ending.toLocaleString('en')} end)`
              : `accrual of ${orders.toLocaleString('en')} orders, every one on its first day`,
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
