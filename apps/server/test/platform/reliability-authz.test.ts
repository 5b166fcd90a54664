/**
 * Reliability: authorization. A member trying another member's ids (cards, wallets, orders,
 * income, posts, comments, messages, envelopes, draws, withdrawals to someone else's card) is
 * refused and changes nothing; lists only ever show the caller's own rows; operator endpoints
 * (every /core/admin/... route in the OpenAPI document) refuse members and operators without the
 * role.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  type TestServer,
  createMember,
  createOperator,
  type TestMember,
  fundPromotions,
} from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor } from '../support/clients.js';
import { call, fillPath, operations, sampleBody, type Operation } from '../support/openapi.js';
import { memberBalances } from '../../src/ledger/accounts.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';
import { tronAddress } from '../../src/modules/money/cards/address.js';
import { DAY_MS } from '../../src/lib/clock.js';

let server: TestServer;
let money: MoneySetup;
let attacker: TestMember;
let victim: TestMember;
const ids = {} as {
  card: number;
  wallet: number;
  order: number;
  post: number;
  comment: number;
  message: number;
  envelope: number;
  draw: number;
  withdrawal: number;
  recharge: number;
};

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
  const db = server.ctx.db;
  await fundPromotions(server, 100_000n);
  await money.finance.post('/admin/community/envelopeRules/save', {
    kind: 'registration',
    title: 'Welcome',
    amount: '1.00',
  });
  await money.finance.post('/admin/community/lottery/prizes/save', {
    name: 'Thanks',
    kind: 'none',
    weight: 1,
  });
  await money.finance.post('/admin/community/lottery/rounds/create');

  victim = await createMember(db, server.ctx.clock, { cash: 100_000n });
  attacker = await createMember(db, server.ctx.clock, { cash: 100_000n });
  const v = clientFor(server, victim.token);
  ids.card = (
    await v.post('/app/userBank/saveOrUpdate', {
      payeeName: 'Victim',
      receiveAccount: '62220001111',
      bankId: money.bankId,
    })
  ).id;
  ids.wallet = (
    await v.post('/app/wallet/addWallet', {
      type: 'TRC20',
      address: tronAddress(randomBytes(20)),
      name: 'Mine',
    })
  ).id;
  ids.order = (
    await v.post(
      '/app/product/buy',
      { productId: money.product.id, fundPassword: victim.fundPassword },
      { idempotencyKey: 'shared-key' },
    )
  ).id;
  ids.withdrawal = (
    await v.post('/app/user/withdrawal/apply', {
      amount: '20.00',
      bankCardId: ids.card,
      fundPassword: victim.fundPassword,
    })
  ).id;
  ids.recharge = (
    await v.post('/app/user/recharge/recharge', { amount: '50.00', payChannelId: money.gateway.id })
  ).id;
  ids.post = (await v.post('/app/zone/publish', { content: 'Victim post' })).id;
  ids.comment = (await v.post('/app/zone/comment', { postId: ids.post, content: 'Victim comment' })).id;
  ids.message = (
    await money.admin.post('/admin/community/userMessages/send', {
      userId: Number(victim.id),
      title: 'Private',
      content: 'For the victim only',
    })
  ).id;
  ids.envelope = (await v.post('/app/redEnvelope/page', {})).records[0]!.id;
  await money.admin.post('/admin/community/lottery/grantChances', { userId: Number(victim.id), chances: 1 });
  ids.draw = (await v.post('/app/lottery/lottery')).drawId;
  // a day of income for the victim's order
  server.ctx.clock.advance(2 * DAY_MS);
  await money.finance.post('/admin/money/accrual/run');
});
afterAll(async () => server?.close());

async function victimState() {
  const v = clientFor(server, victim.token);
  return {
    balances: await memberBalances(server.ctx.db, victim.id),
    cards: await v.post('/app/userBank/page', {}),
    wallets: await v.post('/app/wallet/listWallet'),
    orders: await v.post('/app/user/order/page', {}),
    withdrawals: await v.post('/app/user/withdrawal/page', {}),
    post: await v.post('/app/zone/detail', { id: ids.post }),
    comments: await v.post('/app/zone/commentPage', { postId: ids.post }),
    messages: await v.post('/app/sysMessage/findUserMsg', {}),
    envelopes: await v.post('/app/redEnvelope/page', {}),
  };
}

const member = (m: TestMember) => ({ 'x-access-token': m.token });

describe("another member's ids", () => {
  it('are refused (not found / forbidden) and change nothing', async () => {
    const before = await victimState();
    const attackerBefore = await memberBalances(server.ctx.db, attacker.id);
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['/core/app/userBank/delete', { id: ids.card }],
      [
        '/core/app/userBank/saveOrUpdate',
        { id: ids.card, payeeName: 'Evil', receiveAccount: '99999999', bankId: money.bankId },
      ],
      [
        '/core/app/user/withdrawal/apply',
        { amount: '20.00', bankCardId: ids.card, fundPassword: attacker.fundPassword },
      ],
      [
        '/core/app/wallet/withdrawal',
        { amount: '20.00', walletId: ids.wallet, fundPassword: attacker.fundPassword },
      ],
      [
        '/core/app/user/withdrawal/apply',
        { amount: '20.00', walletId: ids.wallet, fundPassword: attacker.fundPassword },
      ],
      ['/core/app/wallet/delWallet', { id: ids.wallet }],
      [
        '/core/app/wallet/editWallet',
        { id: ids.wallet, type: 'TRC20', address: tronAddress(randomBytes(20)), name: 'Evil' },
      ],
      ['/core/app/user/order/detail', { id: ids.order }],
      ['/core/app/user/productIncome/receive', { orderId: ids.order }],
      ['/core/app/zone/delete', { id: ids.post }],
      ['/core/app/zone/deleteComment', { id: ids.comment }],
      ['/core/app/sysMessage/readMsg', { id: ids.message }],
      ['/core/app/redEnvelope/receive', { id: ids.envelope }],
      ['/core/app/lottery/verify', { drawId: ids.draw }],
    ];
    for (const [path, body] of attempts) {
      const answer = await call(server, { method: 'POST' }, path, { body, headers: member(attacker) });
      expect(answer.status, `${path} ${answer.text}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${path} ${answer.text}`).toBeLessThan(500);
      expect([400, 403, 404], `${path} ${answer.text}`).toContain(answer.body?.code);
      expect(String(answer.body?.message ?? '').length).toBeGreaterThan(0);
    }
    expect(await victimState()).toEqual(before);
    expect(await memberBalances(server.ctx.db, attacker.id)).toEqual(attackerBefore);
    expect((await trialBalance(server.ctx.db)).ok).toBe(true);
  });

  it("filtering a list by another member's id shows nothing of theirs", async () => {
    const a = clientFor(server, attacker.token);
    const income = await a.post('/app/user/productIncome/page', { orderId: ids.order }).catch(() => null);
    if (income !== null) expect(income.records).toHaveLength(0);
    const comments = await a.post('/app/zone/commentPage', { postId: ids.post });
    expect(comments.records.every((c) => !c.mine)).toBe(true);
  });

  it("lists show only the caller's own rows", async () => {
    const a = clientFor(server, attacker.token);
    const lists = {
      cards: (await a.post('/app/userBank/page', {})).records.map((r) => r.id),
      wallets: (await a.post('/app/wallet/listWallet')).map((r) => r.id),
      orders: (await a.post('/app/user/order/page', {})).records.map((r) => r.id),
      withdrawals: (await a.post('/app/user/withdrawal/page', {})).records.map((r) => r.id),
      recharges: (await a.post('/app/user/recharge/page', {})).records.map((r) => r.id),
      envelopes: (await a.post('/app/redEnvelope/page', {})).records.map((r) => r.id),
      draws: (await a.post('/app/lottery/records', {})).records.map((r) => r.drawId),
      myPosts: (await a.post('/app/zone/page', { mine: true })).records.map((r) => r.id),
      messages: (await a.post('/app/sysMessage/findUserMsg', {})).records.map((r) => r.id),
    };
    expect(lists.cards).not.toContain(ids.card);
    expect(lists.wallets).not.toContain(ids.wallet);
    expect(lists.orders).not.toContain(ids.order);
    expect(lists.withdrawals).not.toContain(ids.withdrawal);
    expect(lists.recharges).not.toContain(ids.recharge);
    expect(lists.envelopes).not.toContain(ids.envelope);
    expect(lists.draws).not.toContain(ids.draw);
    expect(lists.myPosts).not.toContain(ids.post);
    expect(lists.messages).not.toContain(ids.message);
    const records = await a.post('/app/user/account/findUserAccountRecordPage', { size: 100 });
    const income = await a.post('/app/user/productIncome/page', { size: 100 });
    const victimOrderNos = (
      await clientFor(server, victim.token).post('/app/user/order/page', {})
    ).records.map((r) => r.orderNo);
    expect(JSON.stringify(records)).not.toMatch(new RegExp(victimOrderNos.join('|')));
    expect(income.records).toHaveLength(0);
  });

  it("an idempotency key is the caller's own: another member's key replays nothing of theirs", async () => {
    const a = clientFor(server, attacker.token);
    const mine = await a.post(
      '/app/product/buy',
      { productId: money.product.id, fundPassword: attacker.fundPassword },
      { idempotencyKey: 'shared-key' },
    );
    expect(mine.id).not.toBe(ids.order);
    expect(mine.userId).toBe(Number(attacker.id));
  });
});

describe('operator endpoints', () => {
  const adminOps = () =>
    operations(server).filter(
      (op) => op.path.startsWith('/core/admin/') && op.path !== '/core/admin/auth/login',
    );

  it('are all in the OpenAPI document with the operator scheme', () => {
    const ops = adminOps();
    expect(ops.length).toBeGreaterThan(20);
    for (const op of ops) expect(op.security, op.path).toBe('operator');
  });

  it('refuse no token, a member token (in either header) and a member session used as operator', async () => {
    const refusals: string[] = [];
    for (const op of adminOps()) {
      const body = sampleBody(op.body);
      // (logout without a session is a harmless no-op that answers success, like the member logout)
      if (op.path === '/core/admin/auth/logout') continue;
      const variants: Array<Record<string, string>> = [
        {},
        { 'x-access-token': attacker.token },
        { 'x-operator-token': attacker.token },
      ];
      for (const headers of variants) {
        const answer = await call(server, op, fillPath(op), { body, headers });
        if (answer.status < 400 || answer.status >= 500 || answer.body?.code === 200) {
          refusals.push(
            `${op.path} with ${JSON.stringify(Object.keys(headers))}: ${answer.status} ${answer.text.slice(0, 120)}`,
          );
        }
      }
    }
    expect(refusals).toEqual([]);
  });

  it('an operator token is not a member token', async () => {
    const op = await createOperator(server.ctx.db, server.ctx.clock, 'admin');
    const answer = await call(server, { method: 'POST' }, '/core/app/user/getUserInfo', {
      headers: { 'x-access-token': op.token },
    });
    expect(answer.body?.code).toBe(50001);
  });

  it('refuse operators without the role', async () => {
    const support = await createOperator(server.ctx.db, server.ctx.clock, 'support');
    const finance = await createOperator(server.ctx.db, server.ctx.clock, 'finance');
    const send = (op: Operation, headers: Record<string, string>) =>
      call(server, op, fillPath(op), { body: sampleBody(op.body), headers });
    const refusedTo = async (op: Operation, token: string) => {
      const answer = await send(op, { 'x-operator-token': token });
      expect(answer.status, `${op.path} ${answer.text}`).toBeLessThan(500);
      expect(answer.body?.code, `${op.path}: the operator session must still be valid`).not.toBe(50001);
      return answer.status === 403;
    };
    // The role check runs after schema validation: a sample body is conclusive only when it passes
    // validation, i.e. when the same call without a token is refused for the missing session.
    const table: Record<string, { support: boolean; finance: boolean }> = {};
    const inconclusive: string[] = [];
    // Read-only first, so no call of an allowed role changes what a later one sees.
    // (auth/logout would end the session under test)
    const ops = adminOps()
      .filter((op) => !op.path.startsWith('/core/admin/auth/'))
      .sort((a, b) => Number(isMutation(a)) - Number(isMutation(b)));
    for (const op of ops) {
      const probe = await send(op, {});
      if (probe.body?.code !== 50001) {
        inconclusive.push(`${op.path}: ${probe.text.slice(0, 100)}`);
        continue;
      }
      table[op.path] = {
        support: await refusedTo(op, support.token),
        finance: await refusedTo(op, finance.token),
      };
    }
    if (process.env.DEBUG_AUTHZ) console.log(Object.keys(table).length, inconclusive);
    expect(
      inconclusive.length,
      `sample bodies that fail validation:\n${inconclusive.join('\n')}`,
    ).toBeLessThanOrEqual(Math.floor(ops.length / 10));

    // Money that moves or money settings: never the support role.
    for (const path of [
      '/core/admin/money/withdrawal/pass',
      '/core/admin/money/withdrawal/reject',
      '/core/admin/money/recharge/confirm',
      '/core/admin/money/recharge/fail',
      '/core/admin/money/reserve/fund',
      '/core/admin/money/promotions/fund',
      '/core/admin/money/accrual/run',
      '/core/admin/money/config/set',
      '/core/admin/money/product/save',
      '/core/admin/money/payChannel/save',
    ]) {
      expect(table[path], `${path} (inconclusive: ${inconclusive.join('; ')})`).toBeDefined();
      expect(table[path]!.support, `${path} must refuse the support role`).toBe(true);
    }
    // Catalogue and settings: admin only.
    for (const path of [
      '/core/admin/money/config/set',
      '/core/admin/money/product/save',
      '/core/admin/money/payChannel/save',
    ]) {
      expect(table[path]!.finance, `${path} must refuse the finance role`).toBe(true);
    }
    // No endpoint that changes something is open to every role.
    const openToAll = Object.entries(table)
      .filter(([path, roles]) => isMutation({ path }) && !roles.support && !roles.finance)
      .map(([path]) => path);
    expect(openToAll).toEqual([]);
  });
});

function isMutation(op: Pick<Operation, 'path'>): boolean {
  return /\/(save|delete|set|fund|pass|reject|confirm|fail|run|create|update|ack|grant\w*|send|hide\w*|close|reveal)$/.test(
    op.path,
  );
}
