import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessionExpiredError } from '@aurum/api-client';
import {
  startTestServer,
  type TestServer,
  createMember,
  giveCash,
  type TestMember,
} from '../support/fixtures.js';
import { clearRateLimits, clientFor, lastCode, newPhone, registerMember } from '../support/clients.js';
import { counts } from '../support/books.js';
import { addIncomeInfoProvider } from '../../src/modules/identity/user/income-info.js';
import { maskPhone } from '../../src/lib/phone.js';
import { verifyFundPassword } from '../../src/modules/identity/auth/fund-password.js';
import { memberAccountId, operatorAccountId } from '../../src/ledger/accounts.js';
import { transfer } from '../../src/ledger/transfers.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';
import { hit } from '../../src/lib/rate-limit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => clearRateLimits(server));

const as = (member: { token: string }, language = 'en-US') => clientFor(server, member.token, language);
const raw = (
  path: string,
  member: { token: string } | null,
  form: Record<string, string> = {},
  language = 'en-US',
) =>
  server.post(`/core/app/user/${path}`, form, {
    ...(member ? { 'x-access-token': member.token } : {}),
    'accept-language': language,
  });
const login = (phone: string, password: string) =>
  server.post('/core/app/auth/login', { areaCode: '+1', phone, password });

async function userRow(id: bigint) {
  return server.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('getUserInfo', () => {
  it('returns the profile, the referrer with a masked phone and the cash balance as money strings', async () => {
    const referrer = await createMember(server.ctx.db, server.ctx.clock, { phone: '5551234567' });
    const member = await createMember(server.ctx.db, server.ctx.clock, {
      referrerId: referrer.id,
      cash: 1234n,
    });
    const info = await as(member).post('/app/user/getUserInfo');
    const row = await userRow(member.id);
    expect(info).toEqual({
      id: Number(member.id),
      userName: row.username,
      areaCode: '+1',
      phone: member.phone,
      headUrl: null,
      invitationCode: member.invitationCode,
      hasFundPassword: true,
      referrer: { id: Number(referrer.id), phone: '555****567' },
      registeredAt: new Date(row.created_at).toISOString(),
      balance: '12.34',
      available: '12.34',
    });
  });

  it('masks a phone as the spec says: first 3, four asterisks, the rest from the eighth digit', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('5550000001')).toBe('555****001');
  });
});

describe('getIncomeInfo', () => {
  it('reports balance, available, unreceived and assets from the ledger', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 10_000n });
    await server.ctx.db.transaction().execute(async (trx) => {
      const reserve = await operatorAccountId(trx, 'income_reserve');
      await transfer(trx, {
        id: `test-fund-reserve:${member.id}`,
        debitAccountId: await operatorAccountId(trx, 'operator_capital'),
        creditAccountId: reserve,
        amount: 550n,
        code: 'reserve_funding',
      });
      // a day's income accrued: its row in the income sub-ledger, the money in income_payable
      await trx
        .insertInto('income_accruals')
        .values({ order_id: -member.id, day: '2026-01-01', user_id: member.id, amount: 550n, run_id: 0n })
        .execute();
      await transfer(trx, {
        id: `test-accrual:${member.id}`,
        debitAccountId: reserve,
        creditAccountId: await operatorAccountId(trx, 'income_payable'),
        amount: 550n,
        code: 'income_accrual',
      });
      // a withdrawal on hold: still in the balance, not available
      await transfer(trx, {
        id: `test-hold:${member.id}`,
        debitAccountId: await memberAccountId(trx, member.id, 'member_cash'),
        creditAccountId: await operatorAccountId(trx, 'withdrawal_payable'),
        amount: 2_000n,
        code: 'withdraw',
        userId: member.id,
        pending: true,
      });
    });
    const info = await as(member).post('/app/user/getIncomeInfo');
    // other features may add their figures (todayIncome...); these four come from the ledger
    expect(info).toMatchObject({
      balance: '100.00',
      available: '80.00',
      unreceived: '5.50',
      assets: '105.50',
    });
    expect(await trialBalance(server.ctx.db)).toMatchObject({ ok: true });
  });

  it('adds the figures of registered providers (the hook for the money features)', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 100n });
    const seen: bigint[] = [];
    addIncomeInfoProvider(server.ctx, async ({ userId }) => {
      seen.push(userId);
      return { todayIncome: '1.25', totalIncome: '9.00', fixedIncome: '3.00', teamSize: 4 };
    });
    const info = await as(member).post('/app/user/getIncomeInfo');
    expect(info).toMatchObject({
      balance: '1.00',
      available: '1.00',
      unreceived: '0.00',
      assets: '1.00',
      todayIncome: '1.25',
      totalIncome: '9.00',
      fixedIncome: '3.00',
      teamSize: 4,
    });
    expect(seen).toEqual([member.id]);
  });

  it('needs a session', async () => {
    expect((await raw('getIncomeInfo', null)).body.code).toBe(50001);
  });
});

