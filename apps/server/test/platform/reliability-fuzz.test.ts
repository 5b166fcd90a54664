/**
 * Reliability: bad input, property-based (fast-check). Every operation of the server's own OpenAPI
 * document (so endpoints added later are covered without editing this file) gets wrong types,
 * huge strings, negative / fractional / 3-decimal amounts, unicode, SQL and HTML injection, as a
 * form and as JSON, with a valid session of the right kind. Each answer must be a JSON envelope,
 * never a 5xx; a refusal carries a 4xx-style code and a message; and nothing changes: member
 * balances stay put and the books balance. Money movers must refuse every such request.
 */
import fc from 'fast-check';
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
import {
  call,
  fillPath,
  operations,
  sampleBody,
  type Answer,
  type JsonSchema,
  type Operation,
} from '../support/openapi.js';
import { memberBalances } from '../../src/ledger/accounts.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';
import { t } from '../../src/http/i18n.js';
import { randomBytes } from 'node:crypto';
import { tronAddress } from '../../src/modules/money/cards/address.js';

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

let server: TestServer;
let money: MoneySetup;
let member: TestMember;
let adminToken: string;

// Endpoints whose success would end the session the fuzzing uses.
const SKIPPED = new Set(['/core/app/auth/logout', '/core/admin/auth/logout']);
// Money movers: a request made of bad input (and never the right fund password) must be refused.
const MONEY_MOVERS = new Set([
  '/core/app/product/buy',
  '/core/app/user/withdrawal/apply',
  '/core/app/wallet/withdrawal',
  '/core/app/user/recharge/recharge',
  '/core/app/bonus/redeem',
  '/core/app/redEnvelope/receive',
  '/core/app/lottery/lottery',
]);

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
  member = await createMember(server.ctx.db, server.ctx.clock, { cash: 100_000n, fundPassword: '975310' });
  const c = clientFor(server, member.token);
  await c.post('/app/userBank/saveOrUpdate', {
    payeeName: 'Fuzz',
    receiveAccount: '62229999000',
    bankId: money.bankId,
  });
  await c.post('/app/wallet/addWallet', {
    type: 'TRC20',
    address: tronAddress(randomBytes(20)),
    name: 'Fuzz',
  });
  adminToken = (await createOperator(server.ctx.db, server.ctx.clock, 'admin')).token;
});
afterAll(async () => server?.close());

// ---------------------------------------------------------------- bad values

const INJECTION = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); delete from ledger_transfers; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '\uFEFF1',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

const BAD_NUMBERS = [
  '-1',
  '-0.01',
  '0',
  '-0',
  '0.5',
  '1.5',
  '1e3',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '1,000',
  ' 1 ',
  '١٢٣',
  '１２',
];
const BAD_AMOUNTS = [
  '-1',
  '-0.01',
  '0.001',
  '1.005',
  '12.345',
  '1.2.3',
  '.5',
  '5.',
  '1e2',
  '+5',
  ' 5',
  '5 ',
  '1,00',
  '１０.００',
  '٥',
  '9'.repeat(20),
  '99999999999999999.99',
  'NaN',
  '-',
  '.',
  // within min/max but for the spaces: trimmed, they would move money
  ' 100 ',
  '100 ',
  ' 100.00',
  '\t100',
];

/** Other spellings of 2, and ids too long to be exact: ajv's Number() would take each as a number. */
const NON_CANONICAL_INTEGERS = [
  '0x2',
  '2e0',
  '+2',
  ' 2 ',
  '2 ',
  '2.0',
  '02',
  '0b10',
  '٢',
  '２',
  '1'.repeat(30),
  '9007199254740993',
  'Infinity',
];
/** The same wrongs as JSON values. */
const NON_CANONICAL_JSON = [1e30, 2 ** 53 + 2, 2.5, true, '0x2', ' 2'];

