import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember, createOperator } from '../support/fixtures.js';
import { clearRateLimits, clientFor, expectRefusal, operatorClient } from '../support/clients.js';
import { auditActions, cashOf, expectBooksBalanced } from '../support/books.js';
import { communityFeature } from '../../src/modules/community/routes.js';

let server: TestServer;
let support: ReturnType<typeof operatorClient>;
let supportToken: string;

beforeAll(async () => {
  server = await startTestServer();
  supportToken = (await createOperator(server.ctx.db, server.ctx.clock, 'support')).token;
  support = operatorClient(server, supportToken);
});
afterAll(async () => server?.close());
beforeEach(async () => clearRateLimits(server));

describe('system messages', () => {
  it('lists notices with per-member read state; readMsg is idempotent', async () => {
    const welcome = await support.post('/admin/community/notices/save', { title: 'Welcome', content: 'Hello members' });
    const chinese = await support.post('/admin/community/notices/save', { title: '公告', content: '中文', locale: 'zh-CN' });
    const draft = await support.post('/admin/community/notices/save', { title: 'Draft', content: 'x', published: false });
    expect(await auditActions(server)).toContain('community.notice.save');

    const alice = await createMember(server.ctx.db, server.ctx.clock);
    const bob = await createMember(server.ctx.db, server.ctx.clock);
    const a = clientFor(server, alice.token);
    const notices = await a.post('/app/sysMessage/findAll');
    expect(notices.map((n) => n.id)).toEqual([welcome.id]);
    expect(notices[0]).toMatchObject({ title: 'Welcome', content: 'Hello members', read: false });
    const zh = await clientFor(server, alice.token, 'zh-CN').post('/app/sysMessage/findAll');
    expect(zh.map((n) => n.id).sort()).toEqual([welcome.id, chinese.id].sort());

    expect(await a.post('/app/sysMessage/readMsg', { id: welcome.id })).toEqual({ id: welcome.id, read: true });
    expect(await a.post('/app/sysMessage/readMsg', { id: welcome.id })).toEqual({ id: welcome.id, read: true });
    expect((await a.post('/app/sysMessage/findAll'))[0]!.read).toBe(true);
    expect((await clientFor(server, bob.token).post('/app/sysMessage/findAll'))[0]!.read).toBe(false);
    await expectRefusal(a.post('/app/sysMessage/readMsg', { id: draft.id }), 404, 'Message not found');

    await support.post('/admin/community/notices/save', { id: welcome.id, title: 'Welcome!', content: 'Hello again' });
    expect((await a.post('/app/sysMessage/findAll'))[0]).toMatchObject({ title: 'Welcome!', read: true });
    await support.post('/admin/community/notices/delete', { id: welcome.id });
    expect(await a.post('/app/sysMessage/findAll')).toEqual([]);
    const all = await support.post('/admin/community/notices/list', {});
    expect(all.records.map((n) => n.id)).toEqual([draft.id, chinese.id]);
    await support.post('/admin/community/notices/delete', { id: chinese.id });
    await support.post('/admin/community/notices/delete', { id: draft.id });
    await expectRefusal(support.post('/admin/community/notices/delete', { id: draft.id }), 404);
  });

  it('personal messages belong to one member; read state is kept', async () => {
    const alice = await createMember(server.ctx.db, server.ctx.clock);
    const bob = await createMember(server.ctx.db, server.ctx.clock);
    const sent = await support.post('/admin/community/userMessages/send', { userId: Number(alice.id), title: 'Your card', content: 'Card verified' });
    await expectRefusal(support.post('/admin/community/userMessages/send', { userId: 99999999, title: 'x', content: 'y' }), 404, 'Member not found');
    const a = clientFor(server, alice.token);
    const inbox = await a.post('/app/sysMessage/findUserMsg', {});
    expect(inbox).toMatchObject({ total: 1, unread: 1 });
    expect(inbox.records[0]).toMatchObject({ id: sent.id, title: 'Your card', content: 'Card verified', read: false });
    await expectRefusal(clientFor(server, bob.token).post('/app/sysMessage/readMsg', { id: sent.id }), 404);
    expect((await clientFor(server, bob.token).post('/app/sysMessage/findUserMsg', {})).total).toBe(0);
    await a.post('/app/sysMessage/readMsg', { id: sent.id });
    await a.post('/app/sysMessage/readMsg', { id: sent.id });
    expect(await a.post('/app/sysMessage/findUserMsg', {})).toMatchObject({ unread: 0, records: [expect.objectContaining({ read: true })] });

    const h = { 'x-access-token': alice.token };
    expect((await server.post('/core/app/sysMessage/readMsg', {}, h)).status).toBe(400);
    expect((await server.post('/core/app/sysMessage/readMsg', { id: -1 }, h)).status).toBe(400);
    expect((await server.post('/core/app/sysMessage/findUserMsg', { page: 'first' }, h)).status).toBe(400);
    expect((await server.post('/core/app/sysMessage/findUserMsg', {})).body.code).toBe(50001);
    expect((await server.post('/core/app/sysMessage/findAll')).body.code).toBe(50001);
  });

  it('scroll messages are the ones operators wrote, enabled only', async () => {
    const first = await support.post('/admin/community/scrollMessages/save', { content: 'New collection', sort: 2 });
    const second = await support.post('/admin/community/scrollMessages/save', { content: 'Weekend offer', sort: 1 });
    await support.post('/admin/community/scrollMessages/save', { id: second.id, content: 'Weekend offer', enabled: false });
    expect(await clientFor(server).post('/app/scrollMessage/list')).toEqual([{ id: first.id, content: 'New collection' }]);
    expect((await support.post('/admin/community/scrollMessages/list')).length).toBe(2);
    await support.post('/admin/community/scrollMessages/delete', { id: second.id });
    expect(await auditActions(server)).toEqual(expect.arrayContaining(['community.scrollMessage.save', 'community.scrollMessage.delete']));
    expect((await server.post('/core/admin/community/scrollMessages/save', { content: '' }, { 'x-operator-token': supportToken })).status).toBe(400);
  });
});

