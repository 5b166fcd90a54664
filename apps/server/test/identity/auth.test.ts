import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessionExpiredError, ApiError as ClientApiError } from '@aurum/api-client';
import { startTestServer, type TestServer, createMember } from '../support/fixtures.js';
import {
  DEFAULT_PASSWORD,
  clearRateLimits,
  clientFor,
  lastCode,
  newPhone,
  registerMember,
} from '../support/clients.js';
import { counts } from '../support/books.js';
import { verifyFundPassword } from '../../src/modules/identity/auth/fund-password.js';
import { memberBalances } from '../../src/ledger/accounts.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => clearRateLimits(server));

const login = (phone: string, password: string, headers?: Record<string, string>) =>
  server.post('/core/app/auth/login', { areaCode: '+1', phone, password }, headers);
const userInfo = (token: string) =>
  server.post('/core/app/user/getUserInfo', {}, { 'x-access-token': token });

async function userByPhone(phone: string) {
  return server.ctx.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
}

describe('register → login → getUserInfo → logout', () => {
  it('works end to end through the generated client, with and without an invitation code', async () => {
    // without invitation code: the register answer is a working token
    const first = await registerMember(server);
    const referrerInfo = await clientFor(server, first.token).post('/app/user/getUserInfo');
    expect(referrerInfo).toMatchObject({
      areaCode: '+1',
      phone: first.phone,
      referrer: null,
      balance: '0.00',
    });
    expect(referrerInfo.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    const referrerRow = await userByPhone(first.phone);
    expect(referrerRow.password_hash).toMatch(/^\$argon2id\$/);
    expect(await memberBalances(server.ctx.db, referrerRow.id)).toMatchObject({
      cash: { balance: 0n },
      unreceived: { balance: 0n },
    });

    // with the invitation code (any case): linked to the referrer
    const second = await registerMember(server, {
      invitationCode: referrerInfo.invitationCode.toLowerCase(),
    });
    expect((await userByPhone(second.phone)).referrer_id).toBe(referrerRow.id);

    // login: the result is the token string
    const anonymous = clientFor(server);
    const token = await anonymous.post('/app/auth/login', {
      areaCode: '+1',
      phone: second.phone,
      password: DEFAULT_PASSWORD,
    });
    expect(typeof token).toBe('string');
    expect(token.length).toBeGreaterThanOrEqual(32);
    const client = clientFor(server, token);
    const info = await client.post('/app/user/getUserInfo');
    expect(info).toMatchObject({
      phone: second.phone,
      referrer: {
        id: Number(referrerRow.id),
        phone: `${first.phone.slice(0, 3)}****${first.phone.slice(7)}`,
      },
      hasFundPassword: false,
    });

    // the token is stored only as a hash
    const stored = await server.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    // logout: the same token now gives 50001, the other session of the member is untouched
    await client.post('/app/auth/logout');
    await expect(client.post('/app/user/getUserInfo')).rejects.toBeInstanceOf(SessionExpiredError);
    const raw = await userInfo(token);
    expect(raw.status).toBe(401);
    expect(raw.body.code).toBe(50001);
    expect((await userInfo(second.token)).body.code).toBe(200);
    // logging out twice, or without a token, is harmless
    expect((await server.post('/core/app/auth/logout', {}, { 'x-access-token': token })).body.code).toBe(200);
    expect((await server.post('/core/app/auth/logout')).body.code).toBe(200);
    expect(await trialBalance(server.ctx.db)).toMatchObject({ ok: true });
  });

  it('sets the fund password at registration when one is given', async () => {
    const member = await registerMember(server, { fundPassword: '654321' });
    expect((await clientFor(server, member.token).post('/app/user/getUserInfo')).hasFundPassword).toBe(true);
    const user = await userByPhone(member.phone);
    await expect(
      verifyFundPassword(server.ctx.db, user.id, '654321', server.ctx.clock.now()),
    ).resolves.toBeUndefined();
  });

  it('expires a token after memberSessionTtlMs', async () => {
    const member = await registerMember(server);
    server.ctx.clock.advance(server.ctx.config.memberSessionTtlMs - 60_000);
    expect((await userInfo(member.token)).body.code).toBe(200);
    server.ctx.clock.advance(120_000);
    const expired = await userInfo(member.token);
    expect(expired.body).toMatchObject({
      code: 50001,
      result: null,
      message: 'Your session has expired, please log in again',
    });
  });

  it('answers a missing or unknown token with 50001', async () => {
    expect((await server.post('/core/app/user/getUserInfo')).body.code).toBe(50001);
    expect((await userInfo('not-a-token')).body.code).toBe(50001);
  });
});

describe('login', () => {
  it('gives one generic message for a wrong password and an unknown phone', async () => {
    const member = await registerMember(server);
    const wrong = await login(member.phone, 'Wrong1234', { 'accept-language': 'zh-CN' });
    const unknown = await login(newPhone(), 'Wrong1234', { 'accept-language': 'zh-CN' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, result: null, message: '手机号或密码错误' });
    expect(unknown.body).toEqual(wrong.body);
    await expect(
      clientFor(server).post('/app/auth/login', {
        areaCode: '+1',
        phone: member.phone,
        password: 'Wrong1234',
      }),
    ).rejects.toMatchObject({ code: 400, message: 'Wrong phone number or password' });
  });

  it('locks a phone for this address after 5 wrong passwords, for 15 minutes', async () => {
    const member = await registerMember(server);
    const other = await registerMember(server);
    for (let i = 0; i < 4; i += 1) expect((await login(member.phone, 'Wrong1234')).body.code).toBe(400);
    const locked = await login(member.phone, 'Wrong1234', { 'accept-language': 'tr-TR' });
    expect(locked.status).toBe(423);
    expect(locked.body.message).toBe('Çok fazla başarısız giriş; lütfen 15 dakika sonra tekrar deneyin');
    // even the right password is refused while locked; other phones are not affected
    expect((await login(member.phone, member.password)).body.code).toBe(423);
    expect((await login(other.phone, other.password)).body.code).toBe(200);
    server.ctx.clock.advance(15 * 60_000 + 1000);
    expect((await login(member.phone, member.password)).body.code).toBe(200);
  });

  it('a successful login forgets earlier failures', async () => {
    const member = await registerMember(server);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 3; i += 1) expect((await login(member.phone, 'Wrong1234')).body.code).toBe(400);
      expect((await login(member.phone, member.password)).body.code).toBe(200);
    }
  });

  it('refuses a disabled account after checking the password', async () => {
    const member = await registerMember(server);
    await server.ctx.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('phone', '=', member.phone)
      .execute();
    expect((await login(member.phone, 'Wrong1234')).body.code).toBe(400);
    const res = await login(member.phone, member.password);
    expect(res.body).toMatchObject({ code: 403, message: 'This account has been disabled' });
  });
});