const unicode = fc.string({ unit: 'binary', maxLength: 40 });
const huge = fc.oneof(
  fc.constant('x'.repeat(100_000)),
  fc.constant('𝌆'.repeat(300_000)), // > 1 MiB of UTF-8: body limit
  fc.string({ unit: 'grapheme', minLength: 300, maxLength: 2000 }),
);
const badString = fc.oneof(
  fc.constantFrom(...INJECTION),
  unicode,
  huge,
  fc.constantFrom(...BAD_NUMBERS, ...BAD_AMOUNTS),
);
const badNumberText = fc.oneof(
  fc.constantFrom(...BAD_NUMBERS),
  fc.integer({ min: -2_000_000_000, max: -1 }).map(String),
  fc
    .double({ noNaN: true })
    .filter((d) => !Number.isInteger(d))
    .map(String),
);
const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  fc.constantFrom(null, true, false, -1, 0, 1.5, -0.01, 1.7e308, Number.MAX_SAFE_INTEGER + 2),
  fc.array(badString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), badString, { maxKeys: 3 }),
  fc.constant({ $gt: '' }),
  fc.constant([[[[[]]]]]),
);

function isAmountField(name: string, schema: JsonSchema | undefined): boolean {
  return (
    /amount|price|income/i.test(name) ||
    /amount/i.test(String((schema as { description?: string })?.description ?? ''))
  );
}

/** A bad value for one field: of the wrong kind for its type, or nasty text. */
function badFor(name: string, schema: JsonSchema | undefined, json: boolean): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  const text = isAmountField(name, schema)
    ? fc.oneof(fc.constantFrom(...BAD_AMOUNTS), badString)
    : type === 'integer' || type === 'number'
      ? fc.oneof(badNumberText, badString)
      : badString;
  return json ? fc.oneof(text, badJsonValue) : fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 }));
}

function badBody(op: Operation, json: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = op.body?.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, badFor(name, s, json)]),
  );
  const known = fc.record(fields, { requiredKeys: [] });
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'x', 'id', 'userId', 'role'),
    badString,
    { maxKeys: 2 },
  );
  return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
}

function headersFor(op: Operation): Record<string, string> {
  if (op.security === 'member') return { 'x-access-token': member.token };
  if (op.security === 'operator') return { 'x-operator-token': adminToken };
  return {};
}

/** What is wrong with an answer to bad input, or null. */
function problemWith(op: Operation, answer: Answer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (op.method === 'GET' && op.path.startsWith('/core/file/uploads/') && answer.status === 200) return null;
  const body = answer.body;
  if (!body || typeof body.code !== 'number' || typeof body.message !== 'string') {
    return `not an envelope (HTTP ${answer.status}): ${answer.text.slice(0, 200)}`;
  }
  if (answer.status >= 400) {
    const code = body.code;
    if (!((code >= 400 && code < 500) || code === 10001 || code === 50001))
      return `refusal code ${code}: ${answer.text.slice(0, 200)}`;
    if (body.message.trim().length === 0) return `empty message (code ${code})`;
  } else if (MONEY_MOVERS.has(op.path)) {
    return `money mover accepted bad input: ${answer.text.slice(0, 200)}`;
  }
  return null;
}

async function snapshot() {
  const b = await memberBalances(server.ctx.db, member.id);
  return { cash: b.cash, unreceived: b.unreceived };
}

/** Row counts of what a request could write, with the member's balances. */
async function worldState() {
  const tables = [
    'audit_log',
    'ledger_transfers',
    'product_orders',
    'products',
    'withdrawals',
    'recharges',
    'notices',
    'bonus_codes',
    'lottery_prizes',
    'user_banks',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await server.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return { counts, balances: await snapshot() };
}

function isIntegerSchema(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'integer') return true;
  return (schema.anyOf ?? schema.oneOf ?? []).some((v) => v.type === 'integer');
}