describe('modifyHeadUrl', () => {
  it('accepts our upload paths and http(s) URLs', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    for (const headUrl of [
      '/uploads/avatars/2024/a_b-1.png',
      // what POST /file/upload answers
      '/core/file/uploads/3f2a9c1e.png',
      'https://cdn.example.com/x.png?v=2',
      'http://example.org/a.jpg',
    ]) {
      expect(await as(member).post('/app/user/modifyHeadUrl', { headUrl })).toEqual({ headUrl });
      expect((await as(member).post('/app/user/getUserInfo')).headUrl).toBe(headUrl);
    }
  });

  it('refuses anything else, in the member language, and keeps the old avatar', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    await as(member).post('/app/user/modifyHeadUrl', { headUrl: '/uploads/ok.png' });
    const cases: Array<[string | undefined, string, string]> = [
      ['javascript:alert(1)', 'en-US', 'Avatar must be an uploaded image or an http(s) link'],
      ['/uploads/../etc/passwd', 'en-US', 'Avatar must be an uploaded image or an http(s) link'],
      ['/etc/passwd', 'zh-CN', '头像必须是已上传的图片或 http(s) 链接'],
      [
        'data:image/png;base64,AAAA',
        'tr-TR',
        'Profil resmi yüklenmiş bir görsel veya http(s) bağlantısı olmalıdır',
      ],
      ['https://user:pw@example.com/a.png', 'en-US', 'Avatar must be an uploaded image or an http(s) link'],
      ['https://example.com/"onerror="x', 'en-US', 'Avatar must be an uploaded image or an http(s) link'],
      [`https://example.com/${'a'.repeat(490)}`, 'en-US', 'Avatar is too long'],
      ['   ', 'en-US', 'Avatar is required'],
      [undefined, 'zh-CN', '头像不能为空'],
    ];
    for (const [headUrl, language, message] of cases) {
      const res = await raw('modifyHeadUrl', member, headUrl === undefined ? {} : { headUrl }, language);
      expect(res.body, String(headUrl)).toEqual({ code: 400, result: null, message });
    }
    expect((await userRow(member.id)).head_url).toBe('/uploads/ok.png');
  });
});

describe('modifyUsername', () => {
  it('trims, stores the text as typed and returns it', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    expect(await as(member).post('/app/user/modifyUsername', { userName: '  Alice  ' })).toEqual({
      userName: 'Alice',
    });
    await as(member).post('/app/user/modifyUsername', { userName: '<b>Bob & "Co"</b>' });
    expect((await userRow(member.id)).username).toBe('<b>Bob & "Co"</b>');
    const emoji = '金👩‍👩‍👧'.padEnd(20, 'x');
    expect((await as(member).post('/app/user/modifyUsername', { userName: emoji })).userName).toBe(emoji);
  });

  it('refuses empty, too long and control characters, naming the field', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    await as(member).post('/app/user/modifyUsername', { userName: 'Keep' });
    const cases: Array<[string, string, string]> = [
      ['', 'en-US', 'Nickname is too short'],
      ['    ', 'en-US', 'Nickname is required'],
      ['x'.repeat(21), 'zh-CN', '昵称过长'],
      ['x'.repeat(21), 'tr-TR', 'Takma ad çok uzun'],
      ['bad\u0000name', 'en-US', 'Nickname is invalid'],
      ['evil\u202Egnp.exe', 'fr', "Pseudo n'est pas valide"],
    ];
    for (const [userName, language, message] of cases) {
      const res = await raw('modifyUsername', member, { userName }, language);
      expect(res.body, JSON.stringify(userName)).toEqual({ code: 400, result: null, message });
    }
    expect((await userRow(member.id)).username).toBe('Keep');
  });
});

