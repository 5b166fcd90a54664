import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestServer,
  type TestServer,
  createMember,
  createOperator,
  fundPromotions,
} from '../support/fixtures.js';
import { clearRateLimits, clientFor, expectRefusal, operatorClient } from '../support/clients.js';
import { auditActions, cashOf, expectBooksBalanced, promotionsBalance } from '../support/books.js';

let server: TestServer;
let finance: ReturnType<typeof operatorClient>;
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  await fundPromotions(server, 1_000_000n);
  finance = operatorClient(server, (await createOperator(server.ctx.db, server.ctx.clock, 'finance')).token);
});
afterAll(async () => server?.close());
beforeEach(async () => clearRateLimits(server));

describe('bonus codes', () => {
  it('an operator creates a code; a member redeems it once into cash, paid from promotions', async () => {
    const created = await finance.post('/admin/community/bonus/create', {
      code: 'spring25',
      amount: '12.50',
      totalUses: 3,
      expiresAt: inAWeek(),
    });
    expect(created).toMatchObject({ code: 'SPRING25', amount: '12.50', totalUses: 3, usedCount: 0, enabled: true });
    expect(await auditActions(server)).toContain('community.bonus.create');

    const member = await createMember(server.ctx.db, server.ctx.clock);
    const client = clientFor(server, member.token);
    const promotionsBefore = await promotionsBalance(server);
    const redeemed = await client.post('/app/bonus/redeem', { code: ' Spring25 ' });
    expect(redeemed).toMatchObject({ code: 'SPRING25', amount: '12.50' });
    expect(await cashOf(server, member.id)).toBe(1250n);
    expect(await promotionsBalance(server)).toBe(promotionsBefore - 1250n);

    // twice: refused, no money moves
    await expectRefusal(client.post('/app/bonus/redeem', { code: 'SPRING25' }), 400, 'You have already redeemed this code');
    expect(await cashOf(server, member.id)).toBe(1250n);
    expect(await promotionsBalance(server)).toBe(promotionsBefore - 1250n);

    const history = await client.post('/app/bonus/page', {});
    expect(history.records).toEqual([expect.objectContaining({ code: 'SPRING25', amount: '12.50' })]);
    const listed = await finance.post('/admin/community/bonus/list', {});
    expect(listed.records.find((c) => c.code === 'SPRING25')?.usedCount).toBe(1);
    await expectBooksBalanced(server);
  });

  it('wrong, expired, used-up and disabled codes each get their own message and move nothing', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const client = clientFor(server, member.token);
    await expectRefusal(client.post('/app/bonus/redeem', { code: 'NOSUCHCODE' }), 400, 'This redemption code does not exist');
    await expectRefusal(client.post('/app/bonus/redeem', { code: 'bad code!' }), 400, 'This redemption code does not exist');
    await expectRefusal(client.post('/app/bonus/redeem', { code: '   ' }), 400, 'Please enter a redemption code');

    const expiring = await finance.post('/admin/community/bonus/create', {
      code: 'SOONGONE',
      amount: '1',
      totalUses: 10,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    server.ctx.clock.advance(2 * 60_000);
    try {
      await expectRefusal(client.post('/app/bonus/redeem', { code: 'SOONGONE' }), 400, 'This redemption code has expired');
    } finally {
      server.ctx.clock.advance(-2 * 60_000);
    }
    expect(expiring.usedCount).toBe(0);

    await finance.post('/admin/community/bonus/create', { code: 'ONLYONE', amount: '2', totalUses: 1, expiresAt: inAWeek() });
    const first = await createMember(server.ctx.db, server.ctx.clock);
    await clientFor(server, first.token).post('/app/bonus/redeem', { code: 'ONLYONE' });
    await expectRefusal(client.post('/app/bonus/redeem', { code: 'ONLYONE' }), 400, 'This redemption code has been fully used');

    const disabled = await finance.post('/admin/community/bonus/create', { code: 'PAUSED', amount: '2', totalUses: 5, expiresAt: inAWeek() });
    await finance.post('/admin/community/bonus/update', { id: disabled.id, enabled: false });
    await expectRefusal(client.post('/app/bonus/redeem', { code: 'PAUSED' }), 400, 'This redemption code does not exist');

    // messages are localized
    await expectRefusal(clientFor(server, member.token, 'zh-CN').post('/app/bonus/redeem', { code: 'ONLYONE' }), 400, '兑换码已被领完');
    await expectRefusal(clientFor(server, member.token, 'tr-TR').post('/app/bonus/redeem', { code: 'NOPE1234' }), 400, 'Bu kullanım kodu mevcut değil');

    expect(await cashOf(server, member.id)).toBe(0n);
    await expectBooksBalanced(server);
  });

  it('20 members racing for the last use: exactly one succeeds, used_count never exceeds total', async () => {
    const code = await finance.post('/admin/community/bonus/create', { code: 'RACE2026', amount: '3.00', totalUses: 2, expiresAt: inAWeek() });
    const early = await createMember(server.ctx.db, server.ctx.clock);
    await clientFor(server, early.token).post('/app/bonus/redeem', { code: 'RACE2026' });

    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(server.ctx.db, server.ctx.clock)));
    const promotionsBefore = await promotionsBalance(server);
    const outcomes = await Promise.allSettled(
      members.map((m) => clientFor(server, m.token).post('/app/bonus/redeem', { code: 'RACE2026' })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect((o.reason as Error).message).toBe('This redemption code has been fully used');
    }
    const cash = await Promise.all(members.map((m) => cashOf(server, m.id)));
    expect(cash.filter((c) => c === 300n)).toHaveLength(1);
    expect(cash.filter((c) => c === 0n)).toHaveLength(19);
    expect(await promotionsBalance(server)).toBe(promotionsBefore - 300n);
    const row = await server.ctx.db.selectFrom('bonus_codes').selectAll().where('id', '=', BigInt(code.id)).executeTakeFirstOrThrow();
    expect(row.used_count).toBe(2);
    await expectBooksBalanced(server);
  });

  it('a retried redemption with the same Idempotency-Key replays the answer without paying twice', async () => {
    await finance.post('/admin/community/bonus/create', { code: 'RETRY01', amount: '4', totalUses: 10, expiresAt: inAWeek() });
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const client = clientFor(server, member.token);
    const a = await client.post('/app/bonus/redeem', { code: 'RETRY01' }, { idempotencyKey: 'k-1' });
    const b = await client.post('/app/bonus/redeem', { code: 'RETRY01' }, { idempotencyKey: 'k-1' });
    expect(b).toEqual(a);
    expect(await cashOf(server, member.id)).toBe(400n);
  });

  it('limits redemption attempts per member', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const headers = { 'x-access-token': member.token };
    for (let i = 0; i < 10; i += 1) {
      expect((await server.post('/core/app/bonus/redeem', { code: `GUESS${i}AB` }, headers)).body.code).toBe(400);
    }
    const limited = await server.post('/core/app/bonus/redeem', { code: 'GUESS99AB' }, headers);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts, please try again later');
  });

  it('refuses bad input and unauthenticated or unauthorized callers', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    expect((await server.post('/core/app/bonus/redeem', { code: 'X' })).body.code).toBe(50001);
    const missing = await server.post('/core/app/bonus/redeem', {}, { 'x-access-token': member.token });
    expect(missing.status).toBe(400);
    const support = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    const forbidden = await server.post(
      '/core/admin/community/bonus/create',
      { code: 'NOPE1234', amount: '1', totalUses: 1, expiresAt: inAWeek() },
      { 'x-operator-token': support.token },
    );
    expect(forbidden.status).toBe(403);
    const badAmount = await finance
      .post('/admin/community/bonus/create', { code: 'ZERO0000', amount: '0', totalUses: 1, expiresAt: inAWeek() })
      .catch((e: Error) => e);
    expect(badAmount).toBeInstanceOf(Error);
    await finance.post('/admin/community/bonus/create', { code: 'TWIN0001', amount: '1', totalUses: 1, expiresAt: inAWeek() });
    await expectRefusal(
      finance.post('/admin/community/bonus/create', { code: 'twin0001', amount: '1', totalUses: 1, expiresAt: inAWeek() }),
      409, // a code in use is a conflict
      'already exists',
    );
    const code = await finance.post('/admin/community/bonus/create', { code: 'USED0001', amount: '1', totalUses: 2, expiresAt: inAWeek() });
    await clientFor(server, member.token).post('/app/bonus/redeem', { code: 'USED0001' });
    await clearRateLimits(server);
    const m2 = await createMember(server.ctx.db, server.ctx.clock);
    await clientFor(server, m2.token).post('/app/bonus/redeem', { code: 'USED0001' });
    await expectRefusal(finance.post('/admin/community/bonus/update', { id: code.id, totalUses: 1 }), 400, 'cannot be lower');
  });
});
