/**
 * What the member app needs beyond the SPEC's calls (issue 14): the fund password checked as soon
 * as six digits are typed (same lockout as a payment), and the demo SMS inbox (never in production).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember } from '../support/fixtures.js';
import { clearRateLimits, clientFor, newPhone } from '../support/clients.js';
import { verifyFundPassword } from '../../src/modules/identity/auth/fund-password.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => clearRateLimits(server));

const check = (token: string, fundPassword: string, language = 'en-US') =>
  server.post('/core/app/user/checkFundPassword', { fundPassword }, { 'x-access-token': token, 'accept-language': language });

describe('checkFundPassword', () => {
  it('answers the verdict and the tries left; the fifth wrong PIN locks for 30 minutes, payments too', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { fundPassword: '246810' });
    const right = await check(member.token, '246810');
    expect(right.status).toBe(200);
    expect(right.body.result).toEqual({ valid: true, triesLeft: 5, lockedUntil: null });

    for (const left of [4, 3, 2, 1]) {
      const wrong = await check(member.token, '000000');
      expect(wrong.status).toBe(200);
      expect(wrong.body.result).toEqual({ valid: false, triesLeft: left, lockedUntil: null });
      expect(wrong.body.message).toBe(`Wrong fund password. Tries left: ${left}`);
    }
    const before = server.ctx.clock.now().getTime();
    const locked = await check(member.token, '000000', 'es');
    const verdict = locked.body.result as { valid: boolean; triesLeft: number; lockedUntil: string };
    expect(verdict.valid).toBe(false);
    expect(verdict.triesLeft).toBe(0);
    const until = Date.parse(verdict.lockedUntil);
    expect(until - before).toBeGreaterThanOrEqual(30 * 60 * 1000 - 1000);
    expect(until - before).toBeLessThanOrEqual(30 * 60 * 1000 + 5000);
    expect(locked.body.message).toMatch(/^Demasiadas contraseñas de fondos incorrectas. Bloqueada hasta .+ UTC$/);

    // locked: the right PIN is refused here and on a payment alike
    expect((await check(member.token, '246810')).body.result).toMatchObject({ valid: false, triesLeft: 0 });
    await expect(verifyFundPassword(server.ctx.db, member.id, '246810', server.ctx.clock.now())).rejects.toMatchObject({
      messageKey: 'fundPassword.locked',
    });

    server.ctx.clock.advance(31 * 60 * 1000);
    expect((await check(member.token, '246810')).body.result).toEqual({ valid: true, triesLeft: 5, lockedUntil: null });
  });

  it('counts toward the same lockout as payments, and a right PIN forgets earlier wrong ones', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { fundPassword: '135790' });
    await expect(verifyFundPassword(server.ctx.db, member.id, '111111', server.ctx.clock.now())).rejects.toMatchObject({
      messageKey: 'fundPassword.wrong',
    });
    expect((await check(member.token, '222222')).body.result).toMatchObject({ valid: false, triesLeft: 3 });
    expect((await check(member.token, '135790')).body.result).toMatchObject({ valid: true, triesLeft: 5 });
    expect((await check(member.token, '333333')).body.result).toMatchObject({ valid: false, triesLeft: 4 });
  });

  it('refuses a malformed PIN, a member without a fund password and a missing session', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const short = await check(member.token, '12345', 'zh-CN');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('资金密码必须是6位数字');
    await server.ctx.db.updateTable('users').set({ fund_password_hash: null }).where('id', '=', member.id).execute();
    const notSet = await check(member.token, '123456');
    expect(notSet.status).toBe(400);
    expect(notSet.body.message).toBe('Please set your fund password first');
    expect((await server.post('/core/app/user/checkFundPassword', { fundPassword: '123456' })).body.code).toBe(50001);
  });
});

describe('demo SMS inbox', () => {
  it('lists the codes sent in the last minutes, newest first, for one phone when asked', async () => {
    const [first, second] = [newPhone(), newPhone()];
    const client = clientFor(server);
    await client.post('/app/sms/sendSmsCodeNoAuth', { areaCode: '+1', phone: first, type: 'register' });
    await client.post('/app/sms/sendSmsCodeNoAuth', { areaCode: '1', phone: second, type: 'register' });
    const all = await client.get('/app/demo/sms', {});
    expect(all.slice(0, 2).map((m) => m.phone)).toEqual([second, first]);
    const mine = await client.get('/app/demo/sms', { areaCode: '1', phone: first });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ areaCode: '+1', phone: first, purpose: 'register' });
    expect(mine[0]!.code).toMatch(/^\d{6}$/);
    expect(mine[0]!.text).toContain(mine[0]!.code);
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({ production: true, testHooks: false });
    try {
      const answer = await production.get('/core/app/demo/sms');
      expect(answer.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
