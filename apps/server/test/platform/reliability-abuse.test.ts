/**
 * Reliability: abuse. Login, SMS and fund-password guessing is limited and locked out, also when
 * the guesses arrive all at once (a lockout that only counts finished attempts lets a burst of
 * parallel guesses through); tokens stop working on logout and on a password change.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember, createOperator } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clearRateLimits, lastCode, newPhone, registerMember } from '../support/clients.js';
import { memberBalances } from '../../src/ledger/accounts.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';

let server: TestServer;
let money: MoneySetup;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
});
afterAll(async () => server?.close());
beforeEach(async () => clearRateLimits(server));

const login = (phone: string, password: string) =>
  server.post('/core/app/auth/login', { areaCode: '+1', phone, password });
const userInfo = (token: string) =>
  server.post('/core/app/user/getUserInfo', {}, { 'x-access-token': token });

describe('login brute force', () => {
  it('locks an account after 5 wrong passwords; the right one is refused while locked', async () => {
    const member = await registerMember(server);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await login(member.phone, `Wrong${i}xyz1`)).body.code);
    expect(codes).toEqual([400, 400, 400, 400, 423, 423]);
    expect((await login(member.phone, member.password)).body.code).toBe(423);
    server.ctx.clock.advance(16 * 60_000);
    expect((await login(member.phone, member.password)).body.code).toBe(200);
  });

  it('a burst of parallel guesses checks no more passwords than the lockout allows', async () => {
    const member = await registerMember(server);
    // 24 wrong guesses and the right one, sent at once, the right one last.
    const guesses = [...Array.from({ length: 24 }, (_, i) => `Guess${i}abc9`), member.password];
    const answers = await Promise.all(guesses.map((g) => login(member.phone, g)));
    const codes = answers.map((a) => a.body.code);
    if (process.env.DEBUG_ABUSE) console.log(codes.join(','));
    expect(codes.every((c) => c === 400 || c === 423 || c === 200)).toBe(true);
    // At most 5 passwords may be checked before the lock, so the 25th guess cannot be let in.
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(codes.at(-1)).toBe(423);
  });

  it('many phones guessed from one address lock that address', async () => {
    const victim = await registerMember(server);
    let locked = false;
    for (let i = 0; i < 60 && !locked; i += 1) {
      locked = (await login(newPhone(), 'Wrong1234')).body.code === 423;
    }
    expect(locked).toBe(true);
    expect((await login(victim.phone, victim.password)).body.code).toBe(423);
  });
});

describe('SMS abuse', () => {
  it('limits codes per phone and per address, and a code dies after 5 wrong guesses', async () => {
    const phone = newPhone();
    const send = (p: string) =>
      server.post('/core/app/sms/sendSmsCodeNoAuth', { areaCode: '+1', phone: p, type: 'register' });
    expect((await send(phone)).body.code).toBe(200);
    expect((await send(phone)).status).toBe(429); // one a minute
    const code = lastCode(server, phone);
    const register = (smsCode: string) =>
      server.post('/core/app/auth/register', { areaCode: '+1', phone, password: 'Secret123', smsCode });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await register(wrong)).status).toBeGreaterThanOrEqual(400);
    expect((await register(code)).body.code, 'the right code after 5 wrong guesses').not.toBe(200);

    let limited = false;
    for (let i = 0; i < 80 && !limited; i += 1) limited = (await send(newPhone())).status === 429;
    expect(limited, 'codes per address are limited').toBe(true);
  });

  it('a burst of parallel code guesses tries no more codes than allowed', async () => {
    const phone = newPhone();
    expect(
      (await server.post('/core/app/sms/sendSmsCodeNoAuth', { areaCode: '+1', phone, type: 'register' })).body
        .code,
    ).toBe(200);
    const code = lastCode(server, phone);
    const guesses = Array.from({ length: 24 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const register = (smsCode: string) =>
      server.post('/core/app/auth/register', { areaCode: '+1', phone, password: 'Secret123', smsCode });
    // The burst first, the right code after it: requests sent at once reach the server in any
    // order, and a right code compared among the first five would rightly be accepted.
    const answers = await Promise.all(guesses.map(register));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect((await register(code)).body.code, 'the right code after 24 wrong parallel guesses').not.toBe(200);
  });
});

describe('fund password brute force', () => {
  it('locks after 5 wrong passwords for 30 minutes and moves no money meanwhile', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 100_000n });
    const buy = (fundPassword: string) =>
      server.post(
        '/core/app/product/buy',
        { productId: money.product.id, fundPassword },
        { 'x-access-token': member.token },
      );
    const before = await memberBalances(server.ctx.db, member.id);
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await buy(`00000${i}`)).body.code);
    expect(codes).toEqual([400, 400, 400, 400, 423]);
    expect((await buy(member.fundPassword)).body.code).toBe(423);
    expect(await memberBalances(server.ctx.db, member.id)).toEqual(before);
    server.ctx.clock.advance(31 * 60_000);
    expect((await buy(member.fundPassword)).body.code).toBe(200);
    expect((await trialBalance(server.ctx.db)).ok).toBe(true);
  });

  it('a burst of parallel guesses checks no more fund passwords than the lockout allows', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 100_000n });
    const buy = (fundPassword: string) =>
      server.post(
        '/core/app/product/buy',
        { productId: money.product.id, fundPassword },
        { 'x-access-token': member.token },
      );
    // The burst first, the right PIN after it: requests sent at once reach the server in any order,
    // and the owner's right PIN compared inside the burst would rightly reset the count.
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => buy(String(100_000 + i))));
    const codes = answers.map((a) => a.body.code);
    if (process.env.DEBUG_ABUSE) console.log(codes.join(','));
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(
      (await buy(member.fundPassword)).body.code,
      'the right fund password after 24 wrong parallel guesses',
    ).toBe(423);
    expect((await memberBalances(server.ctx.db, member.id)).cash.balance).toBe(100_000n);
  });
});

describe('tokens', () => {
  it('stop working on logout', async () => {
    const member = await registerMember(server);
    const second = (await login(member.phone, member.password)).body.result as string;
    expect(
      (await server.post('/core/app/auth/logout', {}, { 'x-access-token': member.token })).body.code,
    ).toBe(200);
    expect((await userInfo(member.token)).body.code).toBe(50001);
    expect((await userInfo(second)).body.code).toBe(200); // only that session ends
  });

  it('all other sessions end when the login password changes (modifyPwd) or is reset (resetLoginPwd)', async () => {
    const member = await registerMember(server);
    const other = (await login(member.phone, member.password)).body.result as string;
    const changed = await server.post(
      '/core/app/user/modifyPwd',
      { oldPassword: member.password, newPassword: 'Changed123', confirmPassword: 'Changed123' },
      { 'x-access-token': member.token },
    );
    expect(changed.body.code).toBe(200);
    expect((await userInfo(other)).body.code).toBe(50001);

    const a = (await login(member.phone, 'Changed123')).body.result as string;
    server.ctx.clock.advance(61_000); // one SMS per phone per minute
    expect(
      (
        await server.post('/core/app/sms/sendSmsCodeNoAuth', {
          areaCode: '+1',
          phone: member.phone,
          type: 'forget',
        })
      ).body.code,
    ).toBe(200);
    const reset = await server.post('/core/app/user/resetLoginPwd', {
      areaCode: '+1',
      phone: member.phone,
      smsCode: lastCode(server, member.phone),
      newPassword: 'Reset12345',
      confirmPassword: 'Reset12345',
    });
    expect(reset.body.code).toBe(200);
    for (const token of [a, member.token]) expect((await userInfo(token)).body.code).toBe(50001);
    expect((await login(member.phone, 'Reset12345')).body.code).toBe(200);
  });

  it('an operator token stops working on operator logout', async () => {
    const op = await createOperator(server.ctx.db, server.ctx.clock, 'finance');
    const headers = { 'x-operator-token': op.token };
    expect((await server.post('/core/admin/auth/info', {}, headers)).body.code).toBe(200);
    expect((await server.post('/core/admin/auth/logout', {}, headers)).body.code).toBe(200);
    expect((await server.post('/core/admin/auth/info', {}, headers)).body.code).toBe(50001);
  });
});
