/**
 * Long reliability test (pnpm test:long): crash consistency. The real server (tsx src/main.ts) runs
 * on a PGlite data folder (and on PostgreSQL when DATABASE_URL is set) under a load of purchases,
 * withdrawals and income collections (one order's accrued income each); it is killed with SIGKILL mid-load, restarted on the same data, loaded and killed
 * again, and restarted. Then every ACKNOWLEDGED request (HTTP 200) must be in the ledger and in its
 * business table, every request is all-or-nothing (order/withdrawal row ⇔ its ledger transfer), a
 * retry of an acknowledged request after the crash replays it without moving money again, and the
 * trial balance is 0 (income_payable equal to the uncollected income rows included).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createIsolatedSchema, openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createClock } from '../../src/lib/clock.js';
import { setMoneyConfig } from '../../src/modules/money/config.js';
import { runAccrual } from '../../src/modules/money/income/accrual.js';
import { memberBalances, operatorAccountId } from '../../src/ledger/accounts.js';
import { transfer } from '../../src/ledger/transfers.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';
import { createMember, type TestMember } from '../support/fixtures.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOAD_MS = 2_500;
const WORKERS = 8;
const MEMBERS = 6;
const CASH = 10_000_000n; // 100,000.00 each
/** orders per member seeded with accrued income to collect (each collection takes one order's) */
const INCOME_ORDERS = 40;

