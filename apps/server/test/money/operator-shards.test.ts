/**
 * The operator accounts every payment credits are spread over shards (migration 0067): a purchase
 * or withdrawal posts to its member's shard (member id mod 8), the account's figures are the sum of
 * its rows, holds are passed and rejected on the shard they were made on, and the books balance.
 * Runs on PGlite and on PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember, type TestMember } from '../support/fixtures.js';
import { addBankCard, setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor } from '../support/clients.js';
import { expectBooksBalanced } from '../support/books.js';
import {
  OPERATOR_SHARDS,
  SHARDED_OPERATOR_ACCOUNTS,
  operatorAccountId,
  operatorBalance,
} from '../../src/ledger/accounts.js';

let server: TestServer;
let money: MoneySetup;
beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
});
afterAll(async () => server?.close());

const db = () => server.ctx.db;

/** code → shard → account id */
async function shardIds(): Promise<Map<string, Map<number, bigint>>> {
  const rows = await db()
    .selectFrom('ledger_accounts')
    .select(['id', 'code', 'shard'])
    .where('user_id', 'is', null)
    .execute();
  const byCode = new Map<string, Map<number, bigint>>();
  for (const r of rows) {
    if (!byCode.has(r.code)) byCode.set(r.code, new Map());
    byCode.get(r.code)!.set(r.shard, r.id);
  }
  return byCode;
}

