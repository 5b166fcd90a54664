/**
 * Conflicts answer 409 or 422 in the caller's language, never 500, and change nothing:
 * - every unique constraint of the schema, provoked for real (a copy of a stored row that repeats
 *   the constraint's columns), goes through the app's error handler to a 409;
 * - the races an outsider found: ten identical bonus-code creates, one USDT tx hash confirmed for
 *   two recharges at once;
 * - an idempotency key reused for a different request is refused with 422 and moves nothing.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { startTestServer, type TestServer, createMember, createOperator } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor, sendCallback } from '../support/clients.js';
import { expectBooksBalanced } from '../support/books.js';
import sharp from 'sharp';
import { tronAddress } from '../../src/modules/money/cards/address.js';
import { DAY_MS } from '../../src/lib/clock.js';
import { createSession } from '../../src/auth/sessions.js';

let server: TestServer;
let money: MoneySetup;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  money = await setUpMoney(server);
  const token = async (role: 'admin' | 'finance') => {
    const operator = await createOperator(server.ctx.db, server.ctx.clock, role);
    return (await createSession(server.ctx.db, 'operator', operator.id, server.ctx.clock.now(), 365 * DAY_MS)).token;
  };
  adminToken = await token('admin');
  financeToken = await token('finance');
});
afterAll(async () => server?.close());

interface UniqueIndex {
  name: string;
  table: string;
  columns: string[];
  /** the partial index's WHERE, if any */
  predicate: string | null;
}

async function uniqueIndexes(): Promise<UniqueIndex[]> {
  const { rows } = await sql<{ name: string; table: string; columns: string[] | null; predicate: string | null }>`
    select ic.relname as name, tc.relname as "table",
      array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.n) as columns,
      pg_get_expr(i.indpred, i.indrelid) as predicate
    from pg_index i
    join pg_class ic on ic.oid = i.indexrelid
    join pg_class tc on tc.oid = i.indrelid
    join pg_namespace n on n.oid = tc.relnamespace
    where i.indisunique and n.nspname = current_schema() and tc.relname <> 'schema_migrations'
    order by 2, 1`.execute(server.ctx.db);
  return rows.map((r) => ({ ...r, columns: r.columns ?? [] }));
}

/**
 * An INSERT that copies one stored row of the index's table (one the partial index covers) and
 * changes the columns of the table's OTHER unique indexes, so that only this index is repeated.
 * Foreign keys are checked at the end of the statement, unique indexes as each row goes in: the
 * copy meets the unique violation first.
 */
async function duplicateRowSql(index: UniqueIndex, all: UniqueIndex[]): Promise<string> {
  const { rows: columns } = await sql<{ name: string; type: string; generated: string; identity: string }>`
    select column_name as name, data_type as type, is_generated as generated, is_identity as identity
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${index.table} order by ordinal_position`.execute(
    server.ctx.db,
  );
  const own = new Set(index.columns);
  const typeOf = new Map(columns.map((c) => [c.name, c.type]));
  // For each other unique index, change one of its columns this one does not cover — a number or a
  // date rather than text, which CHECK constraints often pin to a list.
  const rank = (column: string) => (/^(bigint|integer|date|timestamp)/.test(typeOf.get(column) ?? '') ? 0 : 1);
  const changed = new Set<string>();
  for (const other of all.filter((o) => o.table === index.table && o.name !== index.name)) {
    const free = other.columns.filter((c) => !own.has(c)).sort((a, b) => rank(a) - rank(b));
    if (free[0] && !free.some((c) => changed.has(c))) changed.add(free[0]);
  }
  const expressions = columns
    .filter((c) => c.generated !== 'ALWAYS')
    .map((c) => {
      if (!changed.has(c.name)) return `"${c.name}"`;
      // a null never repeats another row's value: it stays null
      const keepNull = (expression: string) => `case when "${c.name}" is null then null else ${expression} end`;
      if (c.type === 'bigint' || c.type === 'integer') return keepNull(`"${c.name}" + 1000000000`);
      // 9 random digits: fit every code format the CHECK constraints ask for (upper or lower case)
      if (c.type === 'text' || c.type === 'character varying')
        return keepNull(`lpad((random() * 1e9)::bigint::text, 9, '0')`);
      if (c.type === 'date') return keepNull(`"${c.name}" + 3650`);
      if (c.type.startsWith('timestamp')) return keepNull(`"${c.name}" + interval '10 years'`);
      throw new Error(`${index.table}.${c.name}: no way to change a ${c.type}`);
    });
  const names = columns.filter((c) => c.generated !== 'ALWAYS').map((c) => `"${c.name}"`);
  const where = index.predicate ? `where ${index.predicate}` : '';
  return `insert into "${index.table}" (${names.join(', ')}) overriding system value
    select ${expressions.join(', ')} from "${index.table}" ${where} limit 1`;
}

