/** Shared steps of the auth / user / sms / operator-auth tests (not a test file itself). */
import { randomInt } from 'node:crypto';
import { createApiClient, type ApiClient } from '@aurum/api-client';
import type { TestServer } from './helpers.js';
import { smsService } from '../src/features/sms/service.js';
import { DevSmsSink } from '../src/features/sms/senders.js';

export const DEFAULT_PASSWORD = 'Secret123';

/** A fresh 10-digit +1 phone number. */
export function newPhone(): string {
  return `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export function clientFor(server: TestServer, token?: string | null, language = 'en-US'): ApiClient {
  return createApiClient({
    baseUrl: `${server.url}/core`,
    getToken: () => token ?? null,
    getLanguage: () => language,
  });
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

/** Rate-limit buckets are per IP and every test request comes from 127.0.0.1. */
export async function clearRateLimits(server: TestServer): Promise<void> {
  await server.ctx.db.deleteFrom('rate_limits').execute();
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