describe('configuration and version', () => {
  it('getSysCfgValue answers allow-listed keys only', async () => {
    const client = clientFor(server);
    expect(await client.post('/app/config/getSysCfgValue', { sysCfgKeyEnum: 'notice_popup_wait_seconds' })).toBe('10');
    expect(await client.post('/app/config/getSysCfgValue', { sysCfgKeyEnum: 'NOTICE_POPUP_WAIT_SECONDS' })).toBe('10');
    await expectRefusal(client.post('/app/config/getSysCfgValue', { sysCfgKeyEnum: 'share_base_url' }), 400, 'Unknown configuration key');
    await expectRefusal(client.post('/app/config/getSysCfgValue', { sysCfgKeyEnum: 'demo_seeded' }), 400, 'Unknown configuration key');
    expect((await server.post('/core/app/config/getSysCfgValue', {})).status).toBe(400);

    await support.post('/admin/community/config/set', { key: 'notice_popup_wait_seconds', value: '5' });
    expect(await client.post('/app/config/getSysCfgValue', { sysCfgKeyEnum: 'notice_popup_wait_seconds' })).toBe('5');
    await expectRefusal(support.post('/admin/community/config/set', { key: 'notice_popup_wait_seconds', value: 'soon' }), 400);
    const badKey = await server.post('/core/admin/community/config/set', { key: 'demo_seeded', value: 'x' }, { 'x-operator-token': supportToken });
    expect(badKey.status).toBe(400);
    await support.post('/admin/community/config/set', { key: 'notice_popup_wait_seconds', value: '10' });
    expect((await support.post('/admin/community/config/list')).find((c) => c.key === 'notice_popup_wait_seconds')?.value).toBe('10');
  });

  it('download URL: refused while unset, then given; version 1.2.2 code 10', async () => {
    const client = clientFor(server);
    await expectRefusal(client.post('/app/config/getDownloadUrl'), 400, 'not available yet');
    await support.post('/admin/community/config/set', { key: 'download_url', value: 'https://aurum.example/app.apk' });
    expect(await client.post('/app/config/getDownloadUrl')).toEqual({ url: 'https://aurum.example/app.apk' });
    expect(await client.post('/app/version/getVersion')).toEqual({
      version: '1.2.2',
      versionCode: 10,
      downloadUrl: 'https://aurum.example/app.apk',
      updateAvailable: false,
    });
    expect((await client.post('/app/version/getVersion', { versionCode: 9 })).updateAvailable).toBe(true);
    expect((await server.post('/core/app/version/getVersion', { versionCode: 'ten' })).status).toBe(400);
    // a POST without any body counts as an empty form
    const bare = await fetch(`${server.url}/core/app/version/getVersion`, { method: 'POST' });
    expect(((await bare.json()) as { result: { versionCode: number } }).result.versionCode).toBe(10);
    const bareRedeem = await fetch(`${server.url}/core/app/bonus/redeem`, { method: 'POST', headers: { 'x-access-token': (await createMember(server.ctx.db, server.ctx.clock)).token } });
    expect(bareRedeem.status).toBe(400);
    await support.post('/admin/community/config/set', { key: 'download_url', value: '' });
  });
});

