import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestServer,
  type TestServer,
  createMember,
  createOperator,
  fundPromotions,
  recordPurchase,
} from '../support/fixtures.js';
import { clearRateLimits, clientFor, expectRefusal, operatorClient } from '../support/clients.js';
import { auditActions, cashOf, expectBooksBalanced, promotionsBalance } from '../support/books.js';
import { drawHmac, hashSeed, pickPrize, rollOf } from '../../src/modules/community/lottery/fair.js';

let server: TestServer;
let finance: ReturnType<typeof operatorClient>;

beforeAll(async () => {
  server = await startTestServer();
  await fundPromotions(server, 1_000_000n);
  finance = operatorClient(server, (await createOperator(server.ctx.db, server.ctx.clock, 'finance')).token);
});
afterAll(async () => server?.close());
beforeEach(async () => clearRateLimits(server));

describe('fairness primitives', () => {
  it('match plain SHA-256 / HMAC-SHA256 and walk weights in order', () => {
    const seed = 'a'.repeat(64);
    expect(hashSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(drawHmac(seed, 42n, 1)).toBe(createHmac('sha256', seed).update('42:1').digest('hex'));
    expect(rollOf('0000000000000007ffff', 5)).toBe(2);
    const table = [
      { id: 1, name: 'a', kind: 'none' as const, amount: '0', weight: 2 },
      { id: 2, name: 'b', kind: 'cash' as const, amount: '100', weight: 0 },
      { id: 3, name: 'c', kind: 'cash' as const, amount: '100', weight: 3 },
    ];
    expect([0, 1, 2, 3, 4].map((r) => pickPrize(table, r).id)).toEqual([1, 1, 3, 3, 3]);
  });
});

describe('lottery', () => {
  it('publishes odds and the seed hash, draws with chances, pays prizes, and verifies after the reveal', async () => {
    const none = await finance.post('/admin/community/lottery/prizes/save', { name: 'Thanks', kind: 'none', weight: 1 });
    const cash = await finance.post('/admin/community/lottery/prizes/save', { name: 'Two', kind: 'cash', amount: '2.00', weight: 3 });
    const round = await finance.post('/admin/community/lottery/rounds/create');
    expect(round).toMatchObject({ status: 'open', totalWeight: 4, serverSeed: null });
    expect(round.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await auditActions(server)).toEqual(expect.arrayContaining(['community.lotteryPrize.save', 'community.lotteryRound.create']));
    const audit = await server.ctx.db.selectFrom('audit_log').select('after').where('action', '=', 'community.lotteryRound.create').executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).not.toContain((await server.ctx.db.selectFrom('lottery_rounds').select('server_seed').executeTakeFirstOrThrow()).server_seed);
    await expectRefusal(finance.post('/admin/community/lottery/rounds/create'), 400, 'already open');

    const rule = await finance.post('/admin/community/lottery/chanceRules/save', { kind: 'per_purchase', chances: 2 });
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 10_000n });
    const client = clientFor(server, member.token);

    const list = await client.get('/app/lottery/getRewardList');
    expect(list).toMatchObject({ roundId: round.id, seedHash: round.seedHash, totalWeight: 4, remainingChances: 0 });
    expect(list.prizes).toEqual([
      expect.objectContaining({ id: none.id, kind: 'none', odds: '25.00%', amount: '0.00', inStock: true }),
      expect.objectContaining({ id: cash.id, kind: 'cash', odds: '75.00%', amount: '2.00', inStock: true }),
    ]);
    expect(list.algorithm).toContain('HMAC-SHA256');

    // without chances: refused, nothing changes
    const promotionsBefore = await promotionsBalance(server);
    const cashBefore = await cashOf(server, member.id);
    await expectRefusal(client.post('/app/lottery/lottery'), 400, 'no lottery chances');
    expect(await cashOf(server, member.id)).toBe(cashBefore);
    expect(await promotionsBalance(server)).toBe(promotionsBefore);
    expect(await server.ctx.db.selectFrom('lottery_draws').selectAll().where('user_id', '=', member.id).execute()).toHaveLength(0);

    // a purchase earns 2 chances
    await recordPurchase(server, member.id, 1_000n);
    expect((await client.get('/app/lottery/getRewardList')).remainingChances).toBe(2);
    const first = await client.post('/app/lottery/lottery');
    const second = await client.post('/app/lottery/lottery');
    expect([first.drawNumber, second.drawNumber]).toEqual([1, 2]);
    expect(second.remainingChances).toBe(0);
    await expectRefusal(client.post('/app/lottery/lottery'), 400, 'no lottery chances');
    const won = [first, second].filter((d) => d.won).length;
    expect(await cashOf(server, member.id)).toBe(cashBefore - 1_000n + BigInt(won) * 200n);
    expect(await promotionsBalance(server)).toBe(promotionsBefore - BigInt(won) * 200n);
    for (const d of [first, second]) {
      expect(d.prizeName).toBe(d.won ? 'Two' : 'Thanks');
      expect(d.amount).toBe(d.won ? '2.00' : '0.00');
    }
    const records = await client.post('/app/lottery/records', {});
    expect(records.total).toBe(2);

    // before the reveal: no seed, no verification
    const early = await client.post('/app/lottery/verify', { drawId: first.drawId });
    expect(early.round.serverSeed).toBeNull();
    expect(early.verification).toBeNull();

    await expectRefusal(finance.post('/admin/community/lottery/rounds/reveal', { id: round.id }), 400, 'Close the round');
    await finance.post('/admin/community/lottery/rounds/close', { id: round.id });
    await finance.post('/admin/community/lottery/chanceRules/save', { id: rule.id, kind: 'per_purchase', chances: 2, enabled: false });
    await recordPurchase(server, member.id, 1_000n);
    await finance.post('/admin/community/lottery/grantChances', { userId: Number(member.id), chances: 1 });
    await expectRefusal(client.post('/app/lottery/lottery'), 400, 'not open');
    const revealed = await finance.post('/admin/community/lottery/rounds/reveal', { id: round.id });
    expect(revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    // anyone can recompute: seed → hash, HMAC → roll → prize, with nothing but node:crypto
    const proof = await client.post('/app/lottery/verify', { drawId: first.drawId });
    expect(proof.verification).toEqual({ seedMatchesHash: true, hmacMatches: true, rollMatches: true, prizeMatches: true, verified: true });
    const seed = proof.round.serverSeed!;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(round.seedHash);
    for (const d of [first, second]) {
      const hmac = createHmac('sha256', seed).update(`${member.id}:${d.drawNumber}`).digest('hex');
      expect(hmac).toBe(d.hmac);
      const roll = Number(BigInt(`0x${hmac.slice(0, 16)}`) % 4n);
      expect(d.won).toBe(roll >= 1); // "Thanks" covers roll 0, "Two" rolls 1..3
    }
    const after = await client.get('/app/lottery/getRewardList');
    expect(after.roundId).toBeNull();
    expect(after.revealedRounds[0]).toMatchObject({ id: round.id, seedHash: round.seedHash, serverSeed: seed });
    await expectRefusal(clientFor(server, (await createMember(server.ctx.db, server.ctx.clock)).token).post('/app/lottery/verify', { drawId: first.drawId }), 404);
    await expectBooksBalanced(server);
  });

  it('a prize out of stock pays nothing (deterministically "no prize"); stock never goes below zero', async () => {
    const limited = await finance.post('/admin/community/lottery/prizes/save', { name: 'Rare', kind: 'cash', amount: '5.00', weight: 1, stock: 1 });
    // only "Rare" has weight in this round
    for (const p of await finance.post('/admin/community/lottery/prizes/list')) {
      if (p.id !== limited.id) {
        await finance.post('/admin/community/lottery/prizes/save', { id: p.id, name: p.name, kind: p.kind as 'cash' | 'none', amount: p.amount, weight: 0 });
      }
    }
    const round = await finance.post('/admin/community/lottery/rounds/create');
    expect(round.prizes.map((p) => p.id)).toEqual([limited.id]);
    const members = await Promise.all([1, 2, 3].map(() => createMember(server.ctx.db, server.ctx.clock)));
    for (const m of members) await finance.post('/admin/community/lottery/grantChances', { userId: Number(m.id), chances: 1 });
    const promotionsBefore = await promotionsBalance(server);
    const draws = await Promise.all(members.map((m) => clientFor(server, m.token).post('/app/lottery/lottery')));
    expect(draws.filter((d) => d.won)).toHaveLength(1);
    const losers = draws.filter((d) => !d.won);
    expect(losers).toHaveLength(2);
    for (const d of losers) expect(d).toMatchObject({ outOfStock: true, amount: '0.00', prizeId: null, prizeName: 'No prize this time' });
    expect(await promotionsBalance(server)).toBe(promotionsBefore - 500n);
    const prize = await server.ctx.db.selectFrom('lottery_prizes').select('stock').where('id', '=', BigInt(limited.id)).executeTakeFirstOrThrow();
    expect(prize.stock).toBe(0);
    const list = await clientFor(server, members[0]!.token).get('/app/lottery/getRewardList');
    expect(list.prizes[0]).toMatchObject({ id: limited.id, inStock: false, odds: '100.00%' });
    await finance.post('/admin/community/lottery/rounds/close', { id: round.id });
    await expectBooksBalanced(server);
  });

  it('operator grants are idempotent per request key; bad input is refused', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const a = await finance.post('/admin/community/lottery/grantChances', { userId: Number(member.id), chances: 3, requestId: 'g-1' });
    const b = await finance.post('/admin/community/lottery/grantChances', { userId: Number(member.id), chances: 3, requestId: 'g-1' });
    expect(a).toMatchObject({ granted: true, remainingChances: 3 });
    expect(b).toMatchObject({ granted: false, remainingChances: 3 });
    // the grant list shows the one grant (not the retry), by the operator, and filters by member
    const grants = await finance.post('/admin/community/lottery/chanceGrants/list', { userId: Number(member.id) });
    expect(grants.total).toBe(1);
    expect(grants.records).toEqual([
      expect.objectContaining({ userId: Number(member.id), phone: member.phone, chances: 3, ruleId: null, ruleKind: null }),
    ]);
    expect(grants.records[0]!.operator).toMatch(/\S/);
    const all = await finance.post('/admin/community/lottery/chanceGrants/list', { page: 1, size: 100 });
    expect(all.total).toBeGreaterThanOrEqual(1);
    expect(all.records.map((g) => g.id)).toEqual([...all.records.map((g) => g.id)].sort((x, y) => y - x));
    await expectRefusal(finance.post('/admin/community/lottery/grantChances', { userId: 99999999, chances: 1 }), 404, 'Member not found');
    await expectRefusal(finance.post('/admin/community/lottery/prizes/save', { name: 'x', kind: 'cash', weight: 1 }), 400, 'cash prize');
    await expectRefusal(finance.post('/admin/community/lottery/prizes/save', { name: 'x', kind: 'none', amount: '1', weight: 1 }), 400, 'cash prize');
    await expectRefusal(finance.post('/admin/community/lottery/rounds/close', { id: 99999 }), 404);
    const rounds = await finance.post('/admin/community/lottery/rounds/list');
    expect(rounds.every((r) => r.status !== 'revealed' || r.serverSeed !== null)).toBe(true);
    expect(rounds.every((r) => r.status === 'revealed' || r.serverSeed === null)).toBe(true);

    // no open round: drawing is refused and the chance is kept
    await expectRefusal(clientFor(server, member.token).post('/app/lottery/lottery'), 400, 'not open');
    expect((await clientFor(server, member.token).get('/app/lottery/getRewardList')).remainingChances).toBe(3);

    const token = { 'x-access-token': member.token };
    expect((await server.get('/core/app/lottery/getRewardList')).body.code).toBe(50001);
    expect((await server.post('/core/app/lottery/verify', { drawId: 'x' }, token)).status).toBe(400);
    expect((await server.post('/core/app/lottery/verify', {}, token)).status).toBe(400);
    expect((await server.post('/core/app/lottery/records', { size: 0 }, token)).status).toBe(400);
    expect((await server.post('/core/app/lottery/lottery', {})).body.code).toBe(50001);
    const support = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    expect((await server.post('/core/admin/community/lottery/rounds/create', {}, { 'x-operator-token': support.token })).status).toBe(403);
  });

  it('racing draws spend each chance once', async () => {
    const prize = await finance.post('/admin/community/lottery/prizes/save', { name: 'Coin', kind: 'cash', amount: '0.10', weight: 1 });
    for (const p of await finance.post('/admin/community/lottery/prizes/list')) {
      if (p.id !== prize.id && p.weight > 0) {
        await finance.post('/admin/community/lottery/prizes/save', { id: p.id, name: p.name, kind: p.kind as 'cash' | 'none', amount: p.amount, weight: 0 });
      }
    }
    const round = await finance.post('/admin/community/lottery/rounds/create');
    const member = await createMember(server.ctx.db, server.ctx.clock);
    await finance.post('/admin/community/lottery/grantChances', { userId: Number(member.id), chances: 2 });
    const client = clientFor(server, member.token);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => client.post('/app/lottery/lottery')));
    const drawn = outcomes.filter((o) => o.status === 'fulfilled').map((o) => (o as PromiseFulfilledResult<{ drawNumber: number }>).value);
    expect(drawn.map((d) => d.drawNumber).sort()).toEqual([1, 2]);
    expect(await cashOf(server, member.id)).toBe(20n);
    expect((await client.get('/app/lottery/getRewardList')).remainingChances).toBe(0);
    await finance.post('/admin/community/lottery/rounds/close', { id: round.id });
    await expectBooksBalanced(server);
  });
});
