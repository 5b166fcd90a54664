/**
 * Numbers are written one way (issue #12 item 8): integer ids and quantities in canonical decimal
 * digits only ("0x2", "2e0", "+2", " 2 ", "2.0", a 30-digit id are refused, not read as 2), amounts
 * as digits with one dot and at most 2 decimals (" 100 " is refused, not trimmed). Each refusal is
 * a 400 naming the field in the caller's language and moves nothing; real JSON numbers still pass.
 * The mechanism (http/canonical-numbers.ts) is tested on its own too, on a route of its own.
 */
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  type TestServer,
  createMember,
  createOperator,
  type TestMember,
} from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor } from '../support/clients.js';
import { balancesOf, transferCount } from '../support/books.js';
import { requireCanonicalNumbers } from '../../src/http/canonical-numbers.js';
import { t } from '../../src/http/i18n.js';
import { ApiError } from '../../src/http/errors.js';
import '../../src/http/core-messages.js';

let server: TestServer;
let money: MoneySetup;
let member: TestMember;
let cardId: number;
let adminToken: string;

const NON_CANONICAL = [
  '0x2',
  '2e0',
  '+2',
  ' 2 ',
  '2 ',
  '2.0',
  '02',
  '0b10',
  '٢',
  '1'.repeat(30),
  '9007199254740993',
];

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
  member = await createMember(server.ctx.db, server.ctx.clock, { cash: 100_000n, fundPassword: '975310' });
  cardId = (
    await clientFor(server, member.token).post('/app/userBank/saveOrUpdate', {
      payeeName: 'Canon',
      receiveAccount: '62221234567',
      bankId: money.bankId,
    })
  ).id;
  adminToken = (await createOperator(server.ctx.db, server.ctx.clock, 'admin')).token;
});
afterAll(async () => server?.close());

