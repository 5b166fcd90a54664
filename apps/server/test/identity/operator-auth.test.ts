import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember, createOperator } from '../support/fixtures.js';
import { clearRateLimits, clientFor } from '../support/clients.js';
import { DEMO_OPERATOR, operatorAuthFeature } from '../../src/modules/identity/operator-auth/routes.js';
import { DEMO_MEMBER, authFeature } from '../../src/modules/identity/auth/routes.js';
import { verifyFundPassword } from '../../src/modules/identity/auth/fund-password.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';
import { createApiClient } from '@aurum/api-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await operatorAuthFeature.seedDemo!(server.ctx);
  await authFeature.seedDemo!(server.ctx);
});
afterAll(async () => server?.close());
beforeEach(async () => clearRateLimits(server));

const operatorClient = (token?: string, language = 'en-US') =>
  createApiClient({
    baseUrl: `${server.url}/core`,
    getLanguage: () => language,
    // operator routes read X-Operator-Token and fall back to X-Access-Token, which the client sends
    getToken: () => token ?? null,
  });
const adminLogin = (username: string, password: string, language = 'en-US') =>
  server.post('/core/admin/auth/login', { username, password }, { 'accept-language': language });
const info = (token: string) => server.post('/core/admin/auth/info', {}, { 'x-operator-token': token });

describe('operator login', () => {
  it('logs the seeded admin in; the token works in X-Operator-Token until logout', async () => {
    const result = await operatorClient().post('/admin/auth/login', DEMO_OPERATOR);
    expect(result.operator).toMatchObject({ username: 'admin', role: 'admin' });
    expect(new Date(result.expiresAt).getTime() - server.ctx.clock.now().getTime()).toBeGreaterThan(
      server.ctx.config.operatorSessionTtlMs - 60_000,
    );
    expect(await operatorClient(result.token).post('/admin/auth/info')).toEqual(result.operator);
    expect((await info(result.token)).body.result).toEqual(result.operator);

    const out = await server.post('/core/admin/auth/logout', {}, { 'x-operator-token': result.token });
    expect(out.body.code).toBe(200);
    expect((await info(result.token)).body.code).toBe(50001);
  });

  it('gives one generic message for a wrong password or unknown username, and locks after 5', async () => {
    const wrong = await adminLogin('admin', 'nope', 'zh-CN');
    const unknown = await adminLogin('nobody', 'nope', 'zh-CN');
    expect(wrong.body).toEqual({ code: 400, result: null, message: '用户名或密码错误' });
    expect(unknown.body).toEqual(wrong.body);
    for (let i = 0; i < 3; i += 1) expect((await adminLogin('admin', 'nope')).body.code).toBe(400);
    expect((await adminLogin('admin', 'nope')).body.code).toBe(423);
    expect((await adminLogin('admin', DEMO_OPERATOR.password)).body.code).toBe(423);
    server.ctx.clock.advance(15 * 60_000 + 1000);
    expect((await adminLogin('admin', DEMO_OPERATOR.password)).body.code).toBe(200);
  });

  it('names missing fields in the operator language', async () => {
    const res = await server.post(
      '/core/admin/auth/login',
      { password: 'x' },
      { 'accept-language': 'tr-TR' },
    );
    expect(res.body).toEqual({ code: 400, result: null, message: 'Kullanıcı adı boş bırakılamaz' });
  });

  it('gives each role its own token; member and operator tokens are not interchangeable', async () => {
    for (const role of ['finance', 'support'] as const) {
      const op = await createOperator(server.ctx.db, server.ctx.clock, role);
      const login = await adminLogin(op.username, op.password);
      const token = (login.body.result as { token: string }).token;
      expect((await info(token)).body.result).toMatchObject({ role, username: op.username });
      // an operator token is no member session
      expect(
        (await server.post('/core/app/user/getUserInfo', {}, { 'x-access-token': token })).body.code,
      ).toBe(50001);
      // a member logout with it does not end the operator session
      await server.post('/core/app/auth/logout', {}, { 'x-access-token': token });
      expect((await info(token)).body.code).toBe(200);
    }
    const member = await createMember(server.ctx.db, server.ctx.clock);
    expect((await info(member.token)).body.code).toBe(50001);
  });

  it('expires after operatorSessionTtlMs', async () => {
    const login = await adminLogin('admin', DEMO_OPERATOR.password);
    const token = (login.body.result as { token: string }).token;
    server.ctx.clock.advance(server.ctx.config.operatorSessionTtlMs + 1000);
    expect((await info(token)).body.code).toBe(50001);
  });
});

describe('demo seed', () => {
  it('creates the demo member with a fund password and cash credited through the ledger', async () => {
    const token = await clientFor(server).post('/app/auth/login', {
      areaCode: DEMO_MEMBER.areaCode,
      phone: DEMO_MEMBER.phone,
      password: DEMO_MEMBER.password,
    });
    const profile = await clientFor(server, token).post('/app/user/getUserInfo');
    expect(profile).toMatchObject({
      phone: '5550000001',
      areaCode: '+1',
      hasFundPassword: true,
      balance: '10000.00',
    });
    await expect(
      verifyFundPassword(server.ctx.db, BigInt(profile.id), DEMO_MEMBER.fundPassword, server.ctx.clock.now()),
    ).resolves.toBeUndefined();
    const deposit = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select(['code', 'amount', 'user_id'])
      .where('id', '=', `demo-seed:cash:${profile.id}`)
      .executeTakeFirstOrThrow();
    expect(deposit).toEqual({ code: 'recharge', amount: 1_000_000n, user_id: BigInt(profile.id) });
    expect(await trialBalance(server.ctx.db)).toMatchObject({ ok: true });
  });

  it('is idempotent and never seeds known passwords in production', async () => {
    const before = await server.ctx.db.selectFrom('users').select('id').execute();
    await operatorAuthFeature.seedDemo!(server.ctx);
    await authFeature.seedDemo!(server.ctx);
    expect(await server.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
    expect(
      await server.ctx.db.selectFrom('operators').select('id').where('username', '=', 'admin').execute(),
    ).toHaveLength(1);

    const production = await startTestServer({ production: true, testHooks: false });
    try {
      await operatorAuthFeature.seedDemo!(production.ctx);
      await authFeature.seedDemo!(production.ctx);
      expect(await production.ctx.db.selectFrom('operators').select('id').execute()).toHaveLength(0);
      expect(await production.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    } finally {
      await production.close();
    }
  });

  it('no migration creates an operator', async () => {
    const fresh = await startTestServer();
    try {
      expect(await fresh.ctx.db.selectFrom('operators').select('id').execute()).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});
