import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startTestServer,
  type TestServer,
  createMember,
  createOperator,
  giveCash,
  fundPromotions,
  recordPurchase,
} from '../support/fixtures.js';
import { clearRateLimits, clientFor, expectRefusal, operatorClient } from '../support/clients.js';
import { auditActions, cashOf, expectBooksBalanced, promotionsBalance } from '../support/books.js';
import { grantEnvelopes } from '../../src/modules/community/envelopes/grants.js';
import { maskPhone } from '../../src/lib/phone.js';
import { communityFeature } from '../../src/modules/community/routes.js';
import { startJobs } from '../../src/kernel/jobs.js';

let server: TestServer;
let finance: ReturnType<typeof operatorClient>;

beforeAll(async () => {
  server = await startTestServer();
  await fundPromotions(server, 1_000_000n);
  finance = operatorClient(server, (await createOperator(server.ctx.db, server.ctx.clock, 'finance')).token);
});
afterAll(async () => server?.close());
beforeEach(async () => clearRateLimits(server));

describe('phone masking (SPEC §3)', () => {
  it('keeps the first 3 digits, then four asterisks, then the rest from the eighth digit', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('5551234')).toBe('555****');
    expect(maskPhone('447911123456')).toBe('447****23456');
    expect(maskPhone('12')).toBe('12');
  });
});

describe('team (single level)', () => {
  it('share link carries the invitation code; base URL from configuration', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const client = clientFor(server, member.token);
    const fallback = await client.post('/app/config/getShareUrl');
    expect(fallback.invitationCode).toBe(member.invitationCode);
    expect(fallback.url).toBe(`${server.url}/pages/user/register?invitationCode=${member.invitationCode}`);

    const support = operatorClient(server, (await createOperator(server.ctx.db, server.ctx.clock, 'support')).token);
    await support.post('/admin/community/config/set', { key: 'share_base_url', value: 'https://aurum.example/r' });
    expect((await client.post('/app/config/getShareUrl')).url).toBe(`https://aurum.example/r?invitationCode=${member.invitationCode}`);
    await expectRefusal(support.post('/admin/community/config/set', { key: 'share_base_url', value: 'javascript:alert(1)' }), 400);
    await support.post('/admin/community/config/set', { key: 'share_base_url', value: '' });
    expect(await auditActions(server)).toContain('community.config.set');
    expect((await server.post('/core/app/config/getShareUrl')).body.code).toBe(50001);
  });

  it('lists direct invitees with masked phones, registration date and whether each has bought', async () => {
    const referrer = await createMember(server.ctx.db, server.ctx.clock);
    const buyer = await createMember(server.ctx.db, server.ctx.clock, { phone: '13900001111', referrerId: referrer.id, cash: 10_000n });
    await createMember(server.ctx.db, server.ctx.clock, { phone: '13900002222', referrerId: referrer.id });
    const grandchild = await createMember(server.ctx.db, server.ctx.clock, { referrerId: buyer.id });
    await recordPurchase(server, buyer.id, 5_000n);

    const client = clientFor(server, referrer.token);
    const team = await client.post('/app/user/getUserTeamInfoSingleLevel', { page: 1, size: 10 });
    expect(team.teamSize).toBe(2);
    expect(team.buyerCount).toBe(1);
    expect(team.total).toBe(2);
    expect(team.records.map((r) => r.phone).sort()).toEqual(['139****1111', '139****2222']);
    const me = await server.ctx.db.selectFrom('users').select('username').where('id', '=', referrer.id).executeTakeFirstOrThrow();
    for (const r of team.records) {
      expect(r.referrer).toBe(me.username);
      expect(new Date(r.registered).toString()).not.toBe('Invalid Date');
      expect(r.hasBought).toBe(r.id === Number(buyer.id));
    }
    expect(team.records.some((r) => r.id === Number(grandchild.id))).toBe(false);

    const paged = await client.post('/app/user/getUserTeamInfoSingleLevel', { page: 2, size: 1 });
    expect(paged).toMatchObject({ total: 2, page: 2, size: 1, hasMore: false });
    expect(paged.records).toHaveLength(1);
    const bad = await server.post('/core/app/user/getUserTeamInfoSingleLevel', { page: 0 }, { 'x-access-token': referrer.token });
    expect(bad.status).toBe(400);
    const tooBig = await server.post('/core/app/user/getNoReceiveChildren', { size: 1000 }, { 'x-access-token': referrer.token });
    expect(tooBig.status).toBe(400);
    expect((await server.post('/core/app/user/getNoReceiveChildren', {})).body.code).toBe(50001);
    expect((await server.post('/core/app/user/getUserTeamInfoSingleLevel', {})).body.code).toBe(50001);
  });
});