describe('resetLoginPwd (forgot password)', () => {
  it('sets a new password with a forget code, logs out everywhere, and the code works once', async () => {
    const member = await registerMember(server);
    const otherSession = (await login(member.phone, member.password)).body.result as string;
    server.ctx.clock.advance(61_000); // one code per phone per minute, whatever its purpose
    await clientFor(server).post('/app/sms/sendSmsCodeNoAuth', {
      areaCode: '+1',
      phone: member.phone,
      type: 'forget',
    });
    const smsCode = lastCode(server, member.phone);
    const form = {
      areaCode: '+1',
      phone: member.phone,
      smsCode,
      newPassword: 'Fresh4567',
      confirmPassword: 'Fresh4567',
    };

    const before = await counts(server);
    const mismatch = await raw('resetLoginPwd', null, { ...form, confirmPassword: 'Fresh4568' }, 'zh-CN');
    expect(mismatch.body).toEqual({ code: 400, result: null, message: '确认密码不一致' });
    const weak = await raw('resetLoginPwd', null, {
      ...form,
      newPassword: 'abcdefgh',
      confirmPassword: 'abcdefgh',
    });
    expect(weak.body.message).toBe(
      'New password must be 6–32 characters and contain both letters and digits',
    );
    const wrongCode = await raw('resetLoginPwd', null, {
      ...form,
      smsCode: smsCode === '999999' ? '999998' : '999999',
    });
    expect(wrongCode.body.message).toBe('The verification code is wrong or has expired');
    expect(await counts(server)).toEqual(before);
    expect((await login(member.phone, member.password)).body.code).toBe(200);

    expect(await clientFor(server).post('/app/user/resetLoginPwd', form)).toBeNull();
    for (const token of [member.token, otherSession]) {
      await expect(clientFor(server, token).post('/app/user/getUserInfo')).rejects.toBeInstanceOf(
        SessionExpiredError,
      );
    }
    expect((await login(member.phone, member.password)).body.code).toBe(400);
    expect((await login(member.phone, 'Fresh4567')).body.code).toBe(200);

    const reused = await raw('resetLoginPwd', null, {
      ...form,
      newPassword: 'Again1234',
      confirmPassword: 'Again1234',
    });
    expect(reused.body.message).toBe('The verification code is wrong or has expired');
    expect((await login(member.phone, 'Fresh4567')).body.code).toBe(200);
  });

  it('refuses an unknown phone like a wrong code', async () => {
    const phone = newPhone();
    await clientFor(server).post('/app/sms/sendSmsCodeNoAuth', { areaCode: '+1', phone, type: 'forget' });
    const res = await raw('resetLoginPwd', null, {
      areaCode: '+1',
      phone,
      smsCode: '123456',
      newPassword: 'Fresh4567',
      confirmPassword: 'Fresh4567',
    });
    expect(res.body).toMatchObject({ code: 400, message: 'The verification code is wrong or has expired' });
  });

  it('lifts a login lockout', async () => {
    const member = await registerMember(server);
    for (let i = 0; i < 5; i += 1) await login(member.phone, 'Wrong1234');
    expect((await login(member.phone, member.password)).body.code).toBe(423);
    server.ctx.clock.advance(61_000);
    await clientFor(server).post('/app/sms/sendSmsCodeNoAuth', {
      areaCode: '+1',
      phone: member.phone,
      type: 'forget',
    });
    await clientFor(server).post('/app/user/resetLoginPwd', {
      areaCode: '+1',
      phone: member.phone,
      smsCode: lastCode(server, member.phone),
      newPassword: 'Fresh4567',
      confirmPassword: 'Fresh4567',
    });
    expect((await login(member.phone, 'Fresh4567')).body.code).toBe(200);
  });
});

describe('modifyPwd', () => {
  it('checks the old password, keeps this session and ends the others', async () => {
    const member = await registerMember(server);
    const other = (await login(member.phone, member.password)).body.result as string;
    const form = { oldPassword: 'Wrong1234', newPassword: 'Newer1234', confirmPassword: 'Newer1234' };
    const wrong = await raw('modifyPwd', member, form, 'tr-TR');
    expect(wrong.body).toEqual({ code: 400, result: { attemptsLeft: 4 }, message: 'Mevcut şifre yanlış' });
    const mismatch = await raw('modifyPwd', member, {
      ...form,
      oldPassword: member.password,
      confirmPassword: 'x',
    });
    expect(mismatch.body.message).toBe('Confirm password does not match');
    const missing = await raw(
      'modifyPwd',
      member,
      { newPassword: 'Newer1234', confirmPassword: 'Newer1234' },
      'zh-CN',
    );
    expect(missing.body.message).toBe('原密码不能为空');
    expect((await raw('getUserInfo', { token: other })).body.code).toBe(200);

    expect(
      await as(member).post('/app/user/modifyPwd', { ...form, oldPassword: member.password }),
    ).toBeNull();
    expect((await raw('getUserInfo', member)).body.code).toBe(200);
    expect((await raw('getUserInfo', { token: other })).body.code).toBe(50001);
    expect((await login(member.phone, member.password)).body.code).toBe(400);
    expect((await login(member.phone, 'Newer1234')).body.code).toBe(200);
  });

  it('locks password changes after 5 wrong old passwords', async () => {
    const member = await registerMember(server);
    const form = { oldPassword: 'Wrong1234', newPassword: 'Newer1234', confirmPassword: 'Newer1234' };
    for (let i = 0; i < 4; i += 1) expect((await raw('modifyPwd', member, form)).body.code).toBe(400);
    const locked = await raw('modifyPwd', member, form);
    expect(locked.body).toMatchObject({
      code: 423,
      message: 'Too many wrong passwords; please try again in 30 minutes',
    });
    expect((await raw('modifyPwd', member, { ...form, oldPassword: member.password })).body.code).toBe(423);
  });
});

