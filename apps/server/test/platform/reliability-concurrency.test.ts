/**
 * Reliability: races across features on a real database (PGlite; PostgreSQL with TEST_DB=postgres).
 * Whatever the interleaving, no money is lost or made, nothing is paid twice, no balance goes
 * negative, every refusal is a clear 4xx-style answer, and the books balance (trialBalance.ok).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  startTestServer,
  type TestServer,
  type WireResponse,
  createMember,
  type TestMember,
} from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor } from '../support/clients.js';
import { getBalance, memberBalances, operatorAccountId } from '../../src/ledger/accounts.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';
import { runAccrual } from '../../src/modules/money/income/accrual.js';
import { DAY_MS } from '../../src/lib/clock.js';

let server: TestServer;
let money: MoneySetup;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server, { reserve: '1000000.00' });
});
afterAll(async () => server?.close());

const auth = (member: TestMember) => ({ 'x-access-token': member.token });

async function addCard(member: TestMember): Promise<number> {
  const card = await clientFor(server, member.token).post('/app/userBank/saveOrUpdate', {
    payeeName: 'Race Tester',
    receiveAccount: `6222${String(member.id).padStart(8, '0')}`,
    bankId: money.bankId,
  });
  return card.id;
}

/** Each answer is a success or a clear refusal: never a 5xx, always a message. */
function expectClearAnswers(responses: WireResponse[]) {
  for (const r of responses) {
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
    expect(typeof r.body.message).toBe('string');
    if (r.status !== 200) {
      expect(r.body.code).not.toBe(200);
      expect(r.body.message.length).toBeGreaterThan(0);
    }
  }
}

async function expectBooks() {
  const trial = await trialBalance(server.ctx.db);
  expect(
    trial.ok,
    JSON.stringify(trial, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toBe(true);
  // Accounts with the no-overdraft rule never show a negative balance or a hold beyond it.
  const negative = await sql<{ n: string }>`
    select count(*)::text as n from ledger_accounts
    where debits_must_not_exceed_credits and debits_posted + debits_pending > credits_posted`.execute(
    server.ctx.db,
  );
  expect(Number(negative.rows[0]!.n)).toBe(0);
}

const count = async (table: 'withdrawals' | 'product_orders' | 'income_accruals', userId?: bigint) => {
  let query = server.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n'));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe('racing money movements on one account', () => {
  it('200 parallel withdrawals mixed with 20 purchases never overdraw, lose or duplicate money', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 100_000n }); // 1000.00
    const cardId = await addCard(member);
    const requests = [
      ...Array.from({ length: 200 }, (_, i) => ({
        kind: 'withdraw' as const,
        send: () =>
          server.post(
            '/core/app/user/withdrawal/apply',
            { amount: '10.00', bankCardId: cardId, fundPassword: member.fundPassword, requestId: `w-${i}` },
            auth(member),
          ),
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        kind: 'buy' as const,
        send: () =>
          server.post(
            '/core/app/product/buy',
            {
              productId: money.product.id,
              quantity: 1,
              fundPassword: member.fundPassword,
              requestId: `b-${i}`,
            },
            auth(member),
          ),
      })),
    ];
    // interleave the two kinds (Fisher–Yates)
    for (let i = requests.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [requests[i], requests[j]] = [requests[j]!, requests[i]!];
    }
    const results = await Promise.all(
      requests.map(async (r) => ({ kind: r.kind, response: await r.send() })),
    );
    expectClearAnswers(results.map((r) => r.response));

    const okWithdrawals = results.filter((r) => r.kind === 'withdraw' && r.response.status === 200).length;
    const okBuys = results.filter((r) => r.kind === 'buy' && r.response.status === 200).length;
    for (const r of results.filter((x) => x.response.status !== 200)) {
      expect(r.response.body.code, JSON.stringify(r.response.body)).toBe(10001); // insufficient balance
    }
    // Withdrawals alone ask for 2000.00 of 1000.00: the cash is used up exactly.
    expect(okWithdrawals * 1000 + okBuys * 10_000).toBe(100_000);
    const { cash } = await memberBalances(server.ctx.db, member.id);
    expect(cash.balance).toBe(100_000n - BigInt(okBuys) * 10_000n);
    expect(cash.debitsPending).toBe(BigInt(okWithdrawals) * 1000n);
    expect(cash.available).toBe(0n);
    expect(await count('withdrawals', member.id)).toBe(okWithdrawals);
    expect(await count('product_orders', member.id)).toBe(okBuys);
    await expectBooks();
  }, 180_000);

  it('50 double-submits of one purchase and of one withdrawal move money once each', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 100_000n });
    const cardId = await addCard(member);
    const key = `double-${member.id}`;
    const [buys, withdrawals] = await Promise.all([
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? server.post(
                '/core/app/product/buy',
                { productId: money.product.id, quantity: 2, fundPassword: member.fundPassword },
                { ...auth(member), 'idempotency-key': key },
              )
            : server.post(
                '/core/app/product/buy',
                {
                  productId: money.product.id,
                  quantity: 2,
                  fundPassword: member.fundPassword,
                  requestId: key,
                },
                auth(member),
              ),
        ),
      ),
      // the same key on another action is another request
      Promise.all(
        Array.from({ length: 50 }, () =>
          server.post(
            '/core/app/user/withdrawal/apply',
            { amount: '50.00', bankCardId: cardId, fundPassword: member.fundPassword, requestId: key },
            auth(member),
          ),
        ),
      ),
    ]);
    expectClearAnswers([...buys, ...withdrawals]);
    for (const r of [...buys, ...withdrawals]) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const orderNos = new Set(buys.map((r) => (r.body.result as { orderNo: string }).orderNo));
    const withdrawalNos = new Set(withdrawals.map((r) => (r.body.result as { orderNo: string }).orderNo));
    expect(orderNos.size).toBe(1);
    expect(withdrawalNos.size).toBe(1);
    expect(await count('product_orders', member.id)).toBe(1);
    expect(await count('withdrawals', member.id)).toBe(1);
    const { cash } = await memberBalances(server.ctx.db, member.id);
    expect(cash.balance).toBe(100_000n - 20_000n); // two units at 100.00, once
    expect(cash.debitsPending).toBe(5_000n); // one withdrawal of 50.00 held
    const transfers = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', member.id)
      .where('code', 'in', ['buy', 'withdraw', 'withdraw_fee'])
      .executeTakeFirstOrThrow();
    expect(Number(transfers.n)).toBe(3); // buy, withdrawal amount hold, fee hold
    await expectBooks();
  }, 180_000);
});