async function state() {
  const counts = await Promise.all(
    (['product_orders', 'withdrawals', 'recharges', 'audit_log', 'products'] as const).map(async (table) => {
      const row = await server.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  );
  const product = await server.ctx.db
    .selectFrom('products')
    .select(['stock', 'sort', 'purchased_count'])
    .where('id', '=', BigInt(money.product.id))
    .executeTakeFirstOrThrow();
  return {
    counts,
    product,
    transfers: await transferCount(server),
    member: await balancesOf(server, member.id),
  };
}

/** The answer must be a 400 whose message is one of the field messages, naming `field`, in `language`. */
function expectFieldRefusal(
  answer: { status: number; body: { code: number; message: string } },
  field: string,
  language: 'en-US' | 'zh-CN' | 'zh-TW' | 'es' | 'fr' | 'tr-TR',
  what: string,
) {
  expect(answer.status, what).toBe(400);
  expect(answer.body.code, what).toBe(400);
  const expected = ['validation.integer', 'validation.invalid', 'validation.amount'].map((key) =>
    t(language, key, { field }),
  );
  expect(expected, `${what} → ${answer.body.message}`).toContain(answer.body.message);
}

describe('integers in canonical digits only', () => {
  it('buying: productId and quantity spelled any other way are refused and nothing is bought', async () => {
    const before = await state();
    const headers = { 'x-access-token': member.token, 'accept-language': 'fr' };
    for (const spelling of NON_CANONICAL) {
      for (const field of ['productId', 'quantity'] as const) {
        const form = { productId: money.product.id, quantity: 1, fundPassword: '975310', [field]: spelling };
        const answer = await server.post('/core/app/product/buy', form, headers);
        expectFieldRefusal(answer, field, 'fr', `${field}=${JSON.stringify(spelling)}`);
      }
    }
    expect(await state()).toEqual(before);
    // the canonical spelling buys
    const bought = await server.post(
      '/core/app/product/buy',
      { productId: String(money.product.id), quantity: '2', fundPassword: '975310' },
      headers,
    );
    expect(bought.body.code).toBe(200);
  });

  it('withdrawing: bankCardId spelled another way is refused and nothing is held', async () => {
    const before = await state();
    for (const spelling of [
      '+' + cardId,
      ` ${cardId} `,
      `${cardId}.0`,
      `0x${cardId.toString(16)}`,
      `${cardId}e0`,
    ]) {
      const answer = await server.post(
        '/core/app/user/withdrawal/apply',
        { amount: '20.00', fundPassword: '975310', bankCardId: spelling },
        { 'x-access-token': member.token, 'accept-language': 'zh-CN' },
      );
      expectFieldRefusal(answer, 'bankCardId', 'zh-CN', `bankCardId=${JSON.stringify(spelling)}`);
    }
    expect(await state()).toEqual(before);
  });

  it('operator saves: an id or a stock in another spelling changes no product', async () => {
    const before = await state();
    const headers = { 'x-operator-token': adminToken, 'accept-language': 'es' };
    for (const spelling of NON_CANONICAL) {
      const byId = await server.post('/core/admin/money/product/save', { id: spelling, sort: 5 }, headers);
      expectFieldRefusal(byId, 'id', 'es', `id=${JSON.stringify(spelling)}`);
      const stock = await server.post(
        '/core/admin/money/product/save',
        { id: money.product.id, stock: spelling },
        headers,
      );
      expectFieldRefusal(stock, 'stock', 'es', `stock=${JSON.stringify(spelling)}`);
    }
    // negatives where the schema allows them (sort), never in an id
    const negativeId = await server.post('/core/admin/money/product/save', { id: '-1', sort: 5 }, headers);
    expectFieldRefusal(negativeId, 'id', 'es', 'id=-1');
    const minusZero = await server.post(
      '/core/admin/money/product/save',
      { id: money.product.id, sort: '-0' },
      headers,
    );
    expectFieldRefusal(minusZero, 'sort', 'es', 'sort=-0');
    expect(await state()).toEqual(before);
    const sorted = await server.post(
      '/core/admin/money/product/save',
      { id: money.product.id, sort: '-3' },
      headers,
    );
    expect(sorted.body).toMatchObject({ code: 200, result: { sort: -3 } });
  });

  it('paging: page and size spelled another way are refused', async () => {
    for (const spelling of [' 2 ', '2.0', '0x2', '+2', '2e0']) {
      const answer = await server.post(
        '/core/app/user/order/page',
        { page: spelling, size: 10 },
        { 'x-access-token': member.token, 'accept-language': 'tr-TR' },
      );
      expectFieldRefusal(answer, 'page', 'tr-TR', `page=${JSON.stringify(spelling)}`);
    }
  });

  it('JSON: real numbers pass; numbers beyond 2^53, fractions, booleans and numeric text spelled otherwise do not', async () => {
    const post = (body: unknown) =>
      fetch(`${server.url}/core/admin/money/product/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-token': adminToken },
        body: JSON.stringify(body),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { code: number; message: string },
      }));
    expect((await post({ id: money.product.id, sort: 4 })).body.code).toBe(200);
    expect((await post({ id: String(money.product.id), sort: '4' })).body.code).toBe(200);
    for (const id of [1e30, 2 ** 53 + 2, 1.5, true, '0x1', ' 1']) {
      expectFieldRefusal(await post({ id, sort: 4 }), 'id', 'en-US', `JSON id=${JSON.stringify(id)}`);
    }
  });
});

describe('amounts are never trimmed', () => {
  it('withdrawal and recharge refuse " 100 " and move nothing; "100" passes', async () => {
    const before = await state();
    const headers = { 'x-access-token': member.token, 'accept-language': 'zh-TW' };
    for (const amount of [' 100 ', '100 ', ' 100', '100.00 ', '\t100']) {
      const withdraw = await server.post(
        '/core/app/user/withdrawal/apply',
        { amount, fundPassword: '975310', bankCardId: cardId },
        headers,
      );
      expectFieldRefusal(withdraw, 'amount', 'zh-TW', `withdraw amount=${JSON.stringify(amount)}`);
      const recharge = await server.post(
        '/core/app/user/recharge/recharge',
        { amount, payChannelId: money.gateway.id },
        headers,
      );
      expectFieldRefusal(recharge, 'amount', 'zh-TW', `recharge amount=${JSON.stringify(amount)}`);
      const fund = await server.post(
        '/core/admin/money/reserve/fund',
        { amount },
        { 'x-operator-token': adminToken, 'accept-language': 'zh-TW' },
      );
      expectFieldRefusal(fund, 'amount', 'zh-TW', `fund amount=${JSON.stringify(amount)}`);
    }
    expect(await state()).toEqual(before);
    const recharge = await server.post(
      '/core/app/user/recharge/recharge',
      { amount: '100', payChannelId: money.gateway.id },
      headers,
    );
    expect(recharge.body.code).toBe(200);
  });
});

describe('money settings are numbers in digits too', () => {
  it('refuses " 500 ", "0x10", "1e3" for a count and " 10 " for an amount; the canonical value is kept', async () => {
    const headers = { 'x-operator-token': adminToken };
    const set = (key: string, value: string) =>
      server.post('/core/admin/money/config/set', { key, value }, headers);
    for (const value of [' 500 ', '0x10', '1e3', '+500', '500.0', '0500']) {
      expect((await set('money.withdraw_fee_bp', value)).status, value).toBe(400);
    }
    for (const value of [' 10 ', '10 ', '+10', '1e1']) {
      expect((await set('money.withdraw_min', value)).status, value).toBe(400);
    }
    expect((await set('money.withdraw_fee_bp', '400')).body).toMatchObject({
      code: 200,
      result: { value: '400' },
    });
    expect((await set('money.withdraw_fee_bp', '500')).body.code).toBe(200);
  });
});

describe('the mechanism, on a route of its own', () => {
  const app = Fastify({
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false },
    },
  });
  beforeAll(async () => {
    await app.register(formbody);
    app.addHook('preValidation', requireCanonicalNumbers);
    app.setErrorHandler((error, _request, reply) =>
      reply.status(400).send({
        key: error instanceof ApiError ? error.messageKey : 'ajv',
        field: error instanceof ApiError ? error.params.field : null,
      }),
    );
    const schema = {
      params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
      querystring: Type.Object({ offset: Type.Optional(Type.Integer()) }),
      body: Type.Object({
        ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }))),
        stock: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Literal('')])),
        limit: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
        rate: Type.Optional(Type.Number({ minimum: 0 })),
        code: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
        nested: Type.Optional(Type.Object({ n: Type.Integer({ minimum: 0 }) })),
      }),
    };
    app.post('/things/:id', { schema }, async (request) => ({
      params: request.params,
      query: request.query,
      body: request.body,
    }));
    await app.ready();
  });
  afterAll(async () => app.close());

  const form = (url: string, payload: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const json = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object });

  it('accepts canonical spellings', async () => {
    const ok = await json('/things/7?offset=-3', {
      ids: [1, 2],
      stock: '',
      limit: null,
      rate: 1.5,
      code: 'abc',
      nested: { n: 0 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      params: { id: 7 },
      query: { offset: -3 },
      body: { ids: [1, 2], stock: '' },
    });
    const asText = await json('/things/7', { ids: ['1', '2'], stock: '5', rate: '0.25', code: ' 2 ' });
    expect(asText.statusCode).toBe(200);
    expect(asText.json()).toMatchObject({ body: { ids: [1, 2], stock: 5, rate: 0.25 } });
  });

  it('refuses every other spelling in path parameters, query strings, unions and nested JSON objects, naming the field', async () => {
    const cases: Array<[url: string, body: unknown, field: string]> = [
      ['/things/0x7', {}, 'id'],
      ['/things/%207', {}, 'id'],
      ['/things/7?offset=%2B3', {}, 'offset'],
      ['/things/7?offset=-0', {}, 'offset'],
      ['/things/7', { ids: ['1', '2e0'] }, 'ids'],
      ['/things/7', { ids: [1, 2.5] }, 'ids'],
      ['/things/7', { stock: ' 5' }, 'stock'],
      ['/things/7', { stock: '-1' }, 'stock'],
      ['/things/7', { limit: true }, 'limit'],
      ['/things/7', { rate: '1e2' }, 'rate'],
      ['/things/7', { rate: '.5' }, 'rate'],
      ['/things/7', { nested: { n: '0x1' } }, 'n'],
      ['/things/7', { ids: [Number.MAX_SAFE_INTEGER + 2] }, 'ids'],
    ];
    for (const [url, body, field] of cases) {
      const answer = await json(url, body);
      expect(answer.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json(), `${url} ${JSON.stringify(body)}`).toMatchObject({ field });
    }
  });

  it('refuses a repeated form field when any of its values is spelled otherwise', async () => {
    const answer = await form('/things/7', 'ids=1&ids=%2B2');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ key: 'validation.integer', field: 'ids' });
    const fine = await form('/things/7', 'ids=1&ids=2');
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ body: { ids: [1, 2] } });
  });
});
