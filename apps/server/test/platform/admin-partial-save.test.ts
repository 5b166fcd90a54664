/**
 * Operator saves are partial updates (issue #12 item 7): with an id, a field not sent keeps its
 * stored value (an update that changes stock does not erase the image, agreement, end date, limit
 * or sort); a field sent empty where the value may be "none" clears it; a create without what it
 * needs is a 400 naming the field in the caller's language; the audit row holds both sides.
 * Form-encoded, as the console sends them.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createOperator } from '../support/fixtures.js';
import { t } from '../../src/http/i18n.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await createOperator(server.ctx.db, server.ctx.clock, 'admin')).token;
});
afterAll(async () => server?.close());

type Form = Record<string, string | number>;

async function save(path: string, form: Form, language = 'en-US') {
  return server.post(`/core${path}`, form, { 'x-operator-token': token, 'accept-language': language });
}

async function saved(path: string, form: Form): Promise<Record<string, unknown>> {
  const answer = await save(path, form);
  expect(answer.body, `${path} ${JSON.stringify(form)}`).toMatchObject({ code: 200 });
  return answer.body.result as Record<string, unknown>;
}

async function lastAudit(target: string) {
  const row = await server.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('target', '=', target)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
  return { action: row.action, before: parse(row.before), after: parse(row.after) };
}

const suffix = () => randomBytes(3).toString('hex');
const later = '2031-06-30T00:00:00.000Z';

interface Case {
  name: string;
  path: string;
  /** a create setting every field to something other than its default */
  create: () => Form;
  /** one field changed by an update that sends only it (and the id) */
  change: Form;
  /** how the change reads back, when the answer names it differently */
  changeReadBack?: Record<string, unknown>;
  /** what a create cannot do without */
  required: string[];
  /** fields sent empty that clear the stored value, and what they read back as */
  clears: Array<[field: string, readBack: unknown]>;
  /** audit target of a saved row */
  target: (id: number) => string;
  /** answer fields that change with every save (timestamps) or are never repeated (secrets) */
  volatile?: string[];
}

const CASES: Case[] = [
  {
    name: 'product',
    path: '/admin/money/product/save',
    create: () => ({
      name: `Gold ${suffix()}`,
      image: 'https://img.test/gold.png',
      price: '100.00',
      dailyIncome: '1.50',
      periodDays: 30,
      stock: 50,
      validUntil: later,
      agreement: 'Cooperation terms',
      purchaseLimit: 3,
      status: 'off',
      sort: 7,
    }),
    change: { stock: 49 },
    changeReadBack: { remaining: 49 },
    required: ['name', 'price', 'dailyIncome', 'periodDays', 'stock'],
    clears: [
      ['validUntil', null],
      ['image', ''],
      ['agreement', ''],
    ],
    target: (id) => `product:${id}`,
  },
  {
    name: 'pay channel',
    path: '/admin/money/payChannel/save',
    create: () => ({
      code: `gw-${suffix()}`,
      name: 'Gateway',
      kind: 'gateway',
      icon: 'https://img.test/gw.png',
      payUrl: 'https://pay.test/checkout',
      status: 'off',
      sort: 5,
    }),
    change: { name: 'Renamed gateway' },
    required: ['code', 'name', 'kind'],
    clears: [
      ['icon', ''],
      ['payUrl', ''],
    ],
    target: (id) => `pay_channel:${id}`,
    volatile: ['secret'],
  },
  {
    name: 'bank',
    path: '/admin/money/bank/save',
    create: () => ({
      name: 'Harbour Bank',
      code: `HB${suffix()}`,
      logo: 'https://img.test/hb.png',
      status: 'off',
      sort: 4,
    }),
    change: { sort: 9 },
    required: ['name', 'code'],
    clears: [['logo', '']],
    target: (id) => `bank:${id}`,
  },
  {
    name: 'notice',
    path: '/admin/community/notices/save',
    create: () => ({
      title: 'Maintenance',
      content: 'Tonight 2-3 am',
      locale: 'fr',
      published: 'false',
      sort: 3,
    }),
    change: { title: 'Maintenance moved' },
    required: ['title', 'content'],
    clears: [['locale', null]],
    target: (id) => `notice:${id}`,
    volatile: ['updatedAt'],
  },
  {
    name: 'scroll message',
    path: '/admin/community/scrollMessages/save',
    create: () => ({ content: 'Welcome', enabled: 'false', sort: 2 }),
    change: { sort: 8 },
    required: ['content'],
    clears: [],
    target: (id) => `scroll:${id}`,
  },
  {
    name: 'swiper slide',
    path: '/admin/community/swiper/save',
    create: () => ({
      title: 'Spring',
      imageUrl: 'https://img.test/spring.png',
      linkUrl: 'https://shop.test/spring',
      enabled: 'false',
      sort: 6,
    }),
    change: { sort: 1 },
    required: ['imageUrl'],
    clears: [
      ['linkUrl', null],
      ['title', ''],
    ],
    target: (id) => `swiper:${id}`,
  },
  {
    name: 'envelope rule',
    path: '/admin/community/envelopeRules/save',
    create: () => ({
      kind: 'invitee_registration',
      title: 'Invite bonus',
      amount: '2.00',
      enabled: 'false',
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: later,
    }),
    change: { title: 'Invite reward' },
    required: ['kind', 'title', 'amount'],
    clears: [['endsAt', null]],
    target: (id) => `envelopeRule:${id}`,
  },
  {
    name: 'lottery prize',
    path: '/admin/community/lottery/prizes/save',
    create: () => ({
      name: 'Ten',
      kind: 'cash',
      amount: '10.00',
      weight: 5,
      stock: 10,
      imageUrl: 'https://img.test/ten.png',
      enabled: 'false',
      sort: 4,
    }),
    change: { weight: 6 },
    required: ['name', 'kind', 'weight'],
    clears: [
      ['stock', null],
      ['imageUrl', null],
    ],
    target: (id) => `lotteryPrize:${id}`,
  },
  {
    name: 'lottery chance rule',
    path: '/admin/community/lottery/chanceRules/save',
    create: () => ({
      kind: 'per_purchase',
      chances: 3,
      enabled: 'false',
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: later,
    }),
    change: { chances: 4 },
    required: ['kind', 'chances'],
    clears: [['endsAt', null]],
    target: (id) => `lotteryChanceRule:${id}`,
  },
];