describe('unique constraints', () => {
  it('every unique constraint of the schema, violated for real, answers 409 in the caller\'s language', async () => {
    // Rows in every table: the demo data, the money catalogue, and one of each member action.
    await fillEveryTable();
    const indexes = await uniqueIndexes();
    expect(indexes.length).toBeGreaterThan(60);

    // The real error handler, with one extra route that runs a statement.
    const app = await buildApp(server.ctx);
    app.post('/core/test/run-sql', async (request) => {
      await sql.raw((request.body as { statement: string }).statement).execute(server.ctx.db);
      return { code: 200, result: null, message: 'ok' };
    });
    await app.ready();
    const empty: string[] = [];
    const answers: Record<string, { status: number; code: number; message: string }> = {};
    for (const index of indexes) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(index.table)} ${sql.raw(
        index.predicate ? `where ${index.predicate}` : '',
      )}`.execute(server.ctx.db);
      if (rows[0]!.n === 0) {
        empty.push(index.name);
        continue;
      }
      const statement = await duplicateRowSql(index, indexes);
      const before = await server.ctx.db
        .selectFrom(index.table as 'users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await app.inject({
        method: 'POST',
        url: '/core/test/run-sql',
        headers: { 'accept-language': 'fr' },
        payload: { statement },
      });
      const body = response.json() as { code: number; message: string };
      answers[index.name] = { status: response.statusCode, code: body.code, message: body.message };
      const after = await server.ctx.db
        .selectFrom(index.table as 'users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n, index.name).toBe(before.n);
    }
    await app.close();
    expect(empty.join(', '), 'unique indexes without a row to copy').toBe('');
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBe(409);
      expect(answer.code, name).toBe(409);
      expect(answer.message, name).not.toMatch(/unknown|inconnue/i);
    }
    expect(answers.bonus_codes_code_key!.message).toMatch(/existe déjà/);
    expect(answers.users_area_code_phone_key!.message).toBe('Ce numéro de téléphone est déjà inscrit');
    expect(answers.ledger_transfers_pkey!.message).toBe(
      'Ceci est en conflit avec un enregistrement simultané ; actualisez puis réessayez',
    );
  });

  it('ten identical operator creates of a bonus code: one is created, nine answer 409', async () => {
    const code = `RACE${randomBytes(3).toString('hex').toUpperCase()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.post(
          '/core/admin/community/bonus/create',
          { code, amount: '5.00', totalUses: 10, expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString() },
          { 'x-operator-token': adminToken, 'accept-language': 'es' },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(9).fill(409));
    expect(refused[0]!.body.message).toBe('Ya existe un código de canje con este texto');
  });

  it('one USDT tx hash confirmed for two recharges at once: one is credited, the other answers 409', async () => {
    const txHash = randomBytes(32).toString('hex');
    for (let round = 0; round < 5; round += 1) {
      const member = await createMember(server.ctx.db, server.ctx.clock);
      const a = await usdtRecharge(member.token);
      const b = await usdtRecharge(member.token);
      const hash = `${txHash.slice(0, 60)}${String(round).padStart(4, '0')}`;
      const answers = await Promise.all(
        [a, b].map((id) =>
          server.post(
            '/core/admin/money/recharge/confirm',
            { id, usdtAmount: '10', txHash: hash },
            { 'x-operator-token': financeToken, 'accept-language': 'zh-CN' },
          ),
        ),
      );
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
      expect(answers.find((x) => x.status === 409)!.body.message).toBe('该交易哈希已用于其他充值');
    }
    await expectBooksBalanced(server);
  });
});