interface Target {
  name: string;
  env: Record<string, string>;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-crash-'));
  return {
    name: 'PGlite data folder',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const schema = await createIsolatedSchema(url, `crash_${randomBytes(5).toString('hex')}`);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: schema.url },
    open: () => openDatabase({ databaseUrl: schema.url, poolSize: 4 }),
    cleanup: () => schema.drop(),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Running {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

async function start(target: Target, label: string): Promise<Running> {
  const port = await freePort();
  const log = createWriteStream(path.join(tmpdir(), `aurum-crash-${label}.log`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      SCHEDULER: '0',
      ...target.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} (log: ${tmpdir()}/aurum-crash-${label}.log)`);
    const up = await fetch(`${url}/core/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

type Kind = 'buy' | 'withdraw' | 'receive';
type LoadMember = TestMember & { cardId: number; incomeOrders: number[] };

interface Sent {
  kind: Kind;
  requestId: string;
  member: LoadMember;
  /** receive: the order whose income it collects */
  orderId?: number;
  /** the 200 answer's orderNo (receive: its transferId), when acknowledged */
  ackedOrderNo: string | null;
}

const PATHS: Record<Kind, string> = {
  buy: 'app/product/buy',
  withdraw: 'app/user/withdrawal/apply',
  receive: 'app/user/productIncome/receive',
};

function requestBody(s: Sent, productId: number): Record<string, string> {
  if (s.kind === 'buy')
    return {
      productId: String(productId),
      quantity: '1',
      fundPassword: s.member.fundPassword,
      requestId: s.requestId,
    };
  if (s.kind === 'withdraw')
    return {
      amount: '10.00',
      bankCardId: String(s.member.cardId),
      fundPassword: s.member.fundPassword,
      requestId: s.requestId,
    };
  return { orderId: String(s.orderId), requestId: s.requestId };
}

/** The ledger transfer id a request writes. */
function transferIdOf(s: Sent): string {
  return `${s.kind}:${s.member.id}:${s.requestId}`;
}

/** Purchases, withdrawals and income collections from WORKERS loops until `stop()`; every request is recorded. */
function fireLoad(url: string, members: LoadMember[], productId: number, tag: string) {
  const sent: Sent[] = [];
  let running = true;
  let counter = 0;
  const worker = async () => {
    while (running) {
      const i = counter++;
      const member = members[i % members.length]!;
      const kind: Kind = (['buy', 'withdraw', 'receive'] as const)[i % 3]!;
      const requestId = `${tag}-${i}`;
      const record: Sent = { kind, requestId, member, ackedOrderNo: null };
      if (kind === 'receive')
        record.orderId = member.incomeOrders[Math.floor(i / 3) % member.incomeOrders.length];
      sent.push(record);
      try {
        const response = await fetch(`${url}/core/${PATHS[kind]}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-access-token': member.token },
          body: new URLSearchParams(requestBody(record, productId)),
        });
        const json = (await response.json()) as {
          code: number;
          result: { orderNo: string; transferId: string };
        };
        if (response.status === 200 && json.code === 200)
          record.ackedOrderNo = kind === 'receive' ? json.result.transferId : json.result.orderNo;
      } catch {
        // the server died with this request in flight: not acknowledged
        return;
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  return {
    sent,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/**
 * INCOME_ORDERS orders per member that started 5 days ago, accrued by the job: income for the load
 * to collect. Inserted as rows (their purchase is not part of this test); the reserve is funded
 * through the ledger.
 */
async function seedIncome(database: Database, members: LoadMember[], productId: bigint, now: Date) {
  const db = database.db;
  await transfer(db, {
    id: 'crash-reserve',
    debitAccountId: await operatorAccountId(db, 'operator_capital'),
    creditAccountId: await operatorAccountId(db, 'income_reserve'),
    amount: 100_000_000n,
    code: 'reserve_funding',
  });
  for (const m of members) {
    const rows = await sql<{ id: string }>`
      insert into product_orders (order_no, user_id, product_id, product_name, quantity, unit_price, amount,
                                  daily_income, period_days, total_income, start_day, expire_day, status,
                                  transfer_id, created_at)
      select 'SEED' || ${m.id}::bigint || '-' || i, ${m.id}::bigint, ${productId}::bigint, 'Crash plan', 1, 10000, 10000,
             500 + i, 30, (500 + i) * 30, current_date - 5, current_date + 25, 'not_started', 'crash-seed', now()
      from generate_series(1, ${INCOME_ORDERS}::int) i
      returning id`.execute(db);
    m.incomeOrders = rows.rows.map((r) => Number(r.id));
  }
  const run = await runAccrual(db, now, { log: () => {} });
  expect(run.accrualRows).toBeGreaterThanOrEqual(members.length * INCOME_ORDERS * 4);
}

const targets: Array<() => Promise<Target>> = [pgliteTarget];
if (process.env.DATABASE_URL) targets.push(() => postgresTarget(process.env.DATABASE_URL!));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c().catch(() => {});
});

describe.each(targets.map((make, i) => ({ make, name: i === 0 ? 'PGlite' : 'PostgreSQL' })))(
  'kill -9 mid-load on $name',
  ({ make }) => {
    it('keeps every acknowledged request, loses no money and restarts cleanly', async () => {
      const target = await make();
      cleanups.push(target.cleanup);

      // ---- seed: config, a bank, a product, members with cash (through the ledger) and a card each
      let database = await target.open();
      await migrate(database.db);
      const clock = createClock();
      for (const [key, value] of Object.entries({
        'money.withdraw_open_weekdays': '1,2,3,4,5,6,7',
        'money.withdraw_min': '10',
        'money.withdraw_max': '50000',
      })) {
        await setMoneyConfig(database.db, key, value);
      }
      const bank = await database.db
        .insertInto('banks')
        .values({ name: 'Crash Bank', code: 'CRASH' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const product = await database.db
        .insertInto('products')
        .values({
          name: 'Crash plan',
          price: 10_000n,
          daily_income: 500n,
          period_days: 30,
          stock: 1_000_000,
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const members: LoadMember[] = [];
      for (let i = 0; i < MEMBERS; i += 1) {
        const m = await createMember(database.db, clock, { cash: CASH });
        const card = await database.db
          .insertInto('user_banks')
          .values({
            user_id: m.id,
            bank_id: bank.id,
            payee_name: 'Crash',
            account_no: `6222${i}0000000`,
            created_at: new Date(),
            updated_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        members.push({ ...m, cardId: Number(card.id), incomeOrders: [] });
      }
      await seedIncome(database, members, product.id, new Date());
      await database.close();

      // ---- two rounds of load, each ended by SIGKILL
      const all: Sent[] = [];
      for (const round of [1, 2]) {
        const server = await start(target, `${target.name.replace(/\W/g, '')}-${round}`);
        const load = fireLoad(
          server.url,
          members,
          Number(product.id),
          `r${round}-${randomBytes(3).toString('hex')}`,
        );
        await new Promise((r) => setTimeout(r, LOAD_MS));
        // at least a few acknowledged before pulling the plug
        for (let i = 0; i < 100 && load.sent.filter((s) => s.ackedOrderNo).length < 5; i += 1) {
          await new Promise((r) => setTimeout(r, 100));
        }
        server.child.kill('SIGKILL');
        await server.exited;
        await load.stop();
        all.push(...load.sent);
      }
      const acked = all.filter((s) => s.ackedOrderNo !== null);
      console.info(
        `${target.name}: ${all.length} requests sent over two killed runs, ${acked.length} acknowledged`,
      );
      expect(acked.length).toBeGreaterThanOrEqual(10);
      expect(all.length).toBeGreaterThan(acked.length); // some were in flight at the kill

      // ---- restart: the acknowledged requests replay (idempotency survived), nothing moves again
      const server = await start(target, `${target.name.replace(/\W/g, '')}-after`);
      const replayed = [...acked.filter((s) => s.kind === 'receive').slice(0, 3), ...acked.slice(0, 10)];
      for (const s of replayed) {
        const response = await fetch(`${server.url}/core/${PATHS[s.kind]}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-access-token': s.member.token,
          },
          body: new URLSearchParams(requestBody(s, Number(product.id))),
        });
        const json = (await response.json()) as {
          code: number;
          result: { orderNo: string; transferId: string };
        };
        expect(json.code, JSON.stringify(json)).toBe(200);
        expect(s.kind === 'receive' ? json.result.transferId : json.result.orderNo).toBe(s.ackedOrderNo);
      }
      server.child.kill('SIGTERM');
      await server.exited;

      // ---- the books, read directly
      database = await target.open();
      try {
        const db = database.db;
        const transferIds = new Set(
          (
            await db
              .selectFrom('ledger_transfers')
              .select('id')
              .where('code', 'in', ['buy', 'withdraw'])
              .execute()
          ).map((r) => r.id),
        );
        const orderNos = new Set(
          (await db.selectFrom('product_orders').select('order_no').execute()).map((r) => r.order_no),
        );
        const withdrawalNos = new Set(
          (await db.selectFrom('withdrawals').select('order_no').execute()).map((r) => r.order_no),
        );
        const orderTransfers = new Set(
          (await db.selectFrom('product_orders').select('transfer_id').execute()).map((r) => r.transfer_id),
        );
        const withdrawalTransfers = new Set(
          (await db.selectFrom('withdrawals').select('payable_transfer_id').execute()).map(
            (r) => r.payable_transfer_id,
          ),
        );

        // collections: each income_receive transfer ⇔ the rows it marked, to the minor unit
        const collections = await sql<{
          id: string | null;
          amount: string | null;
          rows_total: string | null;
        }>`
          select t.id, t.amount::text as amount, r.total::text as rows_total
          from (select * from ledger_transfers where code = 'income_receive') t
          full join (select receive_transfer_id, sum(amount) as total from income_accruals
                     where receive_transfer_id is not null group by receive_transfer_id) r
            on r.receive_transfer_id = t.id`.execute(db);
        const collectedIds = new Set(collections.rows.map((r) => r.id));
        expect(
          collections.rows.filter((r) => r.id === null || r.amount !== r.rows_total),
          'collections half applied',
        ).toEqual([]);
        const ackedReceives = acked.filter((s) => s.kind === 'receive');
        console.info(`${target.name}: ${ackedReceives.length} income collections acknowledged`);
        expect(
          ackedReceives.filter((s) => !collectedIds.has(s.ackedOrderNo)),
          'acknowledged collections lost',
        ).toEqual([]);

        const lost: string[] = [];
        for (const s of acked.filter((x) => x.kind !== 'receive')) {
          const transferId = transferIdOf(s);
          const row = s.kind === 'buy' ? orderNos.has(s.ackedOrderNo!) : withdrawalNos.has(s.ackedOrderNo!);
          if (!row || !transferIds.has(transferId)) lost.push(`${s.kind} ${s.requestId} (${s.ackedOrderNo})`);
        }
        expect(lost, 'acknowledged requests missing after the crash').toEqual([]);

        // all or nothing: a business row for every ledger transfer and the other way round
        const halfDone: string[] = [];
        for (const s of all.filter((x) => x.kind !== 'receive')) {
          const transferId = transferIdOf(s);
          const hasRow =
            s.kind === 'buy' ? orderTransfers.has(transferId) : withdrawalTransfers.has(transferId);
          if (hasRow !== transferIds.has(transferId)) halfDone.push(`${s.kind} ${s.requestId}`);
        }
        expect(halfDone, 'requests half applied').toEqual([]);

        // each member's cash tells the same story as the rows
        for (const m of members) {
          const orders = await sql<{ total: string }>`
            select coalesce(sum(amount), 0)::text as total from product_orders
            where user_id = ${m.id} and transfer_id <> 'crash-seed'`.execute(db);
          const received = await sql<{ total: string }>`
            select coalesce(sum(amount), 0)::text as total from ledger_transfers
            where code = 'income_receive' and user_id = ${m.id}`.execute(db);
          const held = await sql<{ total: string }>`
            select coalesce(sum(amount), 0)::text as total from withdrawals where user_id = ${m.id}`.execute(
            db,
          );
          const { cash } = await memberBalances(db, m.id);
          expect(cash.balance).toBe(CASH - BigInt(orders.rows[0]!.total) + BigInt(received.rows[0]!.total));
          expect(cash.debitsPending).toBe(BigInt(held.rows[0]!.total));
          expect(cash.available).toBeGreaterThanOrEqual(0n);
        }
        const trial = await trialBalance(db);
        expect(
          trial.ok,
          JSON.stringify(trial, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)),
        ).toBe(true);
      } finally {
        await database.close();
      }
    }, 180_000);
  },
);
