/** Helpers for the money tests: clients, a configured catalogue, signed callbacks, book checks. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ApiError as ClientApiError, createApiClient } from '@aurum/api-client';
import type { TestServer, WireResponse } from './helpers.js';
import { createMember, createOperator } from './fixtures.js';
import { getBalance, memberBalances, operatorAccountId, type OperatorAccountCode } from '../src/ledger/accounts.js';
import { trialBalance } from '../src/ledger/trial-balance.js';
import { signCallback } from '../src/features/money/recharge/callback.service.js';
import { formatMoney } from '../src/lib/money.js';
import { tronAddress } from '../src/features/money/cards/address.js';
import { createSession } from '../src/auth/sessions.js';
import { DAY_MS } from '../src/lib/clock.js';

export function clientFor(server: TestServer, token?: string, language = 'en-US') {
  return createApiClient({
    baseUrl: `${server.url}/core`,
    getToken: () => token,
    getLanguage: () => language,
  });
}

export type Client = ReturnType<typeof clientFor>;

export interface MoneySetup {
  admin: Client;
  finance: Client;
  support: Client;
  gateway: { id: number; code: string; secret: string };
  usdt: { id: number; code: string; secret: string };
  bankId: number;
  product: { id: number };
}

/** A catalogue through the operator API: channels, a bank, a product, settings, a funded reserve. */
export async function setUpMoney(
  server: TestServer,
  options: { reserve?: string } = {},
): Promise<MoneySetup> {
  const db = server.ctx.db;
  const clock = server.ctx.clock;
  // Long sessions: the tests move the clock forward by days.
  const operator = async (role: 'admin' | 'finance' | 'support') => {
    const op = await createOperator(db, clock, role);
    return clientFor(server, (await createSession(db, 'operator', op.id, clock.now(), 365 * DAY_MS)).token);
  };
  const admin = await operator('admin');
  const finance = await operator('finance');
  const support = await operator('support');
  const settings: Record<string, string> = {
    'money.withdraw_open_weekdays': '1,2,3,4,5,6,7',
    'money.withdraw_fee_bp': '500',
    'money.withdraw_min': '10',
    'money.withdraw_max': '5000',
    'money.recharge_min': '10',
    'money.recharge_max': '10000',
    'money.usdt_rate': '7.25',
    'money.usdt_trc20_address': tronAddress(randomBytes(20)),
  };
  for (const [key, value] of Object.entries(settings))
    await admin.post('/admin/money/config/set', { key, value });
  const suffix = randomBytes(3).toString('hex');
  const gateway = await admin.post('/admin/money/payChannel/save', {
    code: `gw-${suffix}`,
    name: 'Test gateway',
    kind: 'gateway',
    payUrl: 'https://pay.test/checkout',
  });
  const usdt = await admin.post('/admin/money/payChannel/save', {
    code: `usdt-${suffix}`,
    name: 'USDT',
    kind: 'usdt',
  });
  const bank = await admin.post('/admin/money/bank/save', { name: 'Test Bank', code: `TB${suffix}` });
  const product = await admin.post('/admin/money/product/save', {
    name: 'Gold Bracelet Plan',
    price: '100.00',
    dailyIncome: '5.00',
    periodDays: 30,
    stock: 1000,
    purchaseLimit: 0,
    agreement: 'Cooperation agreement',
  });
  await finance.post('/admin/money/reserve/fund', { amount: options.reserve ?? '100000.00' });
  return {
    admin,
    finance,
    support,
    gateway: { id: gateway.id, code: gateway.code, secret: gateway.secret! },
    usdt: { id: usdt.id, code: usdt.code, secret: usdt.secret! },
    bankId: bank.id,
    product: { id: product.id },
  };
}

/** A member whose session outlives the days the tests move the clock forward. */
export async function longLivedMember(server: TestServer, options: Parameters<typeof createMember>[2] = {}) {
  const member = await createMember(server.ctx.db, server.ctx.clock, options);
  const session = await createSession(
    server.ctx.db,
    'member',
    member.id,
    server.ctx.clock.now(),
    365 * DAY_MS,
  );
  return { ...member, token: session.token };
}

let nonceCounter = 0;

/** Posts a callback signed with `secret` (or unsigned / wrongly signed when asked). */
export async function sendCallback(
  server: TestServer,
  channel: { code: string; secret: string },
  fields: Record<string, string | number>,
  options: { signature?: string; rawBody?: string; form?: boolean } = {},
): Promise<WireResponse & { rawBody: string; signature: string }> {
  nonceCounter += 1;
  const body = {
    timestamp: Math.floor(server.ctx.clock.now().getTime() / 1000),
    nonce: `n-${nonceCounter}-${randomBytes(4).toString('hex')}`,
    status: 'success',
    ...fields,
  };
  const rawBody =
    options.rawBody ??
    (options.form
      ? new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString()
      : JSON.stringify(body));
  const signature = options.signature ?? signCallback(channel.secret, rawBody);
  return postRaw(server, channel.code, rawBody, signature, options.form);
}

export async function postRaw(
  server: TestServer,
  code: string,
  rawBody: string,
  signature: string | null,
  form = false,
) {
  const headers: Record<string, string> = {
    'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
  };
  if (signature !== null) headers['x-signature'] = signature;
  const response = await fetch(`${server.url}/core/pay/callback/${code}`, {
    method: 'POST',
    headers,
    body: rawBody,
  });
  return {
    status: response.status,
    body: (await response.json()) as WireResponse['body'],
    rawBody,
    signature: signature ?? '',
  };
}

export async function balancesOf(server: TestServer, userId: bigint) {
  const b = await memberBalances(server.ctx.db, userId);
  return {
    cash: formatMoney(b.cash.balance),
    available: formatMoney(b.cash.available),
    frozen: formatMoney(b.cash.debitsPending),
    unreceived: formatMoney(b.unreceived.balance),
  };
}

export async function operatorBalance(server: TestServer, code: OperatorAccountCode) {
  return formatMoney((await getBalance(server.ctx.db, await operatorAccountId(server.ctx.db, code))).balance);
}

export async function expectBooksBalanced(server: TestServer) {
  const trial = await trialBalance(server.ctx.db);
  expect(
    trial.ok,
    JSON.stringify(trial, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toBe(true);
}

/** Expects a client call to be refused with this code (and, if given, a message matching). */
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

/** How many ledger transfers exist (to prove that a refusal moved nothing). */
export async function transferCount(server: TestServer): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