describe('red envelopes', () => {
  it('an invitee first purchase grants the referrer one envelope, received once into cash', async () => {
    const rule = await finance.post('/admin/community/envelopeRules/save', {
      kind: 'invitee_first_purchase',
      title: 'Invitation reward',
      amount: '8.88',
    });
    expect(rule).toMatchObject({ kind: 'invitee_first_purchase', amount: '8.88', enabled: true, granted: 0 });
    expect(await auditActions(server)).toContain('community.envelopeRule.save');

    const referrer = await createMember(server.ctx.db, server.ctx.clock);
    const invitee = await createMember(server.ctx.db, server.ctx.clock, { referrerId: referrer.id, cash: 50_000n });
    const idle = await createMember(server.ctx.db, server.ctx.clock, { referrerId: referrer.id });
    const client = clientFor(server, referrer.token);

    // nothing before the purchase; both invitees are "not received"
    expect((await client.post('/app/redEnvelope/page', {})).records).toHaveLength(0);
    const waitingBefore = await client.post('/app/user/getNoReceiveChildren', {});
    expect(waitingBefore.records.map((r) => r.id).sort()).toEqual([Number(invitee.id), Number(idle.id)].sort());
    expect(waitingBefore.records.every((r) => r.envelopeId === null)).toBe(true);

    await recordPurchase(server, invitee.id, 10_000n);
    await recordPurchase(server, invitee.id, 10_000n);
    // the timer job and the page both grant; the unique key makes it once
    expect(await grantEnvelopes(server.ctx.db, server.ctx.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await grantEnvelopes(server.ctx.db, server.ctx.clock.now())).toBe(0);
    const page = await client.post('/app/redEnvelope/page', {});
    expect(page.total).toBe(1);
    expect(page.unreceivedAmount).toBe('8.88');
    const envelope = page.records[0]!;
    expect(envelope).toMatchObject({ amount: '8.88', status: 'unreceived', kind: 'invitee_first_purchase', receivedAt: null });
    expect(envelope.sourcePhone).toBe(maskPhone(invitee.phone));

    const waiting = await client.post('/app/user/getNoReceiveChildren', {});
    expect(waiting.records.find((r) => r.id === Number(invitee.id))).toMatchObject({ envelopeId: envelope.id, amount: '8.88', hasBought: true });

    // another member cannot receive it
    const stranger = await createMember(server.ctx.db, server.ctx.clock);
    await expectRefusal(clientFor(server, stranger.token).post('/app/redEnvelope/receive', { id: envelope.id }), 404);

    const promotionsBefore = await promotionsBalance(server);
    const received = await client.post('/app/redEnvelope/receive', { id: envelope.id });
    expect(received).toMatchObject({ id: envelope.id, amount: '8.88' });
    expect(await cashOf(server, referrer.id)).toBe(888n);
    expect(await promotionsBalance(server)).toBe(promotionsBefore - 888n);

    // twice: refused, nothing moves
    await expectRefusal(client.post('/app/redEnvelope/receive', { id: envelope.id }), 400, 'already been received');
    expect(await cashOf(server, referrer.id)).toBe(888n);
    expect(await promotionsBalance(server)).toBe(promotionsBefore - 888n);
    const after = await client.post('/app/redEnvelope/page', { status: 'received' });
    expect(after.records[0]).toMatchObject({ id: envelope.id, status: 'received' });
    expect(after.unreceivedAmount).toBe('0.00');
    const waitingAfter = await client.post('/app/user/getNoReceiveChildren', {});
    expect(waitingAfter.records.map((r) => r.id)).toEqual([Number(idle.id)]);

    const rules = await finance.post('/admin/community/envelopeRules/list');
    expect(rules.find((r) => r.id === rule.id)).toMatchObject({ granted: 1, received: 1 });
    await finance.post('/admin/community/envelopeRules/save', { id: rule.id, kind: 'invitee_first_purchase', title: 'Off', amount: '8.88', enabled: false });
    await expectBooksBalanced(server);
  });

  it('concurrent receives of one envelope pay once; retries with the same key replay', async () => {
    const rule = await finance.post('/admin/community/envelopeRules/save', { kind: 'registration', title: 'Welcome', amount: '2.00' });
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const client = clientFor(server, member.token);
    const page = await client.post('/app/redEnvelope/page', {});
    expect(page.records).toHaveLength(1);
    const id = page.records[0]!.id;
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.post('/app/redEnvelope/receive', { id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await cashOf(server, member.id)).toBe(200n);

    const other = await createMember(server.ctx.db, server.ctx.clock);
    const otherClient = clientFor(server, other.token);
    const otherId = (await otherClient.post('/app/redEnvelope/page', {})).records[0]!.id;
    const first = await otherClient.post('/app/redEnvelope/receive', { id: otherId }, { idempotencyKey: 'env-1' });
    const replay = await otherClient.post('/app/redEnvelope/receive', { id: otherId }, { idempotencyKey: 'env-1' });
    expect(replay).toEqual(first);
    expect(await cashOf(server, other.id)).toBe(200n);
    await finance.post('/admin/community/envelopeRules/save', { id: rule.id, kind: 'registration', title: 'Welcome', amount: '2.00', enabled: false });
    await expectBooksBalanced(server);
  });

  it('an empty promotions budget refuses with a clear message and changes nothing', async () => {
    const rule = await finance.post('/admin/community/envelopeRules/save', { kind: 'invitee_registration', title: 'Big', amount: '9999999.00' });
    const referrer = await createMember(server.ctx.db, server.ctx.clock);
    await createMember(server.ctx.db, server.ctx.clock, { referrerId: referrer.id });
    const client = clientFor(server, referrer.token);
    const id = (await client.post('/app/redEnvelope/page', {})).records[0]!.id;
    await expectRefusal(client.post('/app/redEnvelope/receive', { id }), 409, 'temporarily unavailable');
    expect(await cashOf(server, referrer.id)).toBe(0n);
    expect((await client.post('/app/redEnvelope/page', {})).records[0]!.status).toBe('unreceived');
    await finance.post('/admin/community/envelopeRules/save', { id: rule.id, kind: 'invitee_registration', title: 'Big', amount: '1.00', enabled: false });
    await expectBooksBalanced(server);
  });

  it('rules only pay for events inside their window, and refuse bad input', async () => {
    const past = new Date(Date.now() - 3600_000).toISOString();
    await expectRefusal(
      finance.post('/admin/community/envelopeRules/save', { kind: 'registration', title: 'x', amount: '1', startsAt: new Date().toISOString(), endsAt: past }),
      400,
      'end time must be after',
    );
    const referrer = await createMember(server.ctx.db, server.ctx.clock);
    const early = await createMember(server.ctx.db, server.ctx.clock, { referrerId: referrer.id, cash: 1000n });
    await recordPurchase(server, early.id, 500n);
    // a rule that starts after the purchase: no envelope for it
    const rule = await finance.post('/admin/community/envelopeRules/save', { kind: 'invitee_first_purchase', title: 'Later', amount: '1.00' });
    await recordPurchase(server, early.id, 500n);
    await grantEnvelopes(server.ctx.db, server.ctx.clock.now());
    const envelopes = await server.ctx.db.selectFrom('red_envelopes').selectAll().where('rule_id', '=', BigInt(rule.id)).execute();
    expect(envelopes).toHaveLength(0);
    await expectRefusal(
      finance.post('/admin/community/envelopeRules/save', { id: rule.id, kind: 'registration', title: 'x', amount: '1' }),
      400,
      'cannot change',
    );
    await finance.post('/admin/community/envelopeRules/save', { id: rule.id, kind: 'invitee_first_purchase', title: 'Later', amount: '1', enabled: false });

    const member = await createMember(server.ctx.db, server.ctx.clock);
    const h = { 'x-access-token': member.token };
    expect((await server.post('/core/app/redEnvelope/receive', {}, h)).status).toBe(400);
    expect((await server.post('/core/app/redEnvelope/receive', { id: 'abc' }, h)).status).toBe(400);
    expect((await server.post('/core/app/redEnvelope/receive', { id: 999999 }, h)).status).toBe(404);
    expect((await server.post('/core/app/redEnvelope/page', { status: 'weird' }, h)).status).toBe(400);
    expect((await server.post('/core/app/redEnvelope/page', {})).body.code).toBe(50001);
    const bad = await server.post('/core/admin/community/envelopeRules/save', { kind: 'nope', title: 'x', amount: '1' }, {
      'x-operator-token': (await createOperator(server.ctx.db, server.ctx.clock, 'admin')).token,
    });
    expect(bad.status).toBe(400);
    await giveCash(server.ctx.db, member.id, 1n);
    await expectBooksBalanced(server);
  });

  it('the grant job started with the server grants without anyone asking', async () => {
    const rule = await finance.post('/admin/community/envelopeRules/save', { kind: 'registration', title: 'Timer', amount: '0.50' });
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const scheduler = startJobs(communityFeature.jobs!(server.ctx), { db: server.ctx.db, log: server.app.log, acrossProcesses: false });
    const stop = () => scheduler.stop();
    try {
      await vi.waitFor(
        async () => {
          const rows = await server.ctx.db.selectFrom('red_envelopes').select('id').where('user_id', '=', member.id).execute();
          expect(rows).toHaveLength(1);
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      stop();
    }
    await finance.post('/admin/community/envelopeRules/save', { id: rule.id, kind: 'registration', title: 'Timer', amount: '0.50', enabled: false });
  });
});
