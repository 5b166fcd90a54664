/**
 * Every secret check counts a guess before comparing it, so bursts of parallel guesses cannot
 * outrun the limits (issue: 300 parallel guesses against one "forgot password" code had up to 247
 * compared and reset another member's password). Each burst here is sent all at once over HTTP; the
 * answers tell how many guesses were compared ("wrong …") and how many were refused unchecked.
 * Runs on PGlite and on PostgreSQL; test/secret-checks.long.test.ts does the same across processes.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type WireResponse, createMember } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clearRateLimits, lastCode } from '../support/clients.js';
import { DEMO_OPERATOR, seedDemoOperator } from '../../src/modules/identity/operator-auth/routes.js';
import { DEFAULT_LOGIN_RULES } from '../../src/modules/identity/auth/login-guard.js';
import { FUND_PASSWORD_RULE } from '../../src/modules/identity/auth/fund-password.js';
import { hashFundPassword } from '../../src/lib/passwords.js';
import { MAX_WRONG_GUESSES } from '../../src/modules/identity/sms/service.js';

let server: TestServer;
let money: MoneySetup;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoOperator(server.ctx);
  money = await setUpMoney(server);
});
afterAll(async () => server?.close());
beforeEach(async () => clearRateLimits(server));

/** Wrong guesses that are not `right`, all different. */
function wrongCodes(count: number, right: string): string[] {
  const codes: string[] = [];
  for (let i = 0; codes.length < count; i += 1) {
    const code = String(100000 + i * 7);
    if (code !== right) codes.push(code);
  }
  return codes;
}

/** Comparisons counted in a rate-limit bucket (wrong ones stay counted; the last one locks it). */
async function counted(bucket: string): Promise<number | undefined> {
  const row = await server.ctx.db
    .selectFrom('rate_limits')
    .select('hits')
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  return row?.hits;
}

function tally(responses: WireResponse[], message: RegExp) {
  return {
    compared: responses.filter((r) => message.test(r.body.message)).length,
    ok: responses.filter((r) => r.body.code === 200).length,
  };
}

/** A form POST from a given loopback address (127.0.0.x), to act as many clients. */
function postFrom(address: string, path: string, form: Record<string, string>): Promise<WireResponse> {
  const body = new URLSearchParams(form).toString();
  const url = new URL(server.url + path);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('SMS codes', () => {
  it('300 parallel wrong guesses against one "forgot password" code: exactly 5 are compared, then not even the right code works', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    await server.post('/core/app/sms/sendSmsCodeNoAuth', {
      areaCode: '+1',
      phone: member.phone,
      type: 'forget',
    });
    const code = lastCode(server, member.phone);
    const reset = (smsCode: string) =>
      server.post('/core/app/user/resetLoginPwd', {
        areaCode: '+1',
        phone: member.phone,
        smsCode,
        newPassword: 'Hijacked99',
        confirmPassword: 'Hijacked99',
      });
    const answers = await Promise.all(wrongCodes(300, code).map(reset));
    const { compared } = tally(answers, /wrong or has expired/);
    expect(compared).toBe(MAX_WRONG_GUESSES);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(300 - MAX_WRONG_GUESSES);
    const right = await reset(code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong codes were entered; please request a new code');
    // the password was not changed
    const login = await server.post('/core/app/auth/login', {
      areaCode: '+1',
      phone: member.phone,
      password: 'Hijacked99',
    });
    expect(login.body.code).not.toBe(200);
  });

  it('the right code inside a burst of wrong ones is accepted only among the first 5 compared', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    await server.post('/core/app/sms/sendSmsCodeNoAuth', {
      areaCode: '+1',
      phone: member.phone,
      type: 'forget',
    });
    const code = lastCode(server, member.phone);
    const guesses = wrongCodes(200, code);
    guesses.splice(100, 0, code);
    const answers = await Promise.all(
      guesses.map((smsCode) =>
        server.post('/core/app/user/resetLoginPwd', {
          areaCode: '+1',
          phone: member.phone,
          smsCode,
          newPassword: 'Hijacked99',
          confirmPassword: 'Hijacked99',
        }),
      ),
    );
    const { compared, ok } = tally(answers, /wrong or has expired/);
    // at most 5 wrong guesses were compared; the right one only counts if it came before the 5th
    expect(compared).toBeLessThanOrEqual(MAX_WRONG_GUESSES);
    if (ok === 1) expect(compared).toBeLessThan(MAX_WRONG_GUESSES + 1);
    const row = await server.ctx.db
      .selectFrom('sms_codes')
      .select(['wrong_guesses', 'attempts'])
      .where('phone', '=', member.phone)
      .executeTakeFirstOrThrow();
    expect(row.wrong_guesses).toBe(compared);
    expect(row.wrong_guesses).toBeLessThanOrEqual(MAX_WRONG_GUESSES);
  });

  it('a double tap of the right code is not refused as too many guesses', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    await server.post('/core/app/sms/sendSmsCodeNoAuth', {
      areaCode: '+1',
      phone: member.phone,
      type: 'forget',
    });
    const code = lastCode(server, member.phone);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.post('/core/app/user/resetLoginPwd', {
          areaCode: '+1',
          phone: member.phone,
          smsCode: code,
          newPassword: 'Renewed123',
          confirmPassword: 'Renewed123',
        }),
      ),
    );
    // one uses the code; the others find it used — none is told it made too many wrong guesses
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(0);
  });
});

