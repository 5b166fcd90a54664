/**
 * Operator console (issue 17): the read models behind its screens — the money position, the audit
 * log, member search — against real money movements, and the console's own files served under
 * /console with history-mode routing that never falls back to the member app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor, expectRefusal } from '../support/clients.js';

let server: TestServer;
let money: MoneySetup;
let consoleDir: string;
let memberDir: string;

beforeAll(async () => {
  consoleDir = mkdtempSync(path.join(tmpdir(), 'aurum-console-'));
  memberDir = mkdtempSync(path.join(tmpdir(), 'aurum-member-'));
  mkdirSync(path.join(consoleDir, 'assets'));
  writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(consoleDir, 'assets/index-X1.js'), 'console.log(1);');
  writeFileSync(path.join(memberDir, 'index.html'), '<!doctype html><title>member</title>');
  server = await startTestServer({ consoleDir, staticDir: memberDir });
  money = await setUpMoney(server, { reserve: '1000.00' });
});
afterAll(async () => {
  await server?.close();
  rmSync(consoleDir, { recursive: true, force: true });
  rmSync(memberDir, { recursive: true, force: true });
});

describe('money position', () => {
  it('adds up members’ cash, held withdrawals, fee revenue and the 1/7/30-day flows to the cent', async () => {
    const before = await money.support.post('/admin/console/position');
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const client = clientFor(server, member.token);
    const recharge = await client.post('/app/user/recharge/recharge', {
      amount: '300.10',
      payChannelId: money.gateway.id,
    });
    await money.finance.post('/admin/money/recharge/confirm', { id: recharge.id });
    const card = await client.post('/app/userBank/saveOrUpdate', {
      payeeName: 'Carol',
      receiveAccount: '6222000011113333',
      bankId: money.bankId,
    });
    const apply = (amount: string) =>
      client.post('/app/user/withdrawal/apply', {
        amount,
        bankCardId: card.id,
        fundPassword: member.fundPassword,
      });
    const first = await apply('100.00');
    await apply('50.01');

    const held = await money.support.post('/admin/console/position');
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(held.memberCash) - cents(before.memberCash)).toBe(30010);
    expect(held.heldWithdrawals.count - before.heldWithdrawals.count).toBe(2);
    expect(cents(held.heldWithdrawals.amount) - cents(before.heldWithdrawals.amount)).toBe(15001);
    expect(cents(held.memberCashHeld) - cents(before.memberCashHeld)).toBe(15001);
    expect(held.flows.map((f) => f.days)).toEqual([1, 7, 30]);
    for (const [i, flow] of held.flows.entries())
      expect(cents(flow.deposits) - cents(before.flows[i]!.deposits)).toBe(30010);

    await money.finance.post('/admin/money/withdrawal/pass', { id: first.id });
    const passed = await money.support.post('/admin/console/position');
    // 5 % fee of 100.00 is revenue; the 100.00 left members' cash
    expect(cents(passed.feeRevenue) - cents(before.feeRevenue)).toBe(500);
    expect(cents(passed.memberCash) - cents(before.memberCash)).toBe(20010);
    expect(passed.heldWithdrawals.count - before.heldWithdrawals.count).toBe(1);
    expect(cents(passed.flows[0]!.withdrawals) - cents(before.flows[0]!.withdrawals)).toBe(10000);
    expect(passed.flows[0]!.withdrawalCount - before.flows[0]!.withdrawalCount).toBe(1);

    // a day later the pass has left the 1-day window but not the 7-day one
    server.ctx.clock.advance(25 * 3600 * 1000);
    const later = await money.support.post('/admin/console/position');
    expect(later.flows[0]!.withdrawals).toBe(before.flows[0]!.withdrawals);
    expect(cents(later.flows[1]!.withdrawals) - cents(before.flows[1]!.withdrawals)).toBe(10000);

    // the audit log shows who passed it, with the record before and after
    const audit = await money.support.post('/admin/console/audit/page', { action: 'money.withdrawal' });
    const entry = audit.records.find((r) => r.target === `withdrawal:${first.id}`)!;
    expect(entry.action).toBe('money.withdrawal.pass');
    expect(entry.operator).toMatch(/finance/);
    expect(JSON.parse(entry.before!)).toMatchObject({ status: 0 });
    expect(JSON.parse(entry.after!)).toMatchObject({ status: 1 });

    // the member is found by id and by the start of the phone number
    const byId = await money.support.post('/admin/console/members/search', { query: String(member.id) });
    expect(byId.map((m) => m.id)).toContain(Number(member.id));
    const byPhone = await money.support.post('/admin/console/members/search', {
      query: member.phone.slice(0, 8),
    });
    expect(byPhone.map((m) => m.phone)).toContain(member.phone);
  });

  it('is readable by every role; support is refused the money actions', async () => {
    await expectRefusal(money.support.post('/admin/money/withdrawal/pass', { id: 1 }), 403);
    await expectRefusal(money.support.post('/admin/money/reserve/fund', { amount: '1.00' }), 403);
    await expectRefusal(clientFor(server).post('/admin/console/position'), 50001);
  });
});

describe('operators', () => {
  it('an admin creates an operator with a role who can sign in; others may not; names are unique', async () => {
    const username = `fin${Date.now().toString(36)}`;
    const created = await money.admin.post('/admin/console/operators/create', {
      username,
      password: 'Finance123',
      role: 'finance',
    });
    expect(created).toMatchObject({ username, role: 'finance' });
    expect((await money.admin.post('/admin/console/operators/list')).map((o) => o.username)).toContain(
      username,
    );
    const login = await clientFor(server).post('/admin/auth/login', { username, password: 'Finance123' });
    expect(login.operator.role).toBe('finance');
    await expectRefusal(
      money.admin.post('/admin/console/operators/create', {
        username,
        password: 'Another123',
        role: 'support',
      }),
      409,
    );
    await expectRefusal(
      money.finance.post('/admin/console/operators/create', {
        username: 'x' + username,
        password: 'Finance123',
        role: 'admin',
      }),
      403,
    );
    await expectRefusal(money.support.post('/admin/console/operators/list'), 403);
  });
});

describe('console files', () => {
  it('serves the console under /console with history-mode routing of its own', async () => {
    const route = await fetch(`${server.url}/console/withdrawals`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>console</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    const root = await fetch(`${server.url}/console/`);
    expect(await root.text()).toContain('<title>console</title>');
    expect(await (await fetch(`${server.url}/console`)).text()).toContain('<title>console</title>');
    const asset = await fetch(`${server.url}/console/assets/index-X1.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/console/assets/missing.js`)).status).toBe(404);
    // the member app keeps every other path
    expect(await (await fetch(`${server.url}/home`)).text()).toContain('<title>member</title>');
  });
});
