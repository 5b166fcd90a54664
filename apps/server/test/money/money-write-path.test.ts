/**
 * The write path of issue #8: the peppered fund-password hash (format, pepper sources, old hashes
 * upgraded on first use), purchases and withdrawals made in one statement with their idempotency
 * key stored last (retries and racing twins answer what the first answered, even when the money or
 * the stock is gone by then), and ledger batches with exact running balances.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember } from '../support/fixtures.js';
import { addBankCard, setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor, expectRefusal } from '../support/clients.js';
import { balancesOf, expectBooksBalanced, operatorBalance } from '../support/books.js';
import {
  fundPasswordPepper,
  hashFundPassword,
  hashPassword,
  resetFundPasswordPepper,
  verifyFundPasswordHash,
} from '../../src/lib/passwords.js';
import { getBalance, memberAccountId, operatorAccountId } from '../../src/ledger/accounts.js';
import { transferAll } from '../../src/ledger/transfers.js';
import { Codes, ledgerRefusal } from '../../src/http/errors.js';
import { LedgerError } from '../../src/ledger/errors.js';
import { pepperSettings } from '../../src/kernel/config.js';
import type { TransferCode } from '../../src/ledger/codes.js';

/** a code no business movement uses, so these transfers stay apart from real ones */
const TEST_CODE = 'test' as TransferCode;

let server: TestServer;
let money: MoneySetup;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
});
afterAll(async () => server?.close());

const db = () => server.ctx.db;

async function storedFundHash(userId: bigint): Promise<string> {
  const row = await db()
    .selectFrom('users')
    .select('fund_password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.fund_password_hash!;
}

const cardOf = (memberToken: string) => addBankCard(server, money, memberToken, 'Write Path');

describe('fund password hash', () => {
  it('is argon2id over an HMAC of the PIN, tagged with the pepper’s id', async () => {
    const stored = await hashFundPassword('123456');
    const { id } = fundPasswordPepper();
    expect(stored).toMatch(new RegExp(`^fp1\\$${id}\\$\\$argon2id\\$v=19\\$m=\\d+,t=1,p=1\\$`));
    expect(await verifyFundPasswordHash(stored, '123456')).toEqual({ valid: true, rehash: null });
    expect(await verifyFundPasswordHash(stored, '654321')).toEqual({ valid: false, rehash: null });
    // salted: the same PIN hashes differently
    expect(await hashFundPassword('123456')).not.toBe(stored);
  });

  it('verifies an old hash (argon2id of the bare PIN) once and offers the new one', async () => {
    const legacy = await hashPassword('123456');
    expect(await verifyFundPasswordHash(legacy, '000000')).toEqual({ valid: false, rehash: null });
    const check = await verifyFundPasswordHash(legacy, '123456');
    expect(check.valid).toBe(true);
    expect(check.rehash).toMatch(/^fp1\$/);
    expect(await verifyFundPasswordHash(check.rehash!, '123456')).toEqual({ valid: true, rehash: null });
  });

  it('refuses to judge a hash made with another pepper (a server error, not a wrong PIN)', async () => {
    const stored = await hashFundPassword('123456');
    const other = stored.replace(/^fp1\$[0-9a-f]{8}\$/, 'fp1$00000000$');
    await expect(verifyFundPasswordHash(other, '123456')).rejects.toThrow(/pepper/);
  });

  it('takes the pepper from FUND_PASSWORD_PEPPER, else from a key file it creates once with mode 0600', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aurum-pepper-'));
    try {
      resetFundPasswordPepper();
      const file = path.join(dir, 'secrets', 'fund.key');
      const fromFile = fundPasswordPepper(pepperSettings({ FUND_PASSWORD_PEPPER_FILE: file }));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
      resetFundPasswordPepper();
      expect(fundPasswordPepper(pepperSettings({ FUND_PASSWORD_PEPPER_FILE: file })).id).toBe(fromFile.id);

      resetFundPasswordPepper();
      expect(() => fundPasswordPepper(pepperSettings({ FUND_PASSWORD_PEPPER: 'too short' }))).toThrow(/at least 32/);
      const fromEnv = fundPasswordPepper(pepperSettings({ FUND_PASSWORD_PEPPER: 'x'.repeat(40) }));
      expect(fromEnv.id).not.toBe(fromFile.id);
    } finally {
      resetFundPasswordPepper();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a member with an old hash buys with the right PIN, and the hash is upgraded in that request', async () => {
    const member = await createMember(db(), server.ctx.clock, { cash: 100_000n });
    const legacy = await hashPassword(member.fundPassword);
    await db().updateTable('users').set({ fund_password_hash: legacy }).where('id', '=', member.id).execute();
    const client = clientFor(server, member.token);

    await expectRefusal(
      client.post('/app/product/buy', { productId: money.product.id, fundPassword: '000000' }),
      400,
      'Wrong fund password',
    );
    expect(await storedFundHash(member.id)).toBe(legacy);

    await client.post('/app/product/buy', { productId: money.product.id, fundPassword: member.fundPassword });
    const upgraded = await storedFundHash(member.id);
    expect(upgraded).toMatch(/^fp1\$/);
    await client.post('/app/product/buy', { productId: money.product.id, fundPassword: member.fundPassword });
    expect(await storedFundHash(member.id)).toBe(upgraded);
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '800.00' });
  });
});