describe('fund password', () => {
  /** A member with cash (minor units) whose fund password is 123456. */
  const memberWithPin = (cash: bigint) =>
    createMember(server.ctx.db, server.ctx.clock, { cash, fundPassword: '123456' });
  const buy = (token: string, fundPassword: string, requestId: string) =>
    server.post(
      '/core/app/product/buy',
      { productId: money.product.id, quantity: 1, fundPassword, requestId },
      { 'x-access-token': token },
    );

  it('50 parallel wrong PINs: at most 5 are compared, nothing is bought, and the right PIN is then locked out', async () => {
    const member = await memberWithPin(100_000n);
    const pins = wrongCodes(50, '123456');
    const answers = await Promise.all(pins.map((pin, i) => buy(member.token, pin, `guess-${i}`)));
    const { compared, ok } = tally(answers, /^Wrong fund password/);
    expect(ok).toBe(0);
    // 4 answered "wrong"; the 5th wrong one locked the check and says so, like every one after it
    expect(compared).toBe(FUND_PASSWORD_RULE.limit - 1);
    expect(await counted(`fund-password:${member.id}`)).toBe(FUND_PASSWORD_RULE.limit);
    const locked = answers.filter((a) => a.status === 423);
    expect(locked).toHaveLength(50 - compared);
    expect(locked[0]!.body.result).toMatchObject({ lockedUntil: expect.any(String) });
    expect((await buy(member.token, '123456', 'right')).status).toBe(423);
    const orders = await server.ctx.db
      .selectFrom('product_orders')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(orders).toHaveLength(0);
  });

  it('a wrong PIN says how many tries are left', async () => {
    const member = await memberWithPin(100_000n);
    const first = await buy(member.token, '654321', 'a');
    expect(first.status).toBe(400);
    expect(first.body).toEqual({
      code: 400,
      result: { attemptsLeft: 4 },
      message: 'Wrong fund password (attempts left: 4)',
    });
    expect((await buy(member.token, '654321', 'b')).body.result).toEqual({ attemptsLeft: 3 });
    // the right one forgets the wrong ones
    expect((await buy(member.token, '123456', 'c')).body.code).toBe(200);
    expect((await buy(member.token, '654321', 'd')).body.result).toEqual({ attemptsLeft: 4 });
  });

  it('a right PIN whose purchase is then refused (too little cash) is not counted: 7 refusals, none locked', async () => {
    const member = await memberWithPin(5_000n); // 50.00, the product costs 100.00
    for (let i = 0; i < FUND_PASSWORD_RULE.limit + 2; i += 1) {
      const answer = await buy(member.token, '123456', `short-${i}`);
      expect(answer.body.code, answer.body.message).toBe(10001);
    }
    expect(await counted(`fund-password:${member.id}`)).toBe(0);
  });

  it('7 purchases and 7 withdrawals in a row with the right PIN: each forgets its count with the money it moves', async () => {
    const member = await memberWithPin(1_500_000n);
    const card = await server.post(
      '/core/app/userBank/saveOrUpdate',
      { payeeName: 'Repeat', receiveAccount: '12345678', bankId: money.bankId },
      { 'x-access-token': member.token },
    );
    const bankCardId = (card.body.result as { id: string }).id;
    for (let i = 0; i < FUND_PASSWORD_RULE.limit + 2; i += 1) {
      const bought = await buy(member.token, '123456', `again-${i}`);
      expect(bought.body.code, bought.body.message).toBe(200);
      const withdrawn = await server.post(
        '/core/app/user/withdrawal/apply',
        { amount: '10.00', bankCardId, fundPassword: '123456', requestId: `out-${i}` },
        { 'x-access-token': member.token },
      );
      expect(withdrawn.body.code, withdrawn.body.message).toBe(200);
    }
    expect(await counted(`fund-password:${member.id}`)).toBe(0);
  });

  it('a PIN proved lately is taken without the hash, and changes nothing else: wrong PINs count, the lock holds, a new fund password is needed', async () => {
    const member = await memberWithPin(1_500_000n);
    expect((await buy(member.token, '123456', 'proved')).body.code).toBe(200);
    expect((await buy(member.token, '123456', 'again')).body.code).toBe(200);
    expect((await buy(member.token, '654321', 'wrong-1')).body.result).toEqual({ attemptsLeft: 4 });
    for (let i = 2; i <= FUND_PASSWORD_RULE.limit; i += 1) await buy(member.token, '654321', `wrong-${i}`);
    // locked: refused before any comparison, proved lately or not
    expect((await buy(member.token, '123456', 'while-locked')).status).toBe(423);
    await clearRateLimits(server);
    // a new fund password: the old PIN, proved a moment ago, is wrong; the new one is right
    await server.ctx.db
      .updateTable('users')
      .set({ fund_password_hash: await hashFundPassword('246810') })
      .where('id', '=', member.id)
      .execute();
    expect((await buy(member.token, '123456', 'old-pin')).body.result).toEqual({ attemptsLeft: 4 });
    expect((await buy(member.token, '246810', 'new-pin')).body.code).toBe(200);
  });

  it('12 parallel purchases with the right PIN all go through (the limit counts guesses in flight, and they wait their turn)', async () => {
    const member = await memberWithPin(1_500_000n);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => buy(member.token, '123456', `buy-${i}`)),
    );
    expect(answers.map((a) => `${a.body.code} ${a.body.message}`)).toEqual(Array(12).fill('200 success'));
  });
});