describe('idempotency keys', () => {
  it('a key reused for a different purchase, withdrawal or recharge answers 422 and moves nothing; the same request replays', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock, { cash: 1_000_000n });
    const other = await money.admin.post('/admin/money/product/save', {
      name: 'Other plan',
      price: '50.00',
      dailyIncome: '1.00',
      periodDays: 10,
      stock: 100,
      purchaseLimit: 0,
      agreement: 'x',
    });
    const headers = { 'x-access-token': member.token, 'idempotency-key': 'same-key', 'accept-language': 'en-US' };
    const buy = (productId: number) =>
      server.post('/core/app/product/buy', { productId, quantity: 1, fundPassword: member.fundPassword }, headers);
    const first = await buy(money.product.id);
    expect(first.status).toBe(200);
    const reused = await buy(other.id);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      code: 422,
      result: null,
      message: 'This request key was already used for a different request',
    });
    const replay = await buy(money.product.id);
    expect(replay.body).toEqual(first.body);
    const orders = await server.ctx.db.selectFrom('product_orders').select('product_id').where('user_id', '=', member.id).execute();
    expect(orders.map((o) => Number(o.product_id))).toEqual([money.product.id]);

    await clientFor(server, member.token).post('/app/userBank/saveOrUpdate', {
      bankId: money.bankId,
      receiveAccount: '6222020000000001',
      payeeName: 'Member',
    });
    const card = (await clientFor(server, member.token).post('/app/userBank/page', {})).records[0]!;
    const withdraw = (amount: string) =>
      server.post(
        '/core/app/user/withdrawal/apply',
        { amount, bankCardId: card.id, fundPassword: member.fundPassword },
        { ...headers, 'idempotency-key': 'withdraw-key' },
      );
    expect((await withdraw('100.00')).status).toBe(200);
    expect((await withdraw('200.00')).status).toBe(422);
    const holds = await server.ctx.db.selectFrom('withdrawals').select('amount').where('user_id', '=', member.id).execute();
    expect(holds.map((w) => w.amount)).toEqual([10000n]);

    const recharge = (amount: string) =>
      server.post(
        '/core/app/user/recharge/recharge',
        { amount, payChannelId: money.gateway.id },
        { ...headers, 'idempotency-key': 'recharge-key' },
      );
    expect((await recharge('100.00')).status).toBe(200);
    expect((await recharge('300.00')).status).toBe(422);
    await expectBooksBalanced(server);
  });
});