describe('idempotent purchases and withdrawals in one statement', () => {
  it('a retry after the last unit sold answers the first purchase, not "sold out"', async () => {
    const product = await money.admin.post('/admin/money/product/save', {
      name: 'Last Unit Plan',
      price: '10.00',
      dailyIncome: '1.00',
      periodDays: 10,
      stock: 1,
    });
    const member = await createMember(db(), server.ctx.clock, { cash: 10_000n });
    const client = clientFor(server, member.token);
    const body = { productId: product.id, fundPassword: member.fundPassword, requestId: `last-${member.id}` };
    const first = await client.post('/app/product/buy', body);
    expect(await client.post('/app/product/buy', body)).toEqual(first);
    await expectRefusal(
      client.post('/app/product/buy', { ...body, requestId: `last-${member.id}-2` }),
      400,
      'Not enough stock left',
    );
    // a retry still needs the right fund password
    await expectRefusal(
      client.post('/app/product/buy', { ...body, fundPassword: '000000' }),
      400,
      'Wrong fund password',
    );
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '90.00' });
    await expectBooksBalanced(server);
  });

  it('twins racing for the last of the cash all get the one purchase', async () => {
    const member = await createMember(db(), server.ctx.clock, { cash: 10_000n }); // exactly one unit
    const client = clientFor(server, member.token);
    const salesBefore = await operatorBalance(server, 'product_sales');
    const orders = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.post('/app/product/buy', {
          productId: money.product.id,
          fundPassword: member.fundPassword,
          requestId: `twins-${member.id}`,
        }),
      ),
    );
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(1);
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '0.00' });
    expect(Number(await operatorBalance(server, 'product_sales')) - Number(salesBefore)).toBe(100);
    await expectBooksBalanced(server);
  });

  it('twin withdrawals racing for the last of the cash all get the one withdrawal', async () => {
    const member = await createMember(db(), server.ctx.clock, { cash: 5_000n });
    const client = clientFor(server, member.token);
    const bankCardId = await cardOf(member.token);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.post('/app/user/withdrawal/apply', {
          amount: '50.00',
          bankCardId,
          fundPassword: member.fundPassword,
          requestId: `wtwins-${member.id}`,
        }),
      ),
    );
    expect(new Set(results.map((w) => w.id)).size).toBe(1);
    expect(results[0]).toMatchObject({ amount: '50.00', fee: '2.50', actualAmount: '47.50', status: 0 });
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '50.00', available: '0.00' });
    // the stored answer is the one the first request gave
    const page = await client.post('/app/user/withdrawal/page', {});
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id: results[0]!.id, orderNo: results[0]!.orderNo });
    await expectBooksBalanced(server);
  });

  it('a withdrawal to a card deleted after the check moves nothing', async () => {
    const member = await createMember(db(), server.ctx.clock, { cash: 10_000n });
    const client = clientFor(server, member.token);
    const bankCardId = await cardOf(member.token);
    await db()
      .updateTable('user_banks')
      .set({ deleted_at: new Date() })
      .where('id', '=', BigInt(bankCardId))
      .execute();
    await expectRefusal(
      client.post('/app/user/withdrawal/apply', {
        amount: '50.00',
        bankCardId,
        fundPassword: member.fundPassword,
      }),
      404,
    );
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '100.00', available: '100.00' });
  });
});

