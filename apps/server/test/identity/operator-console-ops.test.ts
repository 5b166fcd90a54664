/**
 * Operator console actions of issue 17: disabling operators and resetting their passwords, a
 * member's sessions (revoke → 50001) and team by level, the operators' picture upload, and request
 * ids on the money actions (a double-clicked pass applies once).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/sessions.js';
import { startTestServer, type TestServer, createMember, createOperator } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor, expectRefusal } from '../support/clients.js';
import { balancesOf, expectBooksBalanced, transferCount } from '../support/books.js';

let server: TestServer;
let money: MoneySetup;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server, { reserve: '1000.00' });
});
afterAll(async () => server?.close());

describe('operators: disable and reset password', () => {
  it('a disabled operator’s session stops at once and sign-in is refused; enabling lets them in again', async () => {
    const op = await createOperator(server.ctx.db, server.ctx.clock, 'finance');
    const client = clientFor(server, op.token);
    await client.post('/admin/console/position');

    const disabled = await money.admin.post('/admin/console/operators/disable', {
      id: Number(op.id),
      disabled: true,
    });
    expect(disabled).toMatchObject({ id: Number(op.id), disabled: true });
    await expectRefusal(client.post('/admin/console/position'), 50001);
    await expectRefusal(
      clientFor(server).post('/admin/auth/login', { username: op.username, password: op.password }),
      403,
      'This operator account has been disabled',
    );
    // a wrong password still says only that the credentials are wrong
    await expectRefusal(
      clientFor(server).post('/admin/auth/login', { username: op.username, password: 'wrong-one' }),
      400,
      'Wrong username or password',
    );
    const listed = await money.admin.post('/admin/console/operators/list');
    expect(listed.find((o) => o.id === Number(op.id))?.disabled).toBe(true);

    await money.admin.post('/admin/console/operators/disable', { id: Number(op.id), disabled: false });
    const login = await clientFor(server).post('/admin/auth/login', {
      username: op.username,
      password: op.password,
    });
    expect(login.operator.role).toBe('finance');

    const actions = await money.admin.post('/admin/console/audit/page', { target: `operator:${op.id}` });
    expect(actions.records.map((r) => r.action)).toEqual(['operator.enable', 'operator.disable']);
  });

  it('only an admin may disable or reset, never their own account by disabling', async () => {
    const op = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    await expectRefusal(
      money.finance.post('/admin/console/operators/disable', { id: Number(op.id), disabled: true }),
      403,
    );
    await expectRefusal(
      money.support.post('/admin/console/operators/resetPassword', {
        id: Number(op.id),
        password: 'Another123',
      }),
      403,
    );
    const me = await money.admin.post('/admin/auth/info');
    await expectRefusal(
      money.admin.post('/admin/console/operators/disable', { id: me.id, disabled: true }),
      400,
      'You cannot disable your own account',
    );
    await expectRefusal(
      money.admin.post('/admin/console/operators/disable', { id: 999999, disabled: true }),
      404,
    );
  });

  it('a reset password works, the old one does not, and the operator’s sessions end', async () => {
    const op = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    await money.admin.post('/admin/console/operators/resetPassword', {
      id: Number(op.id),
      password: 'Brand-new-9',
    });
    await expectRefusal(clientFor(server, op.token).post('/admin/console/position'), 50001);
    await expectRefusal(
      clientFor(server).post('/admin/auth/login', { username: op.username, password: op.password }),
      400,
    );
    const login = await clientFor(server).post('/admin/auth/login', {
      username: op.username,
      password: 'Brand-new-9',
    });
    expect(login.operator.username).toBe(op.username);
    const audit = await money.admin.post('/admin/console/audit/page', { action: 'operator.resetPassword' });
    expect(audit.records[0]!.after).not.toContain('Brand-new-9');
  });
});

describe('operators: role', () => {
  it('an admin changes another operator’s role; it applies from their next request, audited', async () => {
    const op = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    const asOp = clientFor(server, op.token);
    // support may not pass withdrawals (finance may): the refusal shows the role at work
    await expectRefusal(asOp.post('/admin/money/reserve/fund', { amount: '1.00' }), 403);
    const changed = await money.admin.post('/admin/console/operators/setRole', { id: Number(op.id), role: 'finance' });
    expect(changed).toMatchObject({ id: Number(op.id), role: 'finance' });
    // the same session, its next request: finance now
    await asOp.post('/admin/money/reserve/fund', { amount: '1.00' });
    const audit = await money.admin.post('/admin/console/audit/page', { action: 'operator.setRole' });
    expect(audit.records[0]).toMatchObject({ target: `operator:${op.id}` });
    expect(audit.records[0]!.before).toContain('"support"');
    expect(audit.records[0]!.after).toContain('"finance"');
  });

  it('only an admin may change a role, and never their own', async () => {
    const op = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    await expectRefusal(money.finance.post('/admin/console/operators/setRole', { id: Number(op.id), role: 'admin' }), 403);
    const me = await money.admin.post('/admin/auth/info');
    await expectRefusal(
      money.admin.post('/admin/console/operators/setRole', { id: me.id, role: 'support' }),
      400,
      'You cannot change your own role',
    );
    await expectRefusal(money.admin.post('/admin/console/operators/setRole', { id: 999999, role: 'finance' }), 404);
    await expectRefusal(
      money.admin.post('/admin/console/operators/setRole', { id: Number(op.id), role: 'owner' as never }),
      400,
    );
  });
});

describe('members: sessions and team', () => {
  it('lists a member’s sessions; revoking one ends it (50001) and leaves the others', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const loginToken = await clientFor(server).post('/app/auth/login', {
      areaCode: member.areaCode,
      phone: member.phone,
      password: member.password,
    });
    const sessions = await money.support.post('/admin/console/members/sessions', {
      userId: Number(member.id),
    });
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => s.live && s.id.length === 16)).toBe(true);

    // revoke the fixture's session (its id is the start of its token's hash), keep the login's
    const older = sessions.find((s) => s.id === hashToken(member.token).slice(0, 16))!;
    expect(older).toBeDefined();
    const result = await money.support.post('/admin/console/members/sessions/revoke', {
      userId: Number(member.id),
      sessionId: older.id,
    });
    expect(result.revoked).toBe(1);
    await expectRefusal(clientFor(server, member.token).post('/app/user/getUserInfo'), 50001);
    expect((await clientFor(server, loginToken).post('/app/user/getUserInfo')).phone).toBe(member.phone);
    const after = await money.support.post('/admin/console/members/sessions', { userId: Number(member.id) });
    expect(after.find((s) => s.id === older.id)).toMatchObject({ live: false });
    expect(after.find((s) => s.id === older.id)!.revokedAt).not.toBeNull();

    // revoking it again finds no live session; all the others end with no id
    await expectRefusal(
      money.support.post('/admin/console/members/sessions/revoke', {
        userId: Number(member.id),
        sessionId: older.id,
      }),
      404,
    );
    expect(
      (await money.support.post('/admin/console/members/sessions/revoke', { userId: Number(member.id) }))
        .revoked,
    ).toBe(1);
    await expectRefusal(clientFor(server, loginToken).post('/app/user/getUserInfo'), 50001);
    const audit = await money.support.post('/admin/console/audit/page', { target: `member:${member.id}` });
    expect(audit.records.map((r) => r.action)).toEqual(['member.session.revoke', 'member.session.revoke']);
    await expectRefusal(
      clientFor(server, member.token).post('/admin/console/members/sessions', { userId: 1 }),
      50001,
    );
  });

  it('shows the team by level with counts and buyers', async () => {
    const db = server.ctx.db;
    const clock = server.ctx.clock;
    const root = await createMember(db, clock);
    const a = await createMember(db, clock, { referrerId: root.id });
    const b = await createMember(db, clock, { referrerId: root.id, cash: 100_00n });
    const a1 = await createMember(db, clock, { referrerId: a.id });
    const a1x = await createMember(db, clock, { referrerId: a1.id });
    await createMember(db, clock, { referrerId: a1x.id }); // level 4: beyond what the console shows
    await clientFor(server, b.token).post('/app/product/buy', {
      productId: money.product.id,
      quantity: 1,
      fundPassword: b.fundPassword,
    });

    const team = await money.support.post('/admin/console/members/team', { userId: Number(root.id) });
    expect(team.levels).toEqual([
      { level: 1, count: 2, buyers: 1 },
      { level: 2, count: 1, buyers: 0 },
      { level: 3, count: 1, buyers: 0 },
    ]);
    expect(team.members.records.map((m) => m.id).sort()).toEqual([Number(a.id), Number(b.id)].sort());
    expect(team.members.records.find((m) => m.id === Number(b.id))?.hasBought).toBe(true);
    const second = await money.support.post('/admin/console/members/team', {
      userId: Number(root.id),
      level: 2,
    });
    expect(second.members).toMatchObject({ total: 1 });
    expect(second.members.records[0]).toMatchObject({
      id: Number(a1.id),
      level: 2,
      referrerId: Number(a.id),
    });
  });
});

describe('operator picture upload', () => {
  it('stores a re-encoded picture served as a cached file, usable as a product image; members may not', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c8a060' } })
      .png()
      .toBuffer();
    const uploaded = await money.admin.upload(new Blob([new Uint8Array(png)]), 'ring.png', {
      path: '/admin/file/upload',
    });
    expect(uploaded).toMatchObject({ contentType: 'image/png', width: 1280, height: 640 });
    const file = await fetch(`${server.url}${uploaded.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toContain('immutable');

    const product = await money.admin.post('/admin/money/product/save', {
      name: 'Pictured Ring',
      image: uploaded.url,
      price: '10.00',
      dailyIncome: '1.00',
      periodDays: 5,
      stock: 10,
    });
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const list = await clientFor(server, member.token).post('/app/product/page', { size: 100 });
    expect(list.records.find((p) => p.id === product.id)?.image).toBe(uploaded.url);

    const row = await server.ctx.db
      .selectFrom('uploads')
      .selectAll()
      .where('name', '=', uploaded.name)
      .executeTakeFirst();
    expect(row?.user_id).toBeNull();
    await expectRefusal(
      clientFor(server, member.token).upload(new Blob([new Uint8Array(png)]), 'x.png', {
        path: '/admin/file/upload',
      }),
      50001,
    );
    const notImage = await expectRefusal(
      money.admin.upload(new Blob([new TextEncoder().encode('not a picture')]), 'x.png', {
        path: '/admin/file/upload',
      }),
      400,
    );
    expect(notImage.message).toMatch(/JPEG, PNG/);
  });
});

describe('request ids on money actions', () => {
  async function pendingWithdrawal(amount: string) {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 500_00n });
    const client = clientFor(server, member.token);
    const card = await client.post('/app/userBank/saveOrUpdate', {
      payeeName: 'Dana',
      receiveAccount: '6222000011114444',
      bankId: money.bankId,
    });
    const withdrawal = await client.post('/app/user/withdrawal/apply', {
      amount,
      bankCardId: card.id,
      fundPassword: member.fundPassword,
    });
    return { member, withdrawal };
  }

  it('a double-clicked pass (same key, at once) applies once and both answers agree', async () => {
    const { member, withdrawal } = await pendingWithdrawal('100.00');
    const transfers = await transferCount(server);
    const key = `pass-${withdrawal.id}-${Date.now()}`;
    const [first, second] = await Promise.all([
      money.finance.post('/admin/money/withdrawal/pass', { id: withdrawal.id }, { idempotencyKey: key }),
      money.finance.post('/admin/money/withdrawal/pass', { id: withdrawal.id }, { idempotencyKey: key }),
    ]);
    expect(first).toEqual(second);
    expect(first.status).toBe('passed');
    // a later retry with the same key answers the same, moving nothing
    const retry = await money.finance.post(
      '/admin/money/withdrawal/pass',
      { id: withdrawal.id },
      { idempotencyKey: key },
    );
    expect(retry).toEqual(first);
    // the pass posts the two held transfers (amount and fee) and nothing more
    expect(await transferCount(server)).toBe(transfers + 2);
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '400.00', frozen: '0.00' });
    const audit = await money.support.post('/admin/console/audit/page', {
      target: `withdrawal:${withdrawal.id}`,
    });
    expect(audit.records.map((r) => r.action)).toEqual(['money.withdrawal.pass']);
    // without the key a second pass is refused: it is no longer pending
    await expectRefusal(money.finance.post('/admin/money/withdrawal/pass', { id: withdrawal.id }), 409);
    // the same key for another request is a client bug: refused, nothing moves
    const other = await pendingWithdrawal('20.00');
    await expectRefusal(
      money.finance.post(
        '/admin/money/withdrawal/pass',
        { id: other.withdrawal.id },
        { idempotencyKey: key },
      ),
      422,
    );
    const otherPage = await money.support.post('/admin/money/withdrawal/page', {
      userId: Number(other.member.id),
    });
    expect(otherPage.records[0]!.status).toBe('pending');
    await expectBooksBalanced(server);
  });

  it('a retried reject, recharge confirm and recharge fail apply once', async () => {
    const { member, withdrawal } = await pendingWithdrawal('50.00');
    const rejectKey = `reject-${withdrawal.id}-${Date.now()}`;
    const reject = () =>
      money.finance.post(
        '/admin/money/withdrawal/reject',
        { id: withdrawal.id, reason: 'wrong card' },
        { idempotencyKey: rejectKey },
      );
    const [r1, r2] = await Promise.all([reject(), reject()]);
    expect(r1).toEqual(r2);
    expect(r1.status).toBe('rejected');
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '500.00', available: '500.00' });

    const client = clientFor(server, member.token);
    const recharge = await client.post('/app/user/recharge/recharge', {
      amount: '30.00',
      payChannelId: money.gateway.id,
    });
    const confirmKey = `confirm-${recharge.id}-${Date.now()}`;
    const confirm = () =>
      money.finance.post(
        '/admin/money/recharge/confirm',
        { id: recharge.id },
        { idempotencyKey: confirmKey },
      );
    const [c1, c2] = await Promise.all([confirm(), confirm()]);
    expect(c1).toEqual(c2);
    expect(c1.outcome).toBe('credited');
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '530.00' });
    expect((await confirm()).outcome).toBe('credited');
    const confirms = await money.support.post('/admin/console/audit/page', {
      target: `recharge:${recharge.id}`,
    });
    expect(confirms.records.map((r) => r.action)).toEqual(['money.recharge.confirm']);

    const unpaid = await client.post('/app/user/recharge/recharge', {
      amount: '40.00',
      payChannelId: money.gateway.id,
    });
    const failKey = `fail-${unpaid.id}-${Date.now()}`;
    const fail = () =>
      money.finance.post(
        '/admin/money/recharge/fail',
        { id: unpaid.id, reason: 'never paid' },
        { idempotencyKey: failKey },
      );
    const [f1, f2] = await Promise.all([fail(), fail()]);
    expect(f1).toEqual(f2);
    expect((await fail()).id).toBe(unpaid.id);
    const fails = await money.support.post('/admin/console/audit/page', { target: `recharge:${unpaid.id}` });
    expect(fails.records.map((r) => r.action)).toEqual(['money.recharge.fail']);
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '530.00' });
    await expectBooksBalanced(server);
  });

  it('a retried void with refund refunds once, to the cent', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 250_55n });
    const order = await clientFor(server, member.token).post('/app/product/buy', {
      productId: money.product.id,
      quantity: 1,
      fundPassword: member.fundPassword,
    });
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '150.55' });
    const key = `void-${order.id}-${Date.now()}`;
    const voidIt = () =>
      money.finance.post('/admin/money/order/invalidate', { id: order.id, refund: true }, { idempotencyKey: key });
    const [v1, v2] = await Promise.all([voidIt(), voidIt()]);
    expect(v1).toEqual(v2);
    expect(v1.statusText).toBe('Invalid');
    expect(await balancesOf(server, member.id)).toMatchObject({ cash: '250.55' });
    await expectBooksBalanced(server);
  });
});
