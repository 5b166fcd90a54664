/** Helpers for the community tests (real database, real ledger). */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ApiError as ClientApiError, createApiClient } from '@aurum/api-client';
import type { TestServer } from './helpers.js';
import { memberAccountId, memberBalances, operatorAccountId, getBalance } from '../src/ledger/accounts.js';
import { transfer } from '../src/ledger/transfers.js';
import { trialBalance } from '../src/ledger/trial-balance.js';

export function clientFor(server: TestServer, token?: string, language = 'en-US') {
  return createApiClient({ baseUrl: `${server.url}/core`, getToken: () => token, getLanguage: () => language });
}

/** operator_capital → promotions, as the operator funds the promotions budget. */
export async function fundPromotions(server: TestServer, amount: bigint) {
  await server.ctx.db.transaction().execute(async (trx) => {
    await transfer(trx, {
      id: `test-fund-promotions:${randomBytes(6).toString('hex')}`,
      debitAccountId: await operatorAccountId(trx, 'operator_capital'),
      creditAccountId: await operatorAccountId(trx, 'promotions'),
      amount,
      code: 'promotions_budget',
    });
  });
}

/** A purchase as the money feature books it: member cash → product sales, code 'buy'. */
export async function recordPurchase(server: TestServer, userId: bigint, amount: bigint) {
  await server.ctx.db.transaction().execute(async (trx) => {
    await transfer(trx, {
      id: `test-buy:${userId}:${randomBytes(6).toString('hex')}`,
      debitAccountId: await memberAccountId(trx, userId, 'member_cash'),
      creditAccountId: await operatorAccountId(trx, 'product_sales'),
      amount,
      code: 'buy',
      userId,
    });
  });
}

export async function cashOf(server: TestServer, userId: bigint): Promise<bigint> {
  return (await memberBalances(server.ctx.db, userId)).cash.balance;
}

export async function promotionsBalance(server: TestServer): Promise<bigint> {
  return (await getBalance(server.ctx.db, await operatorAccountId(server.ctx.db, 'promotions'))).balance;
}

export async function expectBooksBalanced(server: TestServer) {
  const trial = await trialBalance(server.ctx.db);
  expect(trial.ok, JSON.stringify(trial, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).toBe(true);
}

/** Expects a client call to be refused with this code (and, if given, a message containing text). */
export async function expectRefusal(promise: Promise<unknown>, code: number, message?: string | RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected the call to be refused').toBeInstanceOf(ClientApiError);
  expect((error as ClientApiError).code).toBe(code);
  if (message !== undefined) expect((error as ClientApiError).message).toMatch(message);
  return error as ClientApiError;
}

export async function clearRateLimits(server: TestServer) {
  await server.ctx.db.deleteFrom('rate_limits').execute();
}

export async function auditActions(server: TestServer): Promise<string[]> {
  return (await server.ctx.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map((r) => r.action);
}

/** The typed client with the operator header (X-Operator-Token). */
export function operatorClient(server: TestServer, token: string) {
  return createApiClient({
    baseUrl: `${server.url}/core`,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'X-Operator-Token': token } }),
  });
}