describe('login passwords', () => {
  const login = (phone: string, password: string) =>
    server.post('/core/app/auth/login', { areaCode: '+1', phone, password });

  it('100 parallel wrong passwords from one address: 5 are compared', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(member.phone, `Wrong${i}pass`)),
    );
    const { compared } = tally(answers, /^Wrong phone number or password$/);
    expect(compared).toBe(DEFAULT_LOGIN_RULES.perAccountAndAddress.limit - 1);
    expect(await counted(`login:member:+1${member.phone}:127.0.0.1`)).toBe(
      DEFAULT_LOGIN_RULES.perAccountAndAddress.limit,
    );
    expect(answers.filter((a) => a.status === 423)).toHaveLength(100 - compared);
  });

  it('20 addresses × 4 wrong passwords against one account: the account-wide limit stops them at 10', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const tries: Promise<WireResponse>[] = [];
    for (let address = 2; address < 22; address += 1)
      for (let i = 0; i < 4; i += 1)
        tries.push(
          postFrom(`127.0.0.${address}`, '/core/app/auth/login', {
            areaCode: '+1',
            phone: member.phone,
            password: `Wrong${address}x${i}`,
          }),
        );
    const answers = await Promise.all(tries);
    const { compared } = tally(answers, /^Wrong phone number or password$/);
    expect(compared).toBe(DEFAULT_LOGIN_RULES.perAccount.limit - 1);
    expect(await counted(`login-account:member:+1${member.phone}`)).toBe(
      DEFAULT_LOGIN_RULES.perAccount.limit,
    );
    // the owner is locked out too, from a new address, until the lock ends (docs/server-auth.md)
    const owner = await postFrom('127.0.0.99', '/core/app/auth/login', {
      areaCode: '+1',
      phone: member.phone,
      password: member.password,
    });
    expect(owner.status).toBe(423);
    server.ctx.clock.advance(DEFAULT_LOGIN_RULES.perAccount.lockMs + 1000);
    expect((await login(member.phone, member.password)).body.code).toBe(200);
  });

  it('operator login: 60 parallel wrong passwords, 5 compared', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        server.post('/core/admin/auth/login', { username: DEMO_OPERATOR.username, password: `nope-${i}` }),
      ),
    );
    const compared = answers.filter((a) => a.status === 400).length;
    expect(compared).toBe(DEFAULT_LOGIN_RULES.perAccountAndAddress.limit - 1);
    expect(await counted(`login:operator:admin:127.0.0.1`)).toBe(
      DEFAULT_LOGIN_RULES.perAccountAndAddress.limit,
    );
    expect(answers.filter((a) => a.status === 423)).toHaveLength(60 - compared);
  });

  it('changing the password: 40 parallel wrong current passwords, 5 compared', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.post(
          '/core/app/user/modifyPwd',
          { oldPassword: `Wrong${i}pass`, newPassword: 'Newer1234', confirmPassword: 'Newer1234' },
          { 'x-access-token': member.token },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    expect(await counted(`modify-pwd:${member.id}`)).toBe(5);
    expect(answers.filter((a) => a.status === 423)).toHaveLength(36);
  });
});