describe('ledger batches', () => {
  it('several transfers in one statement leave exact running balances on each side', async () => {
    const member = await createMember(db(), server.ctx.clock, { cash: 100_000n });
    const cash = await memberAccountId(db(), member.id, 'member_cash');
    const fees = await operatorAccountId(db(), 'fee_revenue');
    const feesBefore = (await getBalance(db(), fees)).balance;
    const records = await db()
      .transaction()
      .execute((trx) =>
        transferAll(trx, [
          {
            id: `batch:${member.id}:1`,
            debit: cash,
            credit: { code: 'fee_revenue' },
            amount: 100n,
            code: TEST_CODE,
          },
          {
            id: `batch:${member.id}:2`,
            debit: { code: 'member_cash', userId: member.id },
            credit: fees,
            amount: 250n,
            code: TEST_CODE,
            pending: true,
          },
          { id: `batch:${member.id}:3`, debit: cash, credit: fees, amount: 50n, code: TEST_CODE },
        ]),
      );
    expect(records.map((r) => r.created)).toEqual([true, true, true]);
    const rows = await db()
      .selectFrom('ledger_transfers')
      .select(['id', 'debit_balance_after', 'credit_balance_after'])
      .where('id', 'like', `batch:${member.id}:%`)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [BigInt(r.debit_balance_after), BigInt(r.credit_balance_after)])).toEqual([
      [99_900n, feesBefore + 100n],
      [99_900n, feesBefore + 100n], // pending: posted balances unchanged
      [99_850n, feesBefore + 150n],
    ]);
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '998.50', available: '996.00' });

    // the same batch again moves nothing; part of it again is a conflict
    const again = await db()
      .transaction()
      .execute((trx) =>
        transferAll(trx, [
          { id: `batch:${member.id}:1`, debit: cash, credit: fees, amount: 100n, code: TEST_CODE },
          {
            id: `batch:${member.id}:2`,
            debit: cash,
            credit: fees,
            amount: 250n,
            code: TEST_CODE,
            pending: true,
          },
          { id: `batch:${member.id}:3`, debit: cash, credit: fees, amount: 50n, code: TEST_CODE },
        ]),
      );
    expect(again.map((r) => r.created)).toEqual([false, false, false]);
    const partial = db()
      .transaction()
      .execute((trx) =>
        transferAll(trx, [
          { id: `batch:${member.id}:1`, debit: cash, credit: fees, amount: 100n, code: TEST_CODE },
          { id: `batch:${member.id}:4`, debit: cash, credit: fees, amount: 1n, code: TEST_CODE },
        ]),
      );
    await expect(partial).rejects.toMatchObject({ result: 'exists_in_part' });
    expect(ledgerRefusal('exists_in_part')).toMatchObject({ code: Codes.conflict });
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '998.50', available: '996.00' });
    await expectBooksBalanced(server);
  });

  it('an overdraft anywhere in a batch moves nothing', async () => {
    const member = await createMember(db(), server.ctx.clock, { cash: 1_000n });
    const attempt = db()
      .transaction()
      .execute((trx) =>
        transferAll(trx, [
          {
            id: `over:${member.id}:1`,
            debit: { code: 'member_cash', userId: member.id },
            credit: { code: 'fee_revenue' },
            amount: 600n,
            code: TEST_CODE,
          },
          {
            id: `over:${member.id}:2`,
            debit: { code: 'member_cash', userId: member.id },
            credit: { code: 'withdrawal_payable' },
            amount: 600n,
            code: TEST_CODE,
            pending: true,
          },
        ]),
      );
    await expect(attempt).rejects.toBeInstanceOf(LedgerError);
    await expect(attempt).rejects.toMatchObject({ result: 'exceeds_credits' });
    expect(ledgerRefusal('exceeds_credits')).toMatchObject({ code: Codes.insufficientBalance });
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '10.00', available: '10.00' });
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from ledger_transfers where id like ${`over:${member.id}:%`}`.execute(db());
    expect(count.rows[0]!.n).toBe(0);
  });
});
