/**
 * Migration 0064 (income as a sub-ledger): books written the old way — one accrual transfer per
 * member per day income_reserve → member_unreceived, receiving member_unreceived → member_cash —
 * are moved into income_payable: every member_unreceived balance goes to income_payable, the
 * books still balance, income_payable equals the uncollected income_accruals rows, and each
 * member's unreceived figure is unchanged. Books whose rows disagree with the accounts stop the
 * migration. PGlite always; PostgreSQL too when DATABASE_URL is set.
 */
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createIsolatedSchema, openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import type { DB } from '../../src/db/schema.js';
import { getBalance, memberAccountId, memberBalances, operatorAccountId } from '../../src/ledger/accounts.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
const MIGRATION = '0064_income_payable.sql';

const targets: Array<{
  name: string;
  open: () => Promise<{ database: Database; cleanup: () => Promise<void> }>;
}> = [
  {
    name: 'PGlite',
    open: async () => ({ database: await openDatabase({ dataDir: 'memory://' }), cleanup: async () => {} }),
  },
];
if (process.env.DATABASE_URL) {
  targets.push({
    name: 'PostgreSQL',
    open: async () => {
      const schema = await createIsolatedSchema(
        process.env.DATABASE_URL!,
        `income_payable_${randomBytes(5).toString('hex')}`,
      );
      return {
        database: await openDatabase({ databaseUrl: schema.url, poolSize: 4 }),
        cleanup: () => schema.drop(),
      };
    },
  });
}

const dirs: string[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The project's migrations before 0064, as a directory of their own. */
function migrationsBefore(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'aurum-before-0064-'));
  dirs.push(dir);
  for (const file of readdirSync(MIGRATIONS).filter((f) => /^\d{4}_/.test(f) && f < MIGRATION)) {
    symlinkSync(path.join(MIGRATIONS, file), path.join(dir, file));
  }
  return dir;
}

