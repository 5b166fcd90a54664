/**
 * The books as the tests check them: the trial balance, balances of members and operator
 * accounts, and row counts and audit actions that prove a refusal changed nothing.
 */
import { expect } from 'vitest';
import type { TestServer } from './fixtures.js';
import {
  getBalance,
  memberBalances,
  operatorAccountId,
  operatorBalance as operatorAccountBalance,
  type OperatorAccountCode,
} from '../../src/ledger/accounts.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';
import { formatMoney } from '../../src/lib/money.js';

export async function expectBooksBalanced(server: TestServer) {
  const trial = await trialBalance(server.ctx.db);
  expect(
    trial.ok,
    JSON.stringify(trial, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toBe(true);
}

/** A member's balances, formatted as the API shows them. */
export async function balancesOf(server: TestServer, userId: bigint) {
  const b = await memberBalances(server.ctx.db, userId);
  return {
    cash: formatMoney(b.cash.balance),
    available: formatMoney(b.cash.available),
    frozen: formatMoney(b.cash.debitsPending),
    unreceived: formatMoney(b.unreceived.balance),
  };
}

export async function cashOf(server: TestServer, userId: bigint): Promise<bigint> {
  return (await memberBalances(server.ctx.db, userId)).cash.balance;
}

export async function operatorBalance(server: TestServer, code: OperatorAccountCode) {
  // the account's shards summed (migration 0067)
  return formatMoney(await operatorAccountBalance(server.ctx.db, code));
}

export async function promotionsBalance(server: TestServer): Promise<bigint> {
  return (await getBalance(server.ctx.db, await operatorAccountId(server.ctx.db, 'promotions'))).balance;
}

/** How many ledger transfers exist (to prove that a refusal moved nothing). */
export async function transferCount(server: TestServer): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function auditActions(server: TestServer): Promise<string[]> {
  return (await server.ctx.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map((r) => r.action);
}

/** Rows of the sign-up tables (users, sessions, accounts, SMS codes). */
export async function counts(server: TestServer) {
  const db = server.ctx.db;
  const one = async (table: 'users' | 'sessions' | 'ledger_accounts' | 'sms_codes') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const used = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('used_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    users: await one('users'),
    sessions: await one('sessions'),
    accounts: await one('ledger_accounts'),
    smsCodes: await one('sms_codes'),
    usedCodes: Number(used.n),
  };
}