describe('two accrual jobs at once', () => {
  it('pay each order once per day, while members collect their income at the same time', async () => {
    const db = server.ctx.db;
    const members = await Promise.all(
      Array.from({ length: 12 }, () => createMember(db, server.ctx.clock, { cash: 100_000n })),
    );
    for (const m of members) {
      for (const quantity of [1, 3]) {
        const r = await server.post(
          '/core/app/product/buy',
          { productId: money.product.id, quantity, fundPassword: m.fundPassword },
          auth(m),
        );
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
    }
    const memberIds = members.map((m) => m.id);
    const reserveId = await operatorAccountId(db, 'income_reserve');
    const reserveBefore = (await getBalance(db, reserveId)).balance;
    const accruedBefore = await count('income_accruals');
    // Every open order in the database (earlier tests bought some too) earns the same three days.
    const open = await sql<{ orders: string; daily: string }>`
      select count(*)::text as orders, coalesce(sum(daily_income), 0)::text as daily
      from product_orders where status in ('not_started', 'valid')`.execute(db);
    const openOrders = Number(open.rows[0]!.orders);
    const dailyTotal = BigInt(open.rows[0]!.daily);

    // Three business days later: each order earns its first three days (5.00 per unit per day).
    server.ctx.clock.advance(3 * DAY_MS);
    const now = server.ctx.clock.now();
    const expectedPerMember = 3n * 500n * 4n; // 3 days × 5.00 × 4 units
    const [first, second, viaApi, ...collects] = await Promise.all([
      runAccrual(db, now, { trigger: 'test-a', log: () => {} }),
      runAccrual(db, now, { trigger: 'test-b', log: () => {} }),
      money.finance.post('/admin/money/accrual/run'),
      ...members.map((m) => server.post('/core/app/user/productIncome/receive', {}, auth(m))),
    ]);
    expectClearAnswers(collects);
    // Together the three runs paid every (order, day) exactly once.
    expect(first.accrualRows + second.accrualRows + viaApi.accrualRows).toBe(openOrders * 3);
    expect(await count('income_accruals')).toBe(accruedBefore + openOrders * 3);
    const duplicates = await sql<{ n: string }>`
      select count(*)::text as n from (
        select order_id, day from income_accruals group by order_id, day having count(*) > 1) d`.execute(db);
    expect(Number(duplicates.rows[0]!.n)).toBe(0);

    // What left the reserve is exactly what the members hold as income, collected or not.
    expect(reserveBefore - (await getBalance(db, reserveId)).balance).toBe(dailyTotal * 3n);
    for (const m of members) {
      const { cash, unreceived } = await memberBalances(db, m.id);
      expect(unreceived.balance).toBeGreaterThanOrEqual(0n);
      // cash: 1000.00 - 4 units × 100.00 + whatever was collected
      expect(cash.balance - (100_000n - 40_000n) + unreceived.balance).toBe(expectedPerMember);
    }
    const collected = await db
      .selectFrom('income_accruals')
      .select(sql<string>`coalesce(sum(amount), 0)::text`.as('n'))
      .where('user_id', 'in', memberIds)
      .where('received_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const cashGained = (
      await Promise.all(memberIds.map(async (id) => (await memberBalances(db, id)).cash.balance - 60_000n))
    ).reduce((a, b) => a + b, 0n);
    expect(BigInt(collected.n)).toBe(cashGained);

    // A fourth run the same day finds nothing left to pay.
    const again = await runAccrual(db, now, { trigger: 'test-c', log: () => {} });
    expect(again.accrualRows).toBe(0);
    await expectBooks();
  }, 180_000);
});
