/**
 * One status vocabulary per record kind (issue #12 item 12). The operator withdrawal filter took
 * `status=pending` while its records carried `status: 0`. Now every list with a status filter
 * publishes the words as an enum in the OpenAPI document, and its records carry the same words:
 * operator records as `status`, member records as `statusKey` beside the legacy numeric `status`
 * the member app translates. Checked on the document (every such list, so later ones are covered)
 * and on the wire (filter by each word, read the same word back).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  type TestServer,
  createMember,
  createOperator,
  type TestMember,
} from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor, type Client } from '../support/clients.js';
import { inlineRefs, operations, type JsonSchema } from '../support/openapi.js';

let server: TestServer;
let money: MoneySetup;
let member: TestMember;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
  member = await createMember(server.ctx.db, server.ctx.clock, { cash: 100_000n, fundPassword: '975310' });
  client = clientFor(server, member.token);
});
afterAll(async () => server?.close());

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The schema of one record of a paged answer, or null when the answer is not a page. */
function recordSchema(path: string): JsonSchema | null {
  const doc = server.app.swagger() as unknown as OpenApiDoc;
  // shared records and enums are $refs to components/schemas: read them inline
  const schema = inlineRefs(doc.components?.schemas ?? {})(
    doc.paths[path]?.post?.responses?.['200']?.content?.['application/json']?.schema ?? null,
  );
  const result = schema?.properties?.result;
  return result?.properties?.records?.items ?? null;
}

describe('status filters and records speak the same words', () => {
  it('every list with a status filter publishes it as an enum, and its records carry that enum', () => {
    const lists = operations(server).filter((op) => op.body?.properties?.status && recordSchema(op.path));
    const paths = lists.map((op) => op.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/core/admin/money/withdrawal/page',
        '/core/admin/money/recharge/page',
        '/core/admin/money/order/page',
        '/core/app/user/withdrawal/page',
        '/core/app/user/recharge/page',
        '/core/app/user/order/page',
      ]),
    );
    for (const op of lists) {
      const filter = op.body!.properties!.status!;
      expect(filter.enum?.length, `${op.path} filter enum`).toBeGreaterThan(1);
      if (filter.type !== undefined) expect(filter.type).toBe('string');
      const record = recordSchema(op.path)!.properties!;
      if (record.statusKey) {
        // a member money record: statusKey is the word, status the legacy code the member app translates
        expect(op.security, `${op.path}: only member records keep the code`).toBe('member');
        expect(record.statusKey.enum, `${op.path} record statusKey`).toEqual(filter.enum);
        expect(record.status, `${op.path} legacy code`).toMatchObject({ type: 'integer' });
      } else {
        expect(record.status?.enum, `${op.path} record status`).toEqual(filter.enum);
      }
    }
  });

  it('operator withdrawals: filter by each word, read the same word back', async () => {
    const card = await client.post('/app/userBank/saveOrUpdate', {
      payeeName: 'Words',
      receiveAccount: '62220000777',
      bankId: money.bankId,
    });
    const apply = () =>
      client.post('/app/user/withdrawal/apply', {
        amount: '20.00',
        bankCardId: card.id,
        fundPassword: '975310',
      });
    const passed = await apply();
    const rejected = await apply();
    const pending = await apply();
    expect(pending).toMatchObject({ status: 0, statusKey: 'pending' }); // the member app's code, and the word
    expect(await money.finance.post('/admin/money/withdrawal/pass', { id: passed.id })).toMatchObject({
      status: 'passed',
      statusText: 'Passed',
    });
    expect(await money.finance.post('/admin/money/withdrawal/reject', { id: rejected.id })).toMatchObject({
      status: 'rejected',
    });
    const expected = { pending: pending.id, passed: passed.id, rejected: rejected.id } as const;
    for (const [word, id] of Object.entries(expected) as Array<[keyof typeof expected, number]>) {
      const page = await money.support.post('/admin/money/withdrawal/page', {
        userId: Number(member.id),
        status: word,
      });
      expect(page.records.map((r) => r.id)).toEqual([id]);
      expect(page.records[0]).toMatchObject({ status: word });
      expect(page.records[0]).not.toHaveProperty('statusKey');
      const mine = await client.post('/app/user/withdrawal/page', { status: word });
      expect(mine.records.map((r) => [r.id, r.statusKey])).toEqual([[id, word]]);
    }
  });

  it('operator recharges and orders: the same', async () => {
    const recharge = await client.post('/app/user/recharge/recharge', {
      amount: '50',
      payChannelId: money.gateway.id,
    });
    expect(recharge).toMatchObject({ status: 0, statusKey: 'unpaid' });
    const unpaid = await money.support.post('/admin/money/recharge/page', {
      userId: Number(member.id),
      status: 'unpaid',
    });
    expect(unpaid.records.map((r) => [r.id, r.status])).toEqual([[recharge.id, 'unpaid']]);
    const failed = await money.finance.post('/admin/money/recharge/fail', { id: recharge.id });
    expect(failed).toMatchObject({ status: 'failed' });
    const page = await money.support.post('/admin/money/recharge/page', {
      userId: Number(member.id),
      status: 'failed',
    });
    expect(page.records.map((r) => [r.id, r.status])).toEqual([[recharge.id, 'failed']]);

    const order = await client.post('/app/product/buy', {
      productId: money.product.id,
      fundPassword: '975310',
    });
    expect(order).toMatchObject({ status: 0, statusKey: 'not_started' });
    const orders = await money.support.post('/admin/money/order/page', {
      userId: Number(member.id),
      status: 'not_started',
    });
    expect(orders.records.map((r) => [r.id, r.status])).toEqual([[order.id, 'not_started']]);
    const voided = await money.finance.post('/admin/money/order/invalidate', { id: order.id });
    expect(voided).toMatchObject({ status: 'invalid', statusText: 'Invalid' });
    const mine = await client.post('/app/user/order/page', { status: 'invalid' });
    expect(mine.records.map((r) => [r.id, r.status, r.statusKey])).toEqual([[order.id, 3, 'invalid']]);
  });

  it('a word outside the vocabulary, or the numeric code, is refused as a filter', async () => {
    const { token } = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    for (const status of ['0', 'Passed', 'approved']) {
      const answer = await server.post(
        '/core/admin/money/withdrawal/page',
        { status },
        { 'x-operator-token': token },
      );
      expect(answer.status, status).toBe(400);
    }
  });
});