describe('resetAssetPwd (fund password)', () => {
  async function memberWithoutFundPassword(): Promise<TestMember> {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    await server.ctx.db
      .updateTable('users')
      .set({ fund_password_hash: null })
      .where('id', '=', member.id)
      .execute();
    return member;
  }

  it('sets the fund password the first time and changes it later, each time with an SMS code', async () => {
    const member = await memberWithoutFundPassword();
    expect((await as(member).post('/app/user/getUserInfo')).hasFundPassword).toBe(false);
    await as(member).post('/app/sms/sendUserCode', { type: 'resetAssetPwd' });
    const smsCode = lastCode(server, member.phone);
    const form = { fundPassword: '246810', confirmFundPassword: '246810', smsCode };

    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...form, confirmFundPassword: '246811' }, 'en-US', 'Confirm fund password does not match'],
      [{ ...form, fundPassword: '24681', confirmFundPassword: '24681' }, 'zh-CN', '资金密码格式不正确'],
      [{ ...form, fundPassword: 'abcdef', confirmFundPassword: 'abcdef' }, 'tr-TR', 'Fon şifresi geçersiz'],
      [{ fundPassword: '246810', confirmFundPassword: '246810' }, 'en-US', 'Verification code is required'],
      [
        { ...form, smsCode: smsCode === '000000' ? '000001' : '000000' },
        'en-US',
        'The verification code is wrong or has expired',
      ],
    ];
    for (const [f, language, message] of cases) {
      const res = await raw('resetAssetPwd', member, f, language);
      expect(res.body, JSON.stringify(f)).toMatchObject({ code: 400, message });
    }
    expect((await userRow(member.id)).fund_password_hash).toBeNull();

    expect(await as(member).post('/app/user/resetAssetPwd', form)).toBeNull();
    expect((await as(member).post('/app/user/getUserInfo')).hasFundPassword).toBe(true);
    await expect(
      verifyFundPassword(server.ctx.db, member.id, '246810', server.ctx.clock.now()),
    ).resolves.toBeUndefined();
    // the code is spent
    const again = await raw('resetAssetPwd', member, {
      ...form,
      fundPassword: '135790',
      confirmFundPassword: '135790',
    });
    expect(again.body.message).toBe('The verification code is wrong or has expired');

    // changing it later: a new code
    server.ctx.clock.advance(61_000);
    await as(member).post('/app/sms/sendUserCode', { type: 'resetAssetPwd' });
    await as(member).post('/app/user/resetAssetPwd', {
      fundPassword: '135790',
      confirmFundPassword: '135790',
      smsCode: lastCode(server, member.phone),
    });
    await expect(
      verifyFundPassword(server.ctx.db, member.id, '135790', server.ctx.clock.now()),
    ).resolves.toBeUndefined();
  });

  it('a code sent for another purpose does not work, and a reset lifts a fund-password lockout', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const now = server.ctx.clock.now();
    for (let i = 0; i < 6; i += 1)
      await hit(
        server.ctx.db,
        `fund-password:${member.id}`,
        { limit: 4, windowMs: 1_800_000, lockMs: 1_800_000 },
        now,
      );
    await expect(
      verifyFundPassword(server.ctx.db, member.id, member.fundPassword, now),
    ).rejects.toMatchObject({ code: 423 });

    await as(member).post('/app/sms/sendUserCode', { type: 'modifyPwd' });
    const wrongPurpose = await raw('resetAssetPwd', member, {
      fundPassword: '112233',
      confirmFundPassword: '112233',
      smsCode: lastCode(server, member.phone),
    });
    expect(wrongPurpose.body.code).toBe(400);

    server.ctx.clock.advance(61_000);
    await as(member).post('/app/sms/sendUserCode', { type: 'resetAssetPwd' });
    await as(member).post('/app/user/resetAssetPwd', {
      fundPassword: '112233',
      confirmFundPassword: '112233',
      smsCode: lastCode(server, member.phone),
    });
    await expect(
      verifyFundPassword(server.ctx.db, member.id, '112233', server.ctx.clock.now()),
    ).resolves.toBeUndefined();
  });

  it('needs a session', async () => {
    const res = await raw('resetAssetPwd', null, {
      fundPassword: '123456',
      confirmFundPassword: '123456',
      smsCode: '123456',
    });
    expect(res.body.code).toBe(50001);
  });
});

describe('cash credited by the ledger shows up at once', () => {
  it('getUserInfo follows giveCash', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    await giveCash(server.ctx.db, member.id, 99_99n);
    expect((await as(member).post('/app/user/getUserInfo')).balance).toBe('99.99');
  });
});
