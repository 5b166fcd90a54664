/**
 * Long reliability test (pnpm test:long): the real server (src/main.ts) on PostgreSQL while the
 * PostgreSQL cluster itself is restarted under load — purchases, withdrawals and income receipts,
 * each with an idempotency key, in the six locales.
 *
 * The process must stay up; during the outage every request answers at once-ish (503 with the
 * "temporarily unavailable" message in its language, never 500, never a dropped connection),
 * readiness says the database is down while liveness stays up; within 5 s of PostgreSQL's return the
 * same process serves again. Afterwards every request is replayed with its key (twice): each
 * acknowledged one answers as before, and the books hold each settled request exactly once, rows
 * and ledger agree, and the trial balance is 0.
 *
 * The outage is kept short (≈ 2 s): other tests on this machine share the cluster. PostgreSQL is
 * always started again in a finally. Skipped when DATABASE_URL is not a local cluster that
 * pg_ctlcluster can stop.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createIsolatedSchema, openDatabase } from '../../src/db/database.js';
import { runAccrual } from '../../src/modules/money/income/accrual.js';
import { memberBalances } from '../../src/ledger/accounts.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';
import { DAY_MS } from '../../src/lib/clock.js';
import type { Locale } from '../../src/http/i18n.js';
import { longLivedMember, type TestMember } from '../support/fixtures.js';
import { setUpMoney } from '../support/money.js';
import { clientFor } from '../support/clients.js';
import { spawnServer } from '../support/processes.js';
import {
  locales,
  sleep,
  startServerOn,
  timed,
  unavailableMessage,
  waitUntilServing,
  type Timed,
} from '../support/outage.js';

const databaseUrl = process.env.DATABASE_URL;
const MEMBERS = 6;
const ORDERS_EACH = 4;
const CASH = 100_000_000n; // 1,000,000.00 each
const LOOPS = 8;
const ACQUIRE_MS = 2_000;
const OUTAGE_MS = 2_000;

/** pg_ctlcluster for the local cluster behind DATABASE_URL, when there is one. */
function localCluster(): { version: string } | null {
  if (!databaseUrl || !existsSync('/etc/postgresql')) return null;
  const url = new URL(databaseUrl);
  if (!['127.0.0.1', 'localhost', ''].includes(url.hostname) || !['', '5432'].includes(url.port)) return null;
  const versions = readdirSync('/etc/postgresql');
  if (versions.length !== 1) return null;
  try {
    // the cluster exists and this user may control it (root or postgres)
    execFileSync('pg_ctlcluster', [versions[0]!, 'main', 'status'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return { version: versions[0]! };
}
const cluster = localCluster();
/** Asynchronous, so this process keeps timing the requests in flight while PostgreSQL stops. */
const pgCtl = (action: 'stop' | 'start') =>
  promisify(execFile)(
    'pg_ctlcluster',
    [
      '--skip-systemctl-redirect',
      cluster!.version,
      'main',
      action,
      ...(action === 'stop' ? ['-m', 'fast'] : []),
    ],
    { timeout: 60_000 },
  );

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

type Kind = 'buy' | 'withdraw' | 'receive';
interface Member extends TestMember {
  cardId: number;
  orderIds: number[];
}
interface Sent {
  kind: Kind;
  member: Member;
  form: Record<string, string | number>;
  locale: Locale;
  answer?: Timed;
  startedAt: number;
}

const paths: Record<Kind, string> = {
  buy: '/core/app/product/buy',
  withdraw: '/core/app/user/withdrawal/apply',
  receive: '/core/app/user/productIncome/receive',
};
const transferPrefix: Record<Kind, string> = { buy: 'buy', withdraw: 'withdraw', receive: 'receive' };
/** what identifies the settled request in its answer */
const identity = (kind: Kind, result: unknown) => {
  const r = result as { orderNo?: string; transferId?: string; amount?: string };
  return kind === 'receive' ? `${r.transferId} ${r.amount}` : String(r.orderNo);
};

describe.skipIf(!cluster)('PostgreSQL restarted under load', () => {
  it('stays up, answers 503 fast during the outage, serves again within 5 s, and keeps the money exact', async () => {
    const schema = await createIsolatedSchema(databaseUrl!, `restart_${randomBytes(5).toString('hex')}`);
    cleanups.push(() => schema.drop());

    // ---- seed through the real API in this process: catalogue, members with cash, a card each,
    // orders, and a few days of accrued income to receive
    const members: Member[] = [];
    let productId: number;
    {
      const setup = await startServerOn(schema.url, { poolSize: 4, acquireTimeoutMs: ACQUIRE_MS });
      try {
        const money = await setUpMoney(setup, { reserve: '1000000.00' });
        productId = money.product.id;
        for (let i = 0; i < MEMBERS; i += 1) {
          const m = await longLivedMember(setup, { cash: CASH });
          const client = clientFor(setup, m.token);
          const card = await client.post('/app/userBank/saveOrUpdate', {
            bankId: money.bankId,
            payeeName: 'Restart',
            receiveAccount: `62220000${i}0000`,
          });
          const orderIds: number[] = [];
          for (let k = 0; k < ORDERS_EACH; k += 1) {
            orderIds.push(
              (await client.post('/app/product/buy', { productId, fundPassword: m.fundPassword })).id,
            );
          }
          members.push({ ...m, cardId: card.id, orderIds });
        }
        setup.ctx.clock.advance(3 * DAY_MS);
        await runAccrual(setup.ctx.db, setup.ctx.clock.now());
      } finally {
        await setup.close();
      }
    }

    // ---- the real server process
    const server = await spawnServer(
      { DATABASE_URL: schema.url, DATABASE_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS), SEED_DEMO: '0' },
      { waitUntilUp: false },
    );
    cleanups.push(async () => void (await server.stop()));
    await waitUntilServing(server);

    const tag = randomBytes(3).toString('hex');
    const sent: Sent[] = [];
    let counter = 0;
    let running = true;
    const requestFor = (i: number): Sent => {
      const member = members[i % MEMBERS]!;
      const kind = (['buy', 'withdraw', 'receive'] as const)[i % 3]!;
      const requestId = `${tag}-${i}`;
      const form: Record<string, string | number> =
        kind === 'buy'
          ? { productId, quantity: 1, fundPassword: member.fundPassword, requestId }
          : kind === 'withdraw'
            ? { amount: '10.00', bankCardId: member.cardId, fundPassword: member.fundPassword, requestId }
            : { orderId: member.orderIds[Math.floor(i / MEMBERS) % ORDERS_EACH]!, requestId };
      return { kind, member, form, locale: locales[i % locales.length]!, startedAt: Date.now() };
    };
    const loop = async () => {
      while (running) {
        const s = requestFor(counter++);
        sent.push(s);
        s.answer = await timed(server.url, paths[s.kind], {
          form: s.form,
          token: s.member.token,
          locale: s.locale,
        });
      }
    };
    const loops = Array.from({ length: LOOPS }, loop);

    // ---- restart PostgreSQL in the middle of it
    await sleep(1_500);
    let startedAt = 0;
    const stoppingAt = Date.now();
    let readyDuringOutage: Timed | undefined;
    let liveDuringOutage: Timed | undefined;
    // A watchdog starts PostgreSQL again in 30 s even if this process dies mid-outage (others share
    // the cluster); stopped below once PostgreSQL is up. Starting a running cluster is harmless.
    const watchdog = spawn(
      'sh',
      ['-c', `sleep 30; pg_ctlcluster --skip-systemctl-redirect ${cluster!.version} main start`],
      { detached: true, stdio: 'ignore' },
    );
    watchdog.unref();
    try {
      await pgCtl('stop');
      await sleep(300);
      readyDuringOutage = await timed(server.url, '/core/health/ready');
      liveDuringOutage = await timed(server.url, '/core/health/live');
      await sleep(OUTAGE_MS - 300);
    } finally {
      await pgCtl('start');
      startedAt = Date.now();
      if (watchdog.pid) process.kill(-watchdog.pid, 'SIGTERM'); // its process group: sh and its sleep
    }
    expect(server.child.exitCode, server.output()).toBeNull();
    // served again: a request begun after the start that succeeded
    const deadline = startedAt + 15_000;
    let back: Sent | undefined;
    while (!back && Date.now() < deadline) {
      back = sent.find((s) => s.startedAt >= startedAt && s.answer?.status === 200);
      if (!back) await sleep(50);
    }
    await sleep(1_000);
    running = false;
    await Promise.all(loops);

    // ---- during and around the outage
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(readyDuringOutage?.status).toBe(503);
    expect(liveDuringOutage?.status).toBe(200);
    const answers = sent.map((s) => s.answer!);
    const statusCount = answers.reduce<Record<number, number>>(
      (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
      {},
    );
    console.info(
      `restart under load: ${sent.length} requests, by status ${JSON.stringify(statusCount)}; ` +
        `first served ${back ? back.answer!.ms + back.startedAt - startedAt : '–'} ms after PostgreSQL was up; ` +
        `slowest: ${[...sent]
          .sort((a, b) => b.answer!.ms - a.answer!.ms)
          .slice(0, 3)
          .map(
            (s) =>
              `${s.kind} ${s.answer!.status} ${Math.round(s.answer!.ms)} ms from stop${s.startedAt - stoppingAt >= 0 ? '+' : ''}${s.startedAt - stoppingAt} ms`,
          )
          .join(', ')}`,
    );
    expect(
      answers.filter((a) => a.status === 0).map((a) => a.body.message),
      'dropped connections',
    ).toEqual([]);
    expect(
      answers.filter((a) => a.status >= 500 && a.status !== 503).map((a) => a.body),
      'server errors',
    ).toEqual([]);
    const unavailable = sent.filter((s) => s.answer!.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const s of unavailable) expect(s.answer!.body.message).toBe(unavailableMessage(s.locale));
    expect(Math.max(...answers.map((a) => a.ms)), 'slowest answer (ms)').toBeLessThan(ACQUIRE_MS + 3_000);
    expect(back, 'no request succeeded after PostgreSQL came back').toBeDefined();
    expect(
      back!.answer!.ms + back!.startedAt - startedAt,
      'ms from PostgreSQL up to a served request',
    ).toBeLessThan(5_000);
    expect(sent.filter((s) => s.answer!.status === 200).length).toBeGreaterThanOrEqual(10);

    // ---- replay every request with its key, twice: what was acknowledged answers the same
    const replay = async (s: Sent) =>
      timed(server.url, paths[s.kind], { form: s.form, token: s.member.token, locale: s.locale });
    // request → identity of its settlement (the acknowledged ones from their first answer)
    const settled = new Map<Sent, string>(
      sent.filter((s) => s.answer!.status === 200).map((s) => [s, identity(s.kind, s.answer!.body.result)]),
    );
    const changed: string[] = [];
    for (const round of [1, 2]) {
      for (const s of sent) {
        const r = await replay(s);
        expect(
          [200, 400, 404, 409, 423, 10001].includes(r.body.code),
          `${s.kind} ${JSON.stringify(r.body)}`,
        ).toBe(true);
        if (r.status !== 200) {
          if (settled.has(s))
            changed.push(`${s.kind} ${String(s.form.requestId)}: settled, then ${r.status}`);
          continue;
        }
        const id = identity(s.kind, r.body.result);
        const before = settled.get(s);
        if (before !== undefined && before !== id)
          changed.push(`${s.kind} ${String(s.form.requestId)} (round ${round}): ${before} → ${id}`);
        settled.set(s, id);
      }
    }
    expect(changed, 'replays that answered differently').toEqual([]);

    await server.stop();

    // ---- the books, read directly
    const database = await openDatabase({ databaseUrl: schema.url, poolSize: 2 });
    try {
      const db = database.db;
      const transfers = await db
        .selectFrom('ledger_transfers')
        .select(['id', 'code', 'amount', 'user_id'])
        .where('code', 'in', ['buy', 'withdraw', 'income_receive'])
        .execute();
      const transferIds = new Set(transfers.map((t) => t.id));
      // each settled request: its transfer is in the ledger (ids come from the keys: at most once)
      const missing = [...settled.keys()]
        .map((s) => `${transferPrefix[s.kind]}:${s.member.id}:${String(s.form.requestId)}`)
        .filter((id) => !transferIds.has(id));
      expect(missing, 'settled requests missing from the ledger').toEqual([]);
      // and nothing else moved: one transfer per settled request of the load (plus the seed's orders)
      expect(transfers.filter((t) => t.id.includes(`:${tag}-`)).length).toBe(settled.size);

      // rows and ledger agree
      const orders = await db
        .selectFrom('product_orders')
        .select(['transfer_id', 'user_id', 'amount'])
        .execute();
      const withdrawals = await db
        .selectFrom('withdrawals')
        .select(['payable_transfer_id', 'user_id', 'amount'])
        .execute();
      for (const t of transfers.filter((t) => t.code === 'buy'))
        expect(
          orders.some((o) => o.transfer_id === t.id),
          t.id,
        ).toBe(true);
      for (const t of transfers.filter((t) => t.code === 'withdraw'))
        expect(
          withdrawals.some((w) => w.payable_transfer_id === t.id),
          t.id,
        ).toBe(true);
      expect(orders.length).toBe(transfers.filter((t) => t.code === 'buy').length);
      expect(withdrawals.length).toBe(transfers.filter((t) => t.code === 'withdraw').length);

      // each member's cash: what they had, less orders, plus income received; withdrawals held
      for (const m of members) {
        const spent = orders.filter((o) => o.user_id === m.id).reduce((sum, o) => sum + BigInt(o.amount), 0n);
        const received = transfers
          .filter((t) => t.code === 'income_receive' && t.user_id === m.id)
          .reduce((sum, t) => sum + BigInt(t.amount), 0n);
        const held = withdrawals
          .filter((w) => w.user_id === m.id)
          .reduce((sum, w) => sum + BigInt(w.amount), 0n);
        const { cash } = await memberBalances(db, m.id);
        expect(cash.balance).toBe(CASH - spent + received);
        expect(cash.debitsPending).toBe(held);
      }
      // each receipt paid exactly the accrual rows it marked
      const receipts = await sql<{ id: string; amount: string; marked: string | null }>`
        select t.id, t.amount::text as amount,
          (select sum(a.amount)::text from income_accruals a where a.receive_transfer_id = t.id) as marked
        from ledger_transfers t where t.code = 'income_receive'`.execute(db);
      for (const r of receipts.rows) expect(r.marked, r.id).toBe(r.amount);
      const orphans = await sql<{ n: string }>`
        select count(*)::text as n from income_accruals a
        where a.receive_transfer_id is not null
          and not exists (select 1 from ledger_transfers t where t.id = a.receive_transfer_id)`.execute(db);
      expect(orphans.rows[0]!.n).toBe('0');
      const trial = await trialBalance(db);
      expect(
        trial.ok,
        JSON.stringify(trial, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)),
      ).toBe(true);
    } finally {
      await database.close();
    }
  }, 300_000);
});