describe('slides, area codes and platform texts', () => {
  it('serve what operators manage, in order, enabled only', async () => {
    const client = clientFor(server);
    expect(await client.post('/app/swiper/findAll')).toEqual([]);
    const s1 = await support.post('/admin/community/swiper/save', { title: 'One', imageUrl: 'https://cdn.example/1.jpg', sort: 1 });
    const s0 = await support.post('/admin/community/swiper/save', { title: 'Zero', imageUrl: '/core/file/uploads/x.jpg', linkUrl: '/pages/product/list', sort: 0 });
    const off = await support.post('/admin/community/swiper/save', { title: 'Off', imageUrl: 'data:image/png;base64,AA==', enabled: false });
    expect((await client.post('/app/swiper/findAll')).map((s) => s.id)).toEqual([s0.id, s1.id]);
    expect((await client.post('/app/swiper/findAll'))[0]).toMatchObject({ linkUrl: '/pages/product/list' });
    await expectRefusal(support.post('/admin/community/swiper/save', { imageUrl: 'javascript:alert(1)' }), 400);
    await support.post('/admin/community/swiper/delete', { id: off.id });

    await support.post('/admin/community/areaCodes/save', { code: '+44', country: 'GB', name: 'United Kingdom', sort: 2 });
    await support.post('/admin/community/areaCodes/save', { code: '+1', country: 'US', name: 'United States', sort: 1 });
    await support.post('/admin/community/areaCodes/save', { code: '+999', country: 'ZZ', name: 'Nowhere', enabled: false });
    expect(await client.post('/app/areaCode/list')).toEqual([
      { code: '+1', country: 'US', name: 'United States' },
      { code: '+44', country: 'GB', name: 'United Kingdom' },
    ]);
    await expectRefusal(support.post('/admin/community/areaCodes/save', { code: '44', country: 'GB', name: 'x' }), 400);
  });

  it("returns about / guide / agreement in the member's language, falling back to en-US", async () => {
    const client = clientFor(server);
    await expectRefusal(client.post('/app/platform/info/getContentByType', { type: 'about' }), 404, 'not available');
    await support.post('/admin/community/content/save', { type: 'about', locale: 'en-US', title: 'About', content: 'We make jewellery.' });
    await support.post('/admin/community/content/save', { type: 'about', locale: 'zh-CN', title: '关于', content: '我们制作珠宝。' });
    expect(await client.post('/app/platform/info/getContentByType', { type: 'about' })).toMatchObject({ locale: 'en-US', title: 'About' });
    expect(await clientFor(server, undefined, 'zh-CN').post('/app/platform/info/getContentByType', { type: 'about' })).toMatchObject({
      locale: 'zh-CN',
      content: '我们制作珠宝。',
    });
    expect(await clientFor(server, undefined, 'fr').post('/app/platform/info/getContentByType', { type: 'about' })).toMatchObject({ locale: 'en-US' });
    await support.post('/admin/community/content/save', { type: 'about', locale: 'en-US', title: 'About us', content: 'Since 1998.' });
    expect((await client.post('/app/platform/info/getContentByType', { type: 'about' })).title).toBe('About us');
    expect((await server.post('/core/app/platform/info/getContentByType', { type: 'faq' })).status).toBe(400);
    expect((await server.post('/core/app/platform/info/getContentByType', {})).status).toBe(400);
    expect((await support.post('/admin/community/content/list')).length).toBe(2);
    expect(await auditActions(server)).toEqual(expect.arrayContaining(['community.content.save', 'community.swiper.save', 'community.areaCode.save']));
  });
});

describe('demo seed', () => {
  it('fills area codes, slides, notices, scroll messages, texts, lottery, DEMO2026 and an envelope rule', async () => {
    await communityFeature.seedDemo!(server.ctx);
    const client = clientFor(server);
    const codes = (await client.post('/app/areaCode/list')).map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['+1', '+44', '+86', '+886', '+34', '+33', '+90']));
    expect((await client.post('/app/swiper/findAll')).filter((s) => /^\/core\/assets\/slides\/[a-z-]+-en-US-v1\.svg$/.test(s.imageUrl)).length).toBe(3);
    expect((await client.post('/app/scrollMessage/list')).length).toBeGreaterThanOrEqual(3);
    for (const type of ['about', 'guide', 'agreement'] as const) {
      expect((await client.post('/app/platform/info/getContentByType', { type })).content.length).toBeGreaterThan(10);
      expect((await clientFor(server, undefined, 'zh-CN').post('/app/platform/info/getContentByType', { type })).locale).toBe('zh-CN');
    }
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const m = clientFor(server, member.token);
    expect((await m.post('/app/sysMessage/findAll')).length).toBe(3);
    const lottery = await m.get('/app/lottery/getRewardList');
    expect(lottery.roundId).not.toBeNull();
    expect(lottery.prizes.length).toBeGreaterThanOrEqual(3);
    expect(lottery.remainingChances).toBe(1); // the registration chance rule
    expect(await m.post('/app/bonus/redeem', { code: 'demo2026' })).toMatchObject({ code: 'DEMO2026', amount: '5.00' });
    expect(await cashOf(server, member.id)).toBe(500n);
    const rules = await server.ctx.db.selectFrom('envelope_rules').selectAll().where('enabled', '=', true).execute();
    expect(rules.map((r) => r.kind)).toContain('invitee_first_purchase');
    await expectBooksBalanced(server);
  });
});
