/**
 * Clients for the tests: the generated client as a member or as an operator, refusals, signed
 * payment callbacks, and the SMS steps of signing up (the dev SMS sink holds the codes).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { ApiError as ClientApiError, createApiClient, type ApiClient } from '@aurum/api-client';
import type { TestServer, WireResponse } from './fixtures.js';
import { signCallback } from '../../src/modules/money/recharge/callback.service.js';
import { smsService } from '../../src/modules/identity/sms/service.js';
import { DevSmsSink } from '../../src/modules/identity/sms/senders.js';

/** The typed client with a member's or an operator's token (X-Access-Token), in `language`. */
export function clientFor(server: TestServer, token?: string | null, language = 'en-US'): ApiClient {
  return createApiClient({
    baseUrl: `${server.url}/core`,
    getToken: () => token ?? null,
    getLanguage: () => language,
  });
}

export type Client = ApiClient;

/** The typed client with the operator header (X-Operator-Token). */
export function operatorClient(server: TestServer, token: string): ApiClient {
  return createApiClient({
    baseUrl: `${server.url}/core`,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'X-Operator-Token': token } }),
  });
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

/** Rate-limit buckets are per IP and every test request comes from 127.0.0.1. */
export async function clearRateLimits(server: TestServer): Promise<void> {
  await server.ctx.db.deleteFrom('rate_limits').execute();
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

export const DEFAULT_PASSWORD = 'Secret123';

/** A fresh 10-digit +1 phone number. */
export function newPhone(): string {
  return `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export function sink(server: TestServer): DevSmsSink {
  const sender = smsService(server.ctx).sender;
  if (!(sender instanceof DevSmsSink)) throw new Error('the SMS sender is not the dev sink');
  return sender;
}

export function lastCode(server: TestServer, phone: string, areaCode = '+1'): string {
  const code = sink(server).lastCode(areaCode, phone);
  if (!code) throw new Error(`no SMS code was sent to ${areaCode} ${phone}`);
  return code;
}

/** Sends a register code and signs up through the generated client; returns the token. */
export async function registerMember(
  server: TestServer,
  options: { phone?: string; password?: string; invitationCode?: string; fundPassword?: string } = {},
): Promise<{ phone: string; password: string; token: string }> {
  const phone = options.phone ?? newPhone();
  const password = options.password ?? DEFAULT_PASSWORD;
  const client = clientFor(server);
  await client.post('/app/sms/sendSmsCodeNoAuth', { areaCode: '+1', phone, type: 'register' });
  const token = await client.post('/app/auth/register', {
    areaCode: '+1',
    phone,
    password,
    smsCode: lastCode(server, phone),
    ...(options.invitationCode ? { invitationCode: options.invitationCode } : {}),
    ...(options.fundPassword ? { fundPassword: options.fundPassword } : {}),
  });
  return { phone, password, token };
}