describe('every operation refuses bad input cleanly and changes nothing', () => {
  it('covers the whole OpenAPI document', () => {
    const ops = operations(server);
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter((o) => o.security === 'member').length).toBeGreaterThan(40);
  });

  it('form and JSON bodies, path parameters', async () => {
    const problems: string[] = [];
    const ops = operations(server).filter((op) => !SKIPPED.has(op.path));
    const before = await snapshot();
    for (const [index, op] of ops.entries()) {
      const arbitrary = fc
        .record({
          json: fc.boolean(),
          pathValue: fc.oneof(
            fc.constantFrom(...INJECTION, '..%2f..%2fetc%2fpasswd', '%2e%2e', 'a'.repeat(5000)),
            unicode,
          ),
        })
        .chain(({ json, pathValue }) => badBody(op, json).map((body) => ({ json, pathValue, body })));
      const found: string[] = [];
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ json, pathValue, body }) => {
          const params = Object.fromEntries(op.pathParams.map((p) => [p, pathValue]));
          const answer = await call(server, op, fillPath(op, params), {
            body,
            form: !json,
            headers: headersFor(op),
          });
          const problem = problemWith(op, answer);
          if (problem && found.length < 3)
            found.push(
              `${op.method} ${op.path} ${json ? 'JSON' : 'form'} ${JSON.stringify(body).slice(0, 160)} → ${problem}`,
            );
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED + index, endOnFailure: true },
      );
      problems.push(...found);
    }
    // nothing moved for the member, and the books balance
    expect(await snapshot()).toEqual(before);
    expect((await trialBalance(server.ctx.db)).ok).toBe(true);
    expect(problems).toEqual([]);
  }, 240_000);

  it('every integer field of every operation refuses non-canonical numbers with a 400 naming it, and changes nothing', async () => {
    const targets = operations(server)
      .filter((op) => !SKIPPED.has(op.path) && !op.multipart)
      .flatMap((op) =>
        Object.entries(op.body?.properties ?? {})
          .filter(([, s]) => isIntegerSchema(s))
          .map(([field]) => ({ op, field })),
      );
    // ids, quantities, pages, sizes, stocks, sorts... of member and operator routes alike
    expect(targets.length).toBeGreaterThan(60);
    const fields = new Set(targets.map((x) => x.field));
    for (const field of ['id', 'productId', 'quantity', 'page', 'size', 'bankCardId', 'stock', 'userId'])
      expect(fields.has(field), field).toBe(true);
    const before = await worldState();
    const problems: string[] = [];
    for (const { op, field } of targets) {
      const spellings = [
        ...NON_CANONICAL_INTEGERS.map((value) => ({ value, json: false })),
        ...NON_CANONICAL_JSON.map((value) => ({ value, json: true })),
      ];
      for (const { value, json } of spellings) {
        const body = { ...sampleBody(op.body), [field]: value };
        const answer = await call(server, op, fillPath(op), {
          body,
          form: !json,
          headers: { ...headersFor(op), 'accept-language': 'es' },
        });
        const named = ['validation.integer', 'validation.invalid'].map((key) => t('es', key, { field }));
        if (answer.status !== 400 || !named.includes(String(answer.body?.message))) {
          problems.push(
            `${op.path} ${field}=${JSON.stringify(value)} ${json ? 'JSON' : 'form'} → ${answer.status} ${answer.text.slice(0, 120)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await worldState()).toEqual(before);
    expect((await trialBalance(server.ctx.db)).ok).toBe(true);
  }, 240_000);

  it('invalid amounts are refused with 400 and a message naming the problem, and move nothing', async () => {
    const amountOps = operations(server).filter(
      (op) =>
        op.body &&
        Object.entries(op.body.properties ?? {}).some(
          ([name, s]) => isAmountField(name, s) && s.type === 'string',
        ),
    );
    expect(amountOps.map((o) => o.path)).toEqual(
      expect.arrayContaining(['/core/app/user/withdrawal/apply', '/core/app/user/recharge/recharge']),
    );
    const before = await snapshot();
    const problems: string[] = [];
    for (const op of amountOps) {
      const fields = Object.entries(op.body!.properties ?? {}).filter(
        ([name, s]) => isAmountField(name, s) && s.type === 'string',
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...BAD_AMOUNTS),
          fc.constantFrom(...fields.map(([n]) => n)),
          async (amount, field) => {
            const body: Record<string, unknown> = { [field]: amount };
            // the other fields as plausible as we can make them, so the amount is what is wrong
            if (op.path.includes('withdrawal'))
              Object.assign(body, { fundPassword: '975310', bankCardId: 1 });
            if (op.path.includes('recharge/recharge'))
              Object.assign(body, { payChannelId: money.gateway.id });
            const answer = await call(server, op, fillPath(op), {
              body,
              form: true,
              headers: headersFor(op),
            });
            if (
              answer.status !== 400 ||
              answer.body?.code !== 400 ||
              !String(answer.body?.message ?? '').trim()
            ) {
              problems.push(
                `${op.path} ${field}=${JSON.stringify(amount)} → ${answer.status} ${answer.text.slice(0, 160)}`,
              );
            }
          },
        ),
        { numRuns: 30, seed: SEED },
      );
    }
    expect(await snapshot()).toEqual(before);
    expect((await trialBalance(server.ctx.db)).ok).toBe(true);
    expect(problems).toEqual([]);
  }, 120_000);
});
