/**
 * Benchmark fixtures, written straight into the database (set-based where the rows are plain) and
 * through the real ledger where money moves, so the books balance before and after every run.
 */
import { createHash, randomBytes } from 'node:crypto';
import { openDatabase, sql, type Database } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { operatorAccountId, memberAccountId } from '../apps/server/src/ledger/accounts.js';
import { transfer } from '../apps/server/src/ledger/transfers.js';
import { trialBalance } from '../apps/server/src/ledger/trial-balance.js';
import { hashFundPassword, hashPassword } from '../apps/server/src/lib/passwords.js';
import { setMoneyConfig } from '../apps/server/src/modules/money/config.js';

export const FUND_PASSWORD = '123456';
export const LOGIN_PASSWORD = 'Bench1234';

export interface BenchMember {
  id: number;
  token: string;
  cardId: number;
}

export interface BenchFixture {
  members: BenchMember[];
  productIds: number[];
}

export async function openBenchDatabase(target: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    poolSize: 4,
  });
  await migrate(database.db);
  return database;
}

/**
 * `count` members with a session each, a bank card each and `cash` minor units credited through
 * the ledger (deposit clearing → member cash, one transfer per member); `products` products on
 * sale with plenty of stock; withdrawals open every day.
 */
export async function seedMembers(
  database: Database,
  options: { count: number; cash: bigint; products: number },
): Promise<BenchFixture> {
  const { db } = database;
  for (const [key, value] of Object.entries({
    'money.withdraw_open_weekdays': '1,2,3,4,5,6,7',
    'money.withdraw_min': '10',
    'money.withdraw_max': '50000',
    'money.withdraw_fee_bp': '200',
  })) {
    await setMoneyConfig(db, key, value);
  }
  const bank = await db
    .insertInto('banks')
    .values({ name: 'Bench Bank', code: `BB${randomBytes(3).toString('hex')}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const productIds: number[] = [];
  for (let i = 0; i < options.products; i += 1) {
    const p = await db
      .insertInto('products')
      .values({
        name: `Bench plan ${i + 1}`,
        price: 10_000n,
        daily_income: 500n,
        period_days: 30,
        stock: 100_000_000,
        agreement: 'Bench agreement',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.push(Number(p.id));
  }

  // One hash each for the login and fund passwords, shared by every member, made the way the
  // server makes them (each hash carries its own salt, so verification costs exactly what it does
  // for a real member). The fund password is peppered (lib/passwords.ts); the bench and the server
  // processes it starts resolve the same pepper (FUND_PASSWORD_PEPPER or the key file).
  const passwordHash = await hashPassword(LOGIN_PASSWORD);
  const fundHash = await hashFundPassword(FUND_PASSWORD);
  const tag = randomBytes(3).toString('hex');
  const users = await sql<{ id: bigint }>`
    insert into users (area_code, phone, username, password_hash, fund_password_hash, invitation_code)
    select '+1', '7' || lpad(i::text, 9, '0'), 'bench' || i, ${passwordHash}, ${fundHash}, 'B' || ${tag} || i
    from generate_series(1, ${options.count}::int) i
    returning id`.execute(db);
  const ids = users.rows.map((r) => BigInt(r.id));
  await sql`
    insert into ledger_accounts (code, user_id, debits_must_not_exceed_credits)
    select c.code, u.id, true from unnest(${ids.map(String)}::bigint[]) u(id)
    cross join (values ('member_cash'), ('member_unreceived')) c(code)`.execute(db);

  const members: BenchMember[] = [];
  const now = new Date();
  const batch = 100;
  for (let start = 0; start < ids.length; start += batch) {
    const slice = ids.slice(start, start + batch);
    await db.transaction().execute(async (trx) => {
      const clearing = await operatorAccountId(trx, 'deposit_clearing');
      for (const id of slice) {
        await transfer(trx, {
          id: `bench-deposit:${id}`,
          debitAccountId: clearing,
          creditAccountId: await memberAccountId(trx, id, 'member_cash'),
          amount: options.cash,
          code: 'recharge',
          userId: id,
          ref: 'bench seed',
        });
      }
    });
    const tokens = slice.map(() => randomBytes(32).toString('base64url'));
    await db
      .insertInto('sessions')
      .values(
        slice.map((id, i) => ({
          token_hash: createHash('sha256').update(tokens[i]!).digest('hex'),
          subject_type: 'member' as const,
          subject_id: id,
          expires_at: new Date(now.getTime() + 24 * 3600 * 1000),
        })),
      )
      .execute();
    const cards = await db
      .insertInto('user_banks')
      .values(
        slice.map((id) => ({
          user_id: id,
          bank_id: bank.id,
          payee_name: `Bench ${id}`,
          account_no: `62220000${String(id).padStart(10, '0')}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    const cardOf = new Map(cards.map((c) => [String(c.user_id), Number(c.id)]));
    slice.forEach((id, i) =>
      members.push({ id: Number(id), token: tokens[i]!, cardId: cardOf.get(String(id))! }),
    );
  }
  await sql`analyze`.execute(db);
  return { members, productIds };
}

export async function booksBalanced(database: Database): Promise<boolean> {
  return (await trialBalance(database.db)).ok;
}