describe('register refusals change nothing', () => {
  it('refuses a duplicate phone, once the SMS code proves the phone', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const form = { areaCode: '+1', phone: member.phone, password: 'Secret123' };
    // without the phone's code nobody learns that it is registered
    const guess = await server.post('/core/app/auth/register', { ...form, smsCode: '123456' });
    expect(guess.body.message).toBe('The verification code is wrong or has expired');
    await clientFor(server).post('/app/sms/sendSmsCodeNoAuth', {
      areaCode: '+1',
      phone: member.phone,
      type: 'register',
    });
    const before = await counts(server);
    const res = await server.post(
      '/core/app/auth/register',
      { ...form, smsCode: lastCode(server, member.phone) },
      { 'accept-language': 'zh-CN' },
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, result: null, message: '该手机号已注册' });
    expect(await counts(server)).toEqual(before);
  });

  it('refuses a wrong, expired or reused SMS code', async () => {
    const phone = newPhone();
    await clientFor(server).post('/app/sms/sendSmsCodeNoAuth', { areaCode: '+1', phone, type: 'register' });
    const code = lastCode(server, phone);
    const form = { areaCode: '+1', phone, password: 'Secret123' };
    const before = await counts(server);

    const wrong = await server.post('/core/app/auth/register', {
      ...form,
      smsCode: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.body).toMatchObject({ code: 400, message: 'The verification code is wrong or has expired' });
    server.ctx.clock.advance(5 * 60_000 + 1000);
    const expired = await server.post(
      '/core/app/auth/register',
      { ...form, smsCode: code },
      { 'accept-language': 'tr-TR' },
    );
    expect(expired.body).toMatchObject({ code: 400, message: 'Doğrulama kodu yanlış veya süresi dolmuş' });
    const after = await counts(server);
    expect({ ...after }).toEqual({ ...before });

    // a fresh code registers the phone and is marked used
    await clearRateLimits(server);
    await clientFor(server).post('/app/sms/sendSmsCodeNoAuth', { areaCode: '+1', phone, type: 'register' });
    const fresh = lastCode(server, phone);
    expect((await server.post('/core/app/auth/register', { ...form, smsCode: fresh })).body.code).toBe(200);
    const row = await server.ctx.db
      .selectFrom('sms_codes')
      .select('used_at')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
  });

  it('names each bad field in the member language; the SMS code stays usable', async () => {
    const referrer = await registerMember(server);
    const phone = newPhone();
    await clientFor(server).post('/app/sms/sendSmsCodeNoAuth', { areaCode: '+1', phone, type: 'register' });
    const smsCode = lastCode(server, phone);
    const good = { areaCode: '+1', phone, password: 'Secret123', smsCode };
    const drop = (key: keyof typeof good) => {
      const copy: Record<string, string> = { ...good };
      delete copy[key];
      return copy;
    };
    const cases: Array<[Record<string, string>, string, string]> = [
      [drop('phone'), 'en-US', 'Phone number is required'],
      [{ ...good, phone: '55-12' }, 'en-US', 'Phone number is invalid'],
      [{ ...good, phone: '55-12' }, 'tr-TR', 'Telefon numarası geçersiz'],
      [drop('areaCode'), 'zh-CN', '区号不能为空'],
      [drop('password'), 'en-US', 'Password is required'],
      [{ ...good, password: 'ab1' }, 'en-US', 'Password is too short'],
      [{ ...good, password: `a1${'x'.repeat(31)}` }, 'en-US', 'Password is too long'],
      [
        { ...good, password: 'onlyletters' },
        'en-US',
        'Password must be 6–32 characters and contain both letters and digits',
      ],
      [{ ...good, password: '12345678' }, 'zh-CN', '密码须为6–32位，且同时包含字母和数字'],
      [
        { ...good, password: '12345678' },
        'tr-TR',
        'Şifre 6–32 karakter olmalı ve hem harf hem rakam içermelidir',
      ],
      [{ ...good, confirmPassword: 'Secret124' }, 'en-US', 'Confirm password does not match'],
      [drop('smsCode'), 'en-US', 'Verification code is required'],
      [{ ...good, smsCode: '12ab56' }, 'es', 'Código de verificación no es válido'],
      [{ ...good, fundPassword: '12345' }, 'en-US', 'Fund password is invalid'],
      [{ ...good, fundPassword: 'abcdef' }, 'zh-TW', '資金密碼格式不正確'],
      [{ ...good, invitationCode: 'NOPE2345' }, 'en-US', 'This invitation code does not exist'],
      [{ ...good, invitationCode: 'NOPE2345' }, 'tr-TR', 'Bu davet kodu mevcut değil'],
      [{ ...good, invitationCode: 'x'.repeat(17) }, 'fr', 'Code d’invitation est trop long'],
    ];
    const before = await counts(server);
    for (const [form, language, message] of cases) {
      const res = await server.post('/core/app/auth/register', form, { 'accept-language': language });
      expect(res.body, JSON.stringify(form)).toEqual({ code: 400, result: null, message });
      expect(res.status).toBe(400);
    }
    expect(await counts(server)).toEqual(before);

    // the same code still registers the phone
    const referrerCode = (await clientFor(server, referrer.token).post('/app/user/getUserInfo'))
      .invitationCode;
    const token = await clientFor(server).post('/app/auth/register', {
      ...good,
      invitationCode: referrerCode,
    });
    expect(typeof token).toBe('string');
    expect(await counts(server)).toMatchObject({ users: before.users + 1, accounts: before.accounts + 2 });
  });

  it('two concurrent registrations with the same code create one member', async () => {
    const phone = newPhone();
    await clientFor(server).post('/app/sms/sendSmsCodeNoAuth', { areaCode: '+1', phone, type: 'register' });
    const form = { areaCode: '+1', phone, password: 'Secret123', smsCode: lastCode(server, phone) };
    const results = await Promise.all([1, 2, 3].map(() => server.post('/core/app/auth/register', form)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== 200)) expect([400, 409]).toContain(r.body.code);
    const rows = await server.ctx.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('client errors', () => {
  it('surfaces refusals as ApiError with the localized message', async () => {
    const error = await clientFor(server, null, 'fr')
      .post('/app/auth/login', { areaCode: '+1', phone: newPhone(), password: 'Nope1234' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientApiError);
    expect((error as ClientApiError).message).toBe('Numéro de téléphone ou mot de passe incorrect');
  });
});
