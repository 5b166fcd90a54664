/**
 * Server content in the member's language (issue 14): product names, notices, scroll messages,
 * home slides and prize names are stored per locale and chosen by Accept-Language, field by field,
 * with the row's own en-US text as the fallback; operators write translations; a deleted row takes
 * its translations with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember, createOperator } from '../support/fixtures.js';
import { clientFor, expectRefusal, operatorClient } from '../support/clients.js';
import { modules } from '../../src/modules/index.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  for (const module of modules) await module.seedDemo?.(server.ctx);
  token = (await createMember(server.ctx.db, server.ctx.clock)).token;
});
afterAll(async () => server?.close());

const member = (language: string) => clientFor(server, token, language);

describe('content in the member\'s language', () => {
  it('product names and agreements per locale, en-US for the rest', async () => {
    const names = async (language: string) => (await member(language).post('/app/product/page', {})).records.map((p) => p.name);
    expect(await names('en-US')).toContain('Gold Bracelet Plan');
    expect(await names('es')).toContain('Plan Pulsera de Oro');
    expect(await names('tr-TR,en;q=0.5')).toContain('Altın Bileklik Planı');
    expect(await names('de-DE')).toContain('Gold Bracelet Plan'); // not one of the six: en-US
    const list = await member('fr').post('/app/product/page', {});
    const bracelet = list.records.find((p) => p.name === 'Formule Bracelet en or')!;
    expect(bracelet.agreement).toMatch(/^Accord de coopération/);
    const detail = await member('zh-CN').post('/app/product/detail', { id: bracelet.id });
    expect(detail.name).toBe('黄金手链计划');
    // distinct images, files served by the server, no data URLs
    const images = list.records.map((p) => p.image);
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) expect(image).toMatch(/^\/core\/assets\/products\/[a-z-]+-v1\.svg$/);
  });

  it('notices, scroll messages, slides (title and picture) and prize names', async () => {
    const notices = await member('es').post('/app/sysMessage/findAll');
    expect(notices.map((n) => n.title)).toContain('Bienvenido a Aurum');
    expect(notices.find((n) => n.title === 'Bienvenido a Aurum')!.content).toMatch(/^Gracias por unirte/);
    const scroll = await member('tr-TR').post('/app/scrollMessage/list');
    expect(scroll.map((m) => m.content)).toContain('Her alışveriş bir çekiliş hakkı kazandırır.');
    const slides = await member('fr').post('/app/swiper/findAll');
    expect(slides.map((s) => s.title)).toContain('Nouvelle collection');
    expect(slides.every((s) => /-fr-v1\.svg$/.test(s.imageUrl))).toBe(true);
    expect((await member('en-US').post('/app/swiper/findAll')).every((s) => /-en-US-v1\.svg$/.test(s.imageUrl))).toBe(true);
    const prizes = (await member('zh-TW').get('/app/lottery/getRewardList')).prizes.map((p) => p.name);
    expect(prizes).toContain('謝謝參與');
  });

  it('operators add, change and remove a translation; deleting the row deletes its translations', async () => {
    const op = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    const admin = operatorClient(server, op.token);
    const id = (await member('en-US').post('/app/scrollMessage/list'))[0]!.id;
    const saved = await admin.post('/admin/translations/save', {
      entity: 'scroll_message',
      entityId: id,
      field: 'content',
      locale: 'es',
      value: '  Nuevo texto  ',
    });
    expect(saved).toEqual({ entity: 'scroll_message', entityId: id, field: 'content', locale: 'es', value: 'Nuevo texto' });
    expect((await member('es').post('/app/scrollMessage/list')).find((m) => m.id === id)!.content).toBe('Nuevo texto');
    expect(await admin.post('/admin/translations/list', { entity: 'scroll_message', entityId: id })).toContainEqual(saved);

    await expectRefusal(
      admin.post('/admin/translations/save', { entity: 'scroll_message', entityId: id, field: 'title', locale: 'es', value: 'x' }),
      400,
      'This field cannot be translated for this kind of content',
    );
    await expectRefusal(
      admin.post('/admin/translations/save', { entity: 'notice', entityId: 999_999, field: 'title', locale: 'es', value: 'x' }),
      404,
    );

    const english = (await member('en-US').post('/app/scrollMessage/list')).find((m) => m.id === id)!.content;
    await admin.post('/admin/translations/save', { entity: 'scroll_message', entityId: id, field: 'content', locale: 'es', value: '' });
    expect((await member('es').post('/app/scrollMessage/list')).find((m) => m.id === id)!.content).toBe(english);

    await server.ctx.db.deleteFrom('scroll_messages').where('id', '=', BigInt(id)).execute();
    const left = await server.ctx.db
      .selectFrom('content_translations')
      .select('locale')
      .where('entity', '=', 'scroll_message')
      .where('entity_id', '=', BigInt(id))
      .execute();
    expect(left).toEqual([]);
  });
});