async function addMember(db: Kysely<DB>, n: number): Promise<bigint> {
  const user = await db
    .insertInto('users')
    .values({
      area_code: '+1',
      phone: `70000000${n}`,
      username: `old${n}`,
      password_hash: 'x',
      invitation_code: `OLD${n}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ledger_accounts')
    .values([
      { code: 'member_cash', user_id: user.id, debits_must_not_exceed_credits: true },
      { code: 'member_unreceived', user_id: user.id, debits_must_not_exceed_credits: true },
    ])
    .execute();
  return user.id;
}

/** An operator account as the schema before 0064 has it: one row per code (shards came with 0067). */
async function oldOperatorAccountId(db: Kysely<DB>, code: string): Promise<bigint> {
  const row = await sql<{ id: bigint }>`
    select id from ledger_accounts where code = ${code} and user_id is null`.execute(db);
  return BigInt(row.rows[0]!.id);
}

/**
 * A posted transfer as the ledger wrote it before 0064, in SQL of its own: today's ledger code names
 * columns (account shards, 0067) that a schema of that time does not have.
 */
async function oldTransfer(
  db: Kysely<DB>,
  t: {
    id: string;
    debitAccountId: bigint;
    creditAccountId: bigint;
    amount: bigint;
    code: string;
    userId?: bigint;
    ref?: string;
  },
) {
  await sql`
    with d as (update ledger_accounts set debits_posted = debits_posted + ${t.amount}
               where id = ${t.debitAccountId} returning credits_posted - debits_posted as balance),
         c as (update ledger_accounts set credits_posted = credits_posted + ${t.amount}
               where id = ${t.creditAccountId} returning credits_posted - debits_posted as balance)
    insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, kind, code, user_id, ref,
      debit_balance_after, credit_balance_after)
    select ${t.id}, ${t.debitAccountId}, ${t.creditAccountId}, ${t.amount}, 'posted', ${t.code},
      ${t.userId ?? null}, ${t.ref ?? null}, d.balance, c.balance
    from d, c`.execute(db);
}

/** One old-style accrual day for a member: their rows, and one transfer reserve → member_unreceived. */
async function oldAccrual(db: Kysely<DB>, userId: bigint, day: string, orders: Array<[number, bigint]>) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('income_accruals')
      .values(
        orders.map(([orderId, amount]) => ({
          order_id: BigInt(orderId),
          day,
          user_id: userId,
          amount,
          run_id: 1n,
        })),
      )
      .execute();
    await oldTransfer(trx, {
      id: `income:1:${userId}:${day}`,
      debitAccountId: await oldOperatorAccountId(trx, 'income_reserve'),
      creditAccountId: await memberAccountId(trx, userId, 'member_unreceived'),
      amount: orders.reduce((sum, [, amount]) => sum + amount, 0n),
      code: 'income_accrual',
      userId,
      ref: `income:${day}`,
    });
  });
}

/** An old-style receive: marks the member's unreceived rows and moves their sum member_unreceived → cash. */
async function oldReceive(db: Kysely<DB>, userId: bigint, key: string) {
  await db.transaction().execute(async (trx) => {
    const id = `receive:${userId}:${key}`;
    const marked = await sql<{ total: string }>`
      with m as (update income_accruals set received_at = now(), receive_transfer_id = ${id}
                 where user_id = ${userId} and received_at is null returning amount)
      select sum(amount)::text as total from m`.execute(trx);
    await oldTransfer(trx, {
      id,
      debitAccountId: await memberAccountId(trx, userId, 'member_unreceived'),
      creditAccountId: await memberAccountId(trx, userId, 'member_cash'),
      amount: BigInt(marked.rows[0]!.total),
      code: 'income_receive',
      userId,
    });
  });
}

async function oldBooks(db: Kysely<DB>) {
  await oldTransfer(db, {
    id: 'fund',
    debitAccountId: await oldOperatorAccountId(db, 'operator_capital'),
    creditAccountId: await oldOperatorAccountId(db, 'income_reserve'),
    amount: 1_000_000n,
    code: 'reserve_funding',
  });
  const a = await addMember(db, 1);
  const b = await addMember(db, 2);
  const c = await addMember(db, 3);
  // a: two days, collected, then a third day uncollected; b: nothing collected; c: all collected
  await oldAccrual(db, a, '2026-01-01', [
    [11, 125n],
    [12, 300n],
  ]);
  await oldAccrual(db, a, '2026-01-02', [
    [11, 125n],
    [12, 300n],
  ]);
  await oldReceive(db, a, 'k1');
  await oldAccrual(db, a, '2026-01-03', [
    [11, 125n],
    [12, 301n],
  ]);
  await oldAccrual(db, b, '2026-01-02', [[21, 7n]]);
  await oldAccrual(db, b, '2026-01-03', [[21, 7n]]);
  await oldAccrual(db, c, '2026-01-03', [[31, 50n]]);
  await oldReceive(db, c, 'k1');
  return { a, b, c };
}

async function uncollectedTotal(db: Kysely<DB>): Promise<bigint> {
  const row = await sql<{ n: string }>`
    select coalesce(sum(amount), 0)::text as n from income_accruals where received_at is null`.execute(db);
  return BigInt(row.rows[0]!.n);
}

describe.each(targets)('migration 0064 (income_payable) on $name', ({ open }) => {
  it('moves every member_unreceived balance into income_payable; the books and each unreceived figure stay', async () => {
    const { database, cleanup } = await open();
    cleanups.push(cleanup);
    const db = database.db;
    try {
      await migrate(db, migrationsBefore());
      const { a, b, c } = await oldBooks(db);
      const before = await Promise.all(
        [a, b, c].map(
          async (id) => (await getBalance(db, await memberAccountId(db, id, 'member_unreceived'))).balance,
        ),
      );
      expect(before).toEqual([426n, 14n, 0n]);

      // 0064 and whatever came after it, in order
      expect(await migrate(db)).toEqual(
        readdirSync(MIGRATIONS)
          .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f) && f >= MIGRATION)
          .sort(),
      );

      const payable = await getBalance(db, await operatorAccountId(db, 'income_payable'));
      expect(payable.balance).toBe(440n);
      expect(await uncollectedTotal(db)).toBe(440n);
      for (const [i, id] of [a, b, c].entries()) {
        expect((await getBalance(db, await memberAccountId(db, id, 'member_unreceived'))).balance).toBe(0n);
        expect((await memberBalances(db, id)).unreceived.balance).toBe(before[i]);
      }
      // one move per member with a balance, on the member's records
      const moves = await db
        .selectFrom('ledger_transfers')
        .select(['id', 'amount', 'user_id', 'code', 'debit_balance_after', 'credit_balance_after'])
        .where('ref', '=', 'migration:income_payable')
        .orderBy('user_id')
        .execute();
      expect(moves).toEqual([
        {
          id: `income-payable-0064:${a}`,
          amount: 426n,
          user_id: a,
          code: 'income_accrual',
          debit_balance_after: 0n,
          credit_balance_after: 426n,
        },
        {
          id: `income-payable-0064:${b}`,
          amount: 14n,
          user_id: b,
          code: 'income_accrual',
          debit_balance_after: 0n,
          credit_balance_after: 440n,
        },
      ]);
      const balance = await trialBalance(db);
      expect(balance).toMatchObject({ ok: true, incomePayableDifference: 0n, accountsOutOfBalance: [] });
    } finally {
      await database.close();
    }
  });

  it('stops, changing nothing, when a member’s unreceived rows disagree with their member_unreceived balance', async () => {
    const { database, cleanup } = await open();
    cleanups.push(cleanup);
    const db = database.db;
    try {
      await migrate(db, migrationsBefore());
      const { b } = await oldBooks(db);
      // a row no transfer paid
      await db
        .insertInto('income_accruals')
        .values({ order_id: 22n, day: '2026-01-03', user_id: b, amount: 5n, run_id: 1n })
        .execute();
      await expect(migrate(db)).rejects.toThrow(
        /income_payable migration: member \d+ holds 14 on member_unreceived but 19/,
      );
      const applied = await sql<{ n: string }>`
        select count(*)::text as n from schema_migrations where version = ${MIGRATION}`.execute(db);
      expect(applied.rows[0]!.n).toBe('0');
      const payable = await sql<{ n: string }>`
        select count(*)::text as n from ledger_accounts where code = 'income_payable'`.execute(db);
      expect(payable.rows[0]!.n).toBe('0');
    } finally {
      await database.close();
    }
  });
});