/** One of everything: each table with a unique index gets rows through the API (or the job). */
async function fillEveryTable() {
  const { db, clock } = server.ctx;
  const { admin, finance } = money;
  const member = await createMember(db, clock, { cash: 1_000_000n });
  const client = clientFor(server, member.token);
  await client.post('/app/sms/sendUserCode', { type: 'withdraw' });
  await client.post('/app/product/buy', { productId: money.product.id, fundPassword: member.fundPassword, requestId: 'fill-buy' });
  clock.advance(2 * DAY_MS);
  await finance.post('/admin/money/accrual/run');
  await client.post('/app/user/productIncome/receive', { requestId: 'fill-receive' });

  // a pending recharge, a confirmed USDT one (tx hash, coin record) and a signed callback
  const usdtOrder = await client.post('/app/user/recharge/recharge', { amount: '5', payChannelId: money.usdt.id });
  await finance.post('/admin/money/recharge/confirm', { id: usdtOrder.id, usdtAmount: '5', txHash: `0x${randomBytes(8).toString('hex')}` });
  const gatewayOrder = await client.post('/app/user/recharge/recharge', { amount: '20', payChannelId: money.gateway.id });
  await sendCallback(server, money.gateway, { orderNo: gatewayOrder.orderNo, amount: '20.00' });

  // a bank card, a wallet, a withdrawal passed (a resolved pending transfer)
  const card = await client.post('/app/userBank/saveOrUpdate', { bankId: money.bankId, receiveAccount: '6222020000000002', payeeName: 'Fill' });
  await client.post('/app/wallet/addWallet', { type: 'TRC20', address: tronAddress(randomBytes(20)), name: 'Fill' });
  const cards = await client.post('/app/userBank/page', {});
  const withdrawal = await client.post('/app/user/withdrawal/apply', {
    amount: '50',
    fundPassword: member.fundPassword,
    bankCardId: cards.records[0]?.id ?? (card as unknown as { id: number }).id,
  });
  await finance.post('/admin/money/withdrawal/pass', { id: withdrawal.id });

  // a day the reserve cannot cover: a shortfall and its alert
  const rich = await createMember(db, clock, { cash: 100_000_000n });
  const big = await admin.post('/admin/money/product/save', {
    name: 'Too generous',
    price: '100.00',
    dailyIncome: '999999.00',
    periodDays: 2,
    stock: 10,
    purchaseLimit: 0,
    agreement: 'x',
  });
  await clientFor(server, rich.token).post('/app/product/buy', { productId: big.id, fundPassword: rich.fundPassword });
  clock.advance(2 * DAY_MS);
  await finance.post('/admin/money/accrual/run');

  // content, rewards, lottery, zone
  await admin.post('/admin/community/notices/save', { title: 'Fill', content: 'Fill notice', published: true });
  const notices = await client.post('/app/sysMessage/findAll', {});
  await client.post('/app/sysMessage/readMsg', { id: notices[0]!.id });
  await admin.post('/admin/community/userMessages/send', { userId: Number(member.id), title: 'Hi', content: 'Hello' });
  const inbox = await client.post('/app/sysMessage/findUserMsg', {});
  void inbox;
  await admin.post('/admin/community/scrollMessages/save', { content: 'Fill scroll' });
  await admin.post('/admin/community/swiper/save', { imageUrl: 'https://example.test/slide.png' });
  const code = `FILL${randomBytes(3).toString('hex').toUpperCase()}`;
  await admin.post('/admin/community/bonus/create', {
    code,
    amount: '1.00',
    totalUses: 10,
    expiresAt: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
  });
  await client.post('/app/bonus/redeem', { code, requestId: 'fill-bonus' });
  await admin.post('/admin/community/envelopeRules/save', {
    kind: 'registration',
    title: 'Welcome',
    amount: '1.00',
    startsAt: '2000-01-01T00:00:00.000Z',
  });
  await admin.post('/admin/community/envelopeRules/grantNow', {});
  const envelopes = await client.post('/app/redEnvelope/page', {});
  if (envelopes.records[0]) await client.post('/app/redEnvelope/receive', { id: envelopes.records[0].id });
  await admin.post('/admin/community/lottery/prizes/save', { name: 'Ring', kind: 'cash', amount: '1.00', weight: 1, stock: 5 });
  await admin.post('/admin/community/lottery/chanceRules/save', { kind: 'per_purchase', chances: 1 });
  // the demo data opened a round already; a second one is refused
  await admin.post('/admin/community/lottery/rounds/create', {}).catch(() => null);
  await admin.post('/admin/community/lottery/grantChances', { userId: Number(member.id), chances: 2, requestId: 'fill' });
  await client.post('/app/lottery/lottery', { requestId: 'fill-draw' });
  const picture = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 150, b: 100 } } })
    .png()
    .toBuffer();
  const uploaded = await client.upload(new Blob([new Uint8Array(picture)]), 'fill.png');
  const post = await client.post('/app/zone/publish', { content: 'Fill post', imgUrlList: [uploaded.url] });
  await client.post('/app/zone/comment', { postId: post.id, content: 'Fill comment' });
  // the session cache's listeners: registered by the LISTEN connection on PostgreSQL; PGlite has
  // none (one process), so a row stands in
  await sql`insert into session_listeners (id, pid, started_at, renewed_at)
    select 'fill', 0, now(), now() where not exists (select 1 from session_listeners)`.execute(server.ctx.db);
  // pictures are on the disk on PGlite (UPLOAD_STORE=disk): a row stands in for the database store
  await sql`insert into upload_blobs (name, content_type, data)
    select ${`${randomBytes(16).toString('hex')}.png`}, 'image/png', decode('00', 'hex')
    where not exists (select 1 from upload_blobs)`.execute(server.ctx.db);
}

let adminToken = '';
let financeToken = '';

async function usdtRecharge(token: string): Promise<number> {
  const order = await clientFor(server, token).post('/app/user/recharge/recharge', {
    amount: '10',
    payChannelId: money.usdt.id,
  });
  return order.id;
}