describe('operator saves keep what they were not sent', () => {
  for (const c of CASES) {
    it(`${c.name}: an update with the id and one field changes that field only; the audit row has both sides`, async () => {
      const created = await saved(c.path, c.create());
      const id = created.id as number;
      const updated = await saved(c.path, { id, ...c.change });
      const readBack = c.changeReadBack ?? c.change;
      const ignore = new Set([...Object.keys(readBack), ...(c.volatile ?? [])]);
      for (const [field, value] of Object.entries(created)) {
        if (!ignore.has(field)) expect(updated[field], `${c.name}.${field}`).toEqual(value);
      }
      for (const [field, value] of Object.entries(readBack)) {
        expect(String(updated[field]), `${c.name}.${field}`).toBe(String(value));
      }
      const audit = await lastAudit(c.target(id));
      expect(audit.action).toMatch(/update|save/);
      expect(audit.before).toMatchObject(omit(created, ['secret', 'granted', 'received']));
      expect(audit.after).toMatchObject(omit(updated, ['secret', 'granted', 'received']));
      // an update with nothing but the id changes nothing
      const again = await saved(c.path, { id });
      for (const [field, value] of Object.entries(updated)) {
        if (!(c.volatile ?? []).includes(field)) expect(again[field], `${c.name}.${field}`).toEqual(value);
      }
    });

    if (c.clears.length > 0) {
      it(`${c.name}: a field sent empty clears it (${c.clears.map(([f]) => f).join(', ')})`, async () => {
        const created = await saved(c.path, c.create());
        for (const [field, readBack] of c.clears) {
          const updated = await saved(c.path, { id: created.id as number, [field]: '' });
          expect(updated[field], `${c.name}.${field}`).toEqual(readBack);
        }
      });
    }

    it(`${c.name}: a create without ${c.required.join(', ')} is a 400 naming the field in the caller's language`, async () => {
      for (const field of c.required) {
        const form = c.create();
        delete form[field];
        const before = await rowCount();
        const answer = await save(c.path, form, 'zh-CN');
        expect(answer.status, `${c.name} without ${field}`).toBe(400);
        expect(answer.body.message).toBe(t('zh-CN', 'validation.required', { field }));
        expect(await rowCount()).toBe(before);
      }
    });
  }

  it('an update of a row that does not exist is a 404 and creates nothing', async () => {
    const answer = await save('/admin/money/product/save', { id: 999_999, stock: 3 });
    expect(answer.status).toBe(404);
  });

  it('a lottery prize made kind "none" takes amount 0; a cash prize needs an amount', async () => {
    const prize = await saved('/admin/community/lottery/prizes/save', {
      name: 'Five',
      kind: 'cash',
      amount: '5.00',
      weight: 1,
    });
    const none = await saved('/admin/community/lottery/prizes/save', {
      id: prize.id as number,
      kind: 'none',
    });
    expect(none).toMatchObject({ kind: 'none', amount: '0.00', name: 'Five', weight: 1 });
    const refused = await save('/admin/community/lottery/prizes/save', {
      id: prize.id as number,
      kind: 'cash',
    });
    expect(refused.status).toBe(400);
  });

  it('a rule kind cannot change, but an update may leave it out', async () => {
    const rule = await saved('/admin/community/envelopeRules/save', {
      kind: 'registration',
      title: 'Hello',
      amount: '1.00',
    });
    const refused = await save('/admin/community/envelopeRules/save', {
      id: rule.id as number,
      kind: 'invitee_registration',
    });
    expect(refused.status).toBe(400);
    const renamed = await saved('/admin/community/envelopeRules/save', {
      id: rule.id as number,
      amount: '1.50',
    });
    expect(renamed).toMatchObject({
      kind: 'registration',
      title: 'Hello',
      amount: '1.50',
      enabled: true,
      endsAt: null,
    });
  });

  it('bonus code update keeps what it was not sent', async () => {
    const code = await saved('/admin/community/bonus/create', {
      code: `KEEP${suffix()}`,
      amount: '3.00',
      totalUses: 9,
      expiresAt: later,
    });
    const updated = await saved('/admin/community/bonus/update', { id: code.id as number, enabled: 'false' });
    expect(updated).toEqual({ ...code, enabled: false });
  });

  it('content pages: a text is named by type and locale; an update keeps the field not sent', async () => {
    const path = '/admin/community/content/save';
    const missing = await save(path, { type: 'guide', locale: 'tr-TR', title: 'Rehber' }, 'zh-CN');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(t('zh-CN', 'validation.required', { field: 'content' }));
    const created = await saved(path, {
      type: 'guide',
      locale: 'tr-TR',
      title: 'Rehber',
      content: 'Adım adım',
    });
    const updated = await saved(path, { type: 'guide', locale: 'tr-TR', title: 'Yeni rehber' });
    expect(updated).toMatchObject({ title: 'Yeni rehber', content: 'Adım adım' });
    const audit = await lastAudit('content:guide:tr-TR');
    expect(audit.before).toMatchObject({ title: 'Rehber', content: created.content });
    expect(audit.after).toMatchObject({ title: 'Yeni rehber', content: 'Adım adım' });
  });

  it('area codes: named by code; an update keeps the fields not sent; a new one needs country and name', async () => {
    const path = '/admin/community/areaCodes/save';
    const missing = await save(path, { code: '+998', name: 'Zed' }, 'zh-CN');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(t('zh-CN', 'validation.required', { field: 'country' }));
    await saved(path, { code: '+998', country: 'ZZ', name: 'Zed', enabled: 'false', sort: 4 });
    const updated = await saved(path, { code: '+998', sort: 5 });
    expect(updated).toEqual({ code: '+998', country: 'ZZ', name: 'Zed', enabled: false, sort: 5 });
    const audit = await lastAudit('areaCode:+998');
    expect(audit.before).toMatchObject({ country: 'ZZ', name: 'Zed', enabled: false, sort: 4 });
    expect(audit.after).toMatchObject({ sort: 5, enabled: false });
  });
});

function omit(record: Record<string, unknown>, fields: string[]) {
  return Object.fromEntries(Object.entries(record).filter(([k]) => !fields.includes(k)));
}

async function rowCount(): Promise<number> {
  const tables = [
    'products',
    'pay_channels',
    'banks',
    'notices',
    'scroll_messages',
    'swiper_slides',
    'envelope_rules',
    'lottery_prizes',
    'lottery_chance_rules',
    'audit_log',
  ] as const;
  let n = 0;
  for (const table of tables) {
    const row = await server.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    n += Number(row.n);
  }
  return n;
}