describe('sharded operator accounts', () => {
  it('product_sales, withdrawal_payable and fee_revenue have shards 0–7; every other account one row; members cannot be sharded', async () => {
    const shards = await shardIds();
    for (const code of SHARDED_OPERATOR_ACCOUNTS) {
      expect([...shards.get(code)!.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
    for (const code of [
      'income_reserve',
      'income_payable',
      'promotions',
      'deposit_clearing',
      'operator_capital',
    ]) {
      expect([...shards.get(code)!.keys()]).toEqual([0]);
    }
    expect(await operatorAccountId(db(), 'product_sales')).toBe(shards.get('product_sales')!.get(0));
    const member = await createMember(db(), server.ctx.clock);
    await expect(
      sql`update ledger_accounts set shard = 1 where user_id = ${member.id}`.execute(db()),
    ).rejects.toThrow(/ledger_accounts_shard_range/);
    await expect(
      sql`insert into ledger_accounts (code, user_id, shard) values ('product_sales', null, 8)`.execute(db()),
    ).rejects.toThrow(/ledger_accounts_shard_range/);
  });

  it("eight members buy and withdraw: each payment lands on its member's shard, holds resolve there, and the sums are the account's figures", async () => {
    const shards = await shardIds();
    const before = {
      sales: await operatorBalance(db(), 'product_sales'),
      payable: await operatorBalance(db(), 'withdrawal_payable'),
      fees: await operatorBalance(db(), 'fee_revenue'),
    };
    const members: TestMember[] = [];
    const seen = new Set<number>();
    while (seen.size < OPERATOR_SHARDS) {
      const member = await createMember(db(), server.ctx.clock, { cash: 50_000n });
      const shard = Number(member.id % BigInt(OPERATOR_SHARDS));
      if (seen.has(shard)) continue;
      seen.add(shard);
      members.push(member);
    }
    const withdrawals: number[] = [];
    for (const member of members) {
      const client = clientFor(server, member.token);
      await client.post('/app/product/buy', {
        productId: money.product.id,
        quantity: 1,
        fundPassword: member.fundPassword,
      });
      const withdrawal = await client.post('/app/user/withdrawal/apply', {
        amount: '100.00',
        bankCardId: await addBankCard(server, money, member.token, 'Shard'),
        fundPassword: member.fundPassword,
      });
      withdrawals.push(withdrawal.id);
    }
    const transfers = await db()
      .selectFrom('ledger_transfers')
      .select(['user_id', 'code', 'kind', 'credit_account_id'])
      .where(
        'user_id',
        'in',
        members.map((m) => m.id),
      )
      .where('code', 'in', ['buy', 'withdraw', 'withdraw_fee'])
      .execute();
    expect(transfers).toHaveLength(3 * OPERATOR_SHARDS);
    const operatorCode = {
      buy: 'product_sales',
      withdraw: 'withdrawal_payable',
      withdraw_fee: 'fee_revenue',
    } as const;
    for (const t of transfers) {
      const shard = Number(BigInt(t.user_id!) % BigInt(OPERATOR_SHARDS));
      expect(t.credit_account_id).toBe(
        shards.get(operatorCode[t.code as keyof typeof operatorCode])!.get(shard),
      );
    }

    // half passed, half rejected: each resolution posts or voids on the hold's own shard
    for (const [i, id] of withdrawals.entries()) {
      await money.finance.post(`/admin/money/withdrawal/${i % 2 === 0 ? 'pass' : 'reject'}`, { id });
    }
    const resolutions = await db()
      .selectFrom('ledger_transfers as r')
      .innerJoin('ledger_transfers as p', 'p.id', 'r.pending_id')
      .select(['r.credit_account_id as resolved', 'p.credit_account_id as held'])
      .where(
        'p.user_id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    expect(resolutions).toHaveLength(2 * OPERATOR_SHARDS);
    for (const r of resolutions) expect(r.resolved).toBe(r.held);
    const shardRows = await db()
      .selectFrom('ledger_accounts')
      .select(['code', 'credits_pending'])
      .where('code', 'in', ['withdrawal_payable', 'fee_revenue'])
      .execute();
    expect(shardRows.every((r) => r.credits_pending === 0n)).toBe(true);

    // 8 × 100.00 of sales; 4 withdrawals of 100.00 passed: 4 × 95.00 payable and 4 × 5.00 of fees
    expect((await operatorBalance(db(), 'product_sales')) - before.sales).toBe(80_000n);
    expect((await operatorBalance(db(), 'withdrawal_payable')) - before.payable).toBe(38_000n);
    expect((await operatorBalance(db(), 'fee_revenue')) - before.fees).toBe(2_000n);
    await expectBooksBalanced(server);
  });

  it("a product with a per-member limit (bought under the product's lock) and its refund use the member's shard too", async () => {
    const shards = await shardIds();
    const limited = await money.admin.post('/admin/money/product/save', {
      name: 'Sharded Limited Plan',
      price: '30.00',
      dailyIncome: '1.00',
      periodDays: 10,
      stock: 100,
      purchaseLimit: 1,
      agreement: 'Cooperation agreement',
    });
    let member = await createMember(db(), server.ctx.clock, { cash: 10_000n });
    // a member whose shard is not 0, so that shard 0 (operatorAccountId's row) would be a wrong answer
    while (member.id % BigInt(OPERATOR_SHARDS) === 0n) {
      member = await createMember(db(), server.ctx.clock, { cash: 10_000n });
    }
    const mine = shards.get('product_sales')!.get(Number(member.id % BigInt(OPERATOR_SHARDS)))!;
    const order = await clientFor(server, member.token).post('/app/product/buy', {
      productId: limited.id,
      quantity: 1,
      fundPassword: member.fundPassword,
    });
    await money.finance.post('/admin/money/order/invalidate', { id: order.id, refund: true });
    const moves = await db()
      .selectFrom('ledger_transfers')
      .select(['code', 'debit_account_id', 'credit_account_id'])
      .where('user_id', '=', member.id)
      .where('code', 'in', ['buy', 'order_refund'])
      .orderBy('code')
      .execute();
    expect(moves).toEqual([
      { code: 'buy', debit_account_id: expect.any(BigInt), credit_account_id: mine },
      { code: 'order_refund', debit_account_id: mine, credit_account_id: expect.any(BigInt) },
    ]);
    await expectBooksBalanced(server);
  });
});
