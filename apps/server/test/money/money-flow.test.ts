/**
 * End to end through the HTTP API on a real database: recharge (signed callback) → buy → two
 * accrual days → receive income → withdraw → operator Pass; and a second member through Reject.
 * Balances, records and the trial balance are checked to the minor unit at every step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember, type TestMember } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor, expectRefusal, sendCallback, type Client } from '../support/clients.js';
import { balancesOf, expectBooksBalanced, operatorBalance } from '../support/books.js';
import { DAY_MS } from '../../src/lib/clock.js';
import { runAccrual } from '../../src/modules/money/income/accrual.js';
import { addDays, businessDay } from '../../src/modules/money/time.js';

let server: TestServer;
let money: MoneySetup;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
});
afterAll(async () => server?.close());

describe('a member’s whole money journey', () => {
  let alice: TestMember;
  let client: Client;
  let orderId: number;
  let bankCardId: number;
  let withdrawalId: number;

  it('recharges through a gateway and is credited once by the signed callback', async () => {
    alice = await createMember(server.ctx.db, server.ctx.clock);
    client = clientFor(server, alice.token);
    const channels = await client.post('/app/payChannel/list');
    expect(channels.map((c) => c.id)).toContain(money.gateway.id);

    const recharge = await client.post('/app/user/recharge/recharge', {
      amount: '500',
      payChannelId: money.gateway.id,
    });
    expect(recharge).toMatchObject({ amount: '500.00', status: 0, statusText: 'Unpaid', method: 'gateway' });
    expect(recharge.payUrl).toContain(`orderNo=${recharge.orderNo}`);
    expect(await balancesOf(server, alice.id)).toMatchObject({ cash: '0.00' });

    const callback = await sendCallback(server, money.gateway, {
      orderNo: recharge.orderNo,
      amount: '500.00',
      tradeNo: 'GW-1',
    });
    expect(callback.status).toBe(200);
    expect(callback.body.result).toEqual({ orderNo: recharge.orderNo, outcome: 'credited' });
    expect(await balancesOf(server, alice.id)).toEqual({
      cash: '500.00',
      available: '500.00',
      frozen: '0.00',
      unreceived: '0.00',
    });

    // The gateway retries with a new nonce: acknowledged, nothing moves.
    const retry = await sendCallback(server, money.gateway, { orderNo: recharge.orderNo, amount: '500.00' });
    expect(retry.body.result).toEqual({ orderNo: recharge.orderNo, outcome: 'duplicate' });
    // The very same request again (same nonce): refused as a replay.
    const replay = await fetch(`${server.url}/core/pay/callback/${money.gateway.code}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': callback.signature },
      body: callback.rawBody,
    });
    expect(replay.status).toBe(409);
    expect(await balancesOf(server, alice.id)).toMatchObject({ cash: '500.00' });

    const records = await client.post('/app/user/recharge/page', {});
    expect(records.total).toBe(1);
    expect(records.records[0]).toMatchObject({
      orderNo: recharge.orderNo,
      status: 3,
      statusText: 'success',
      amount: '500.00',
    });
    expect(records.records[0]!.arrivedTime).not.toBeNull();
    await expectBooksBalanced(server);
  });

  it('buys a product: cash pays product sales, stock moves, the order starts tomorrow', async () => {
    const before = await client.post('/app/product/detail', { id: money.product.id });
    const order = await client.post('/app/product/buy', {
      productId: money.product.id,
      quantity: 2,
      fundPassword: alice.fundPassword,
    });
    orderId = order.id;
    const today = businessDay(server.ctx.clock.now(), 'UTC');
    expect(order).toMatchObject({
      quantity: 2,
      amount: '200.00',
      dailyIncome: '10.00',
      totalIncome: '300.00',
      periodDays: 30,
      status: 0,
      statusText: 'Not started',
      startDate: addDays(today, 1),
      expireDate: addDays(today, 31),
    });
    const after = await client.post('/app/product/detail', { id: money.product.id });
    expect(after.remaining).toBe(before.remaining - 2);
    expect(after.purchased).toBe(before.purchased + 2);
    expect(await balancesOf(server, alice.id)).toMatchObject({ cash: '300.00', unreceived: '0.00' });
    expect(await operatorBalance(server, 'product_sales')).toBe('200.00');

    const goods = await client.post('/app/user/order/page', {});
    expect(goods.records.map((o) => o.id)).toEqual([orderId]);
    const info = await client.post('/app/user/productIncome/info');
    expect(info).toMatchObject({
      todayIncome: '0.00',
      totalIncome: '0.00',
      fixedIncome: '300.00',
      assets: '300.00',
    });
    await expectBooksBalanced(server);
  });

  it('accrues two days of income, once each, however often the job runs', async () => {
    // Same day: nothing to pay yet.
    expect((await money.finance.post('/admin/money/accrual/run')).accrualRows).toBe(0);

    server.ctx.clock.advance(DAY_MS);
    const first = await money.finance.post('/admin/money/accrual/run');
    expect(first).toMatchObject({ accrualRows: 1, amount: '10.00', ordersStarted: 1 });
    expect((await money.finance.post('/admin/money/accrual/run')).accrualRows).toBe(0);
    expect(await balancesOf(server, alice.id)).toMatchObject({ cash: '300.00', unreceived: '10.00' });
    const order = await client.post('/app/user/order/detail', { id: orderId });
    expect(order).toMatchObject({ status: 1, statusText: 'Valid', accruedDays: 1, accruedIncome: '10.00' });

    server.ctx.clock.advance(DAY_MS);
    const second = await runAccrual(server.ctx.db, server.ctx.clock.now());
    expect(second.accrualRows).toBe(1);
    expect(second.amount).toBe(1000n);
    expect(await balancesOf(server, alice.id)).toMatchObject({ cash: '300.00', unreceived: '20.00' });
    expect(await operatorBalance(server, 'income_reserve')).toBe('99980.00');
    // the income waits in income_payable, one transfer per day; its rows say whose it is
    expect(await operatorBalance(server, 'income_payable')).toBe('20.00');
    const dayTransfers = await server.ctx.db
      .selectFrom('ledger_transfers')
      .select(['amount', 'user_id', 'ref'])
      .where('code', '=', 'income_accrual')
      .orderBy('seq')
      .execute();
    expect(dayTransfers.map((t) => [t.amount, t.user_id])).toEqual([
      [1000n, null],
      [1000n, null],
    ]);

    const accruals = await client.post('/app/user/productIncome/page', {});
    expect(accruals.total).toBe(2);
    expect(accruals.records.map((r) => [r.amount, r.received])).toEqual([
      ['10.00', false],
      ['10.00', false],
    ]);
    expect(accruals.records[0]!.day > accruals.records[1]!.day).toBe(true);
    const unreceived = await client.post('/app/user/productIncome/unreceived');
    expect(unreceived).toMatchObject({ total: '20.00', orders: [{ orderId, amount: '20.00', days: 2 }] });
    const info = await client.post('/app/user/productIncome/info');
    expect(info).toMatchObject({
      todayIncome: '10.00',
      totalIncome: '20.00',
      fixedIncome: '280.00',
      assets: '320.00',
    });
    // The user feature's getIncomeInfo carries the same figures through its provider hook.
    const userInfo = await client.post('/app/user/getIncomeInfo');
    expect(userInfo).toMatchObject({
      todayIncome: '10.00',
      totalIncome: '20.00',
      fixedIncome: '280.00',
      assets: '320.00',
    });
    await expectBooksBalanced(server);
  });

  it('receives the income into cash', async () => {
    const received = await client.post('/app/user/productIncome/receive', {});
    expect(received).toMatchObject({ amount: '20.00', days: 2, cash: '320.00', unreceived: '0.00' });
    expect(await balancesOf(server, alice.id)).toMatchObject({ cash: '320.00', unreceived: '0.00' });
    expect(await operatorBalance(server, 'income_payable')).toBe('0.00');
    await expectBooksBalanced(server);
    await expectRefusal(
      client.post('/app/user/productIncome/receive', {}),
      400,
      'There is no income to receive',
    );
    const income = await client.post('/app/user/account/findIncomeRecordPage', {});
    expect(income.records.map((r) => [r.type, r.signedAmount, r.balanceAfter])).toEqual([
      ['income_receive', '20.00', '320.00'],
    ]);
    await expectBooksBalanced(server);
  });

  it('withdraws to a bank card: the amount is held, fee included', async () => {
    const card = await client.post('/app/userBank/saveOrUpdate', {
      payeeName: 'Alice Gold',
      receiveAccount: '6222 0000 1111 2222',
      bankId: money.bankId,
    });
    bankCardId = card.id;
    expect(card).toMatchObject({
      bankName: 'Test Bank',
      payeeName: 'Alice Gold',
      receiveAccount: '6222000011112222',
    });

    const info = await client.post('/app/wallet/getWithdrawalInfo');
    expect(info).toMatchObject({ feePercent: 5, available: '320.00', openToday: true });

    const w = await client.post('/app/user/withdrawal/apply', {
      amount: '100.00',
      bankCardId,
      fundPassword: alice.fundPassword,
    });
    withdrawalId = w.id;
    expect(w).toMatchObject({
      amount: '100.00',
      fee: '5.00',
      actualAmount: '95.00',
      bankName: 'Test Bank',
      bankCardNo: '6222000011112222',
      cardholder: 'Alice Gold',
      status: 0,
      statusText: 'pending',
      auditTime: null,
    });
    expect(await balancesOf(server, alice.id)).toEqual({
      cash: '320.00',
      available: '220.00',
      frozen: '100.00',
      unreceived: '0.00',
    });
    // Held money cannot be spent: buying 3 units (300.00) is refused.
    await expectRefusal(
      client.post('/app/product/buy', {
        productId: money.product.id,
        quantity: 3,
        fundPassword: alice.fundPassword,
      }),
      10001,
    );
    await expectBooksBalanced(server);
  });

  it('passes the withdrawal: the money leaves cash for good; funding details show every step', async () => {
    const passed = await money.finance.post('/admin/money/withdrawal/pass', { id: withdrawalId });
    expect(passed).toMatchObject({ status: 'passed', statusText: 'Passed' });
    expect(passed.auditTime).not.toBeNull();
    expect(await balancesOf(server, alice.id)).toEqual({
      cash: '220.00',
      available: '220.00',
      frozen: '0.00',
      unreceived: '0.00',
    });
    expect(await operatorBalance(server, 'withdrawal_payable')).toBe('95.00');
    expect(await operatorBalance(server, 'fee_revenue')).toBe('5.00');
    await expectRefusal(money.finance.post('/admin/money/withdrawal/pass', { id: withdrawalId }), 409);
    await expectRefusal(money.finance.post('/admin/money/withdrawal/reject', { id: withdrawalId }), 409);

    const records = await client.post('/app/user/withdrawal/page', {});
    expect(records.records[0]).toMatchObject({ id: withdrawalId, statusText: 'Passed' });
    expect((await client.post('/app/wallet/getWithdrawalRecord', {})).total).toBe(1);

    const details = await client.post('/app/user/account/findUserAccountRecordPage', { size: 50 });
    const rows = details.records.map(
      (r) =>
        `${r.account} ${r.type} ${r.kind}${r.holdStatus ? `:${r.holdStatus}` : ''} ${r.signedAmount} → ${r.balanceAfter}`,
    );
    expect(rows).toEqual([
      // newest first, in ledger order: each movement once in its current state, the withdrawal and
      // its fee as holds now passed (the pass itself changes nothing the member can spend); the top
      // row carries the balance the member can spend today and every row's balance is the one below
      // it plus its amount. Daily income accrues in the operator's income_payable (the income
      // records page shows it per order and day); funding details show its collection.
      'cash withdraw_fee hold:passed -5.00 → 220.00',
      'cash withdraw hold:passed -95.00 → 225.00',
      'cash income_receive posted 20.00 → 320.00',
      'cash buy posted -200.00 → 300.00',
      'cash recharge posted 500.00 → 500.00',
    ]);
    expect(details.total).toBe(5);
    await expectBooksBalanced(server);
    const tb = await money.support.post('/admin/money/trialBalance');
    expect(tb).toMatchObject({
      ok: true,
      postedDifference: '0.00',
      pendingDifference: '0.00',
      incomePayableDifference: '0.00',
    });
  });

  it('leaves an audit trail of the operator actions', async () => {
    const rows = await server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .orderBy('id')
      .execute();
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'money.config.set',
        'money.payChannel.create',
        'money.bank.create',
        'money.product.create',
        'money.fund.income_reserve',
        'money.accrual.run',
        'money.withdrawal.pass',
      ]),
    );
    const pass = await server.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'money.withdrawal.pass')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(pass.before)).toContain('pending');
    expect(JSON.stringify(pass.after)).toContain('Passed');
  });
});

describe('a rejected withdrawal', () => {
  it('returns the held amount and fee to the member', async () => {
    const bob = await createMember(server.ctx.db, server.ctx.clock);
    const client = clientFor(server, bob.token);
    const recharge = await client.post('/app/user/recharge/recharge', {
      amount: '250.50',
      payChannelId: money.gateway.id,
    });
    // The operator confirms it by hand (no callback came).
    const confirmed = await money.finance.post('/admin/money/recharge/confirm', { id: recharge.id });
    expect(confirmed).toMatchObject({ outcome: 'credited', recharge: { status: 'success' } });
    expect((await money.finance.post('/admin/money/recharge/confirm', { id: recharge.id })).outcome).toBe(
      'duplicate',
    );
    expect(await balancesOf(server, bob.id)).toMatchObject({ cash: '250.50' });

    const card = await client.post('/app/userBank/saveOrUpdate', {
      payeeName: 'Bob',
      receiveAccount: 'GB29NWBK60161331926819',
      bankId: money.bankId,
    });
    const w = await client.post('/app/user/withdrawal/apply', {
      amount: '120.33',
      bankCardId: card.id,
      fundPassword: bob.fundPassword,
    });
    // 5 % of 120.33 = 6.0165 → 6.02 (half up)
    expect(w).toMatchObject({ amount: '120.33', fee: '6.02', actualAmount: '114.31' });
    expect(await balancesOf(server, bob.id)).toEqual({
      cash: '250.50',
      available: '130.17',
      frozen: '120.33',
      unreceived: '0.00',
    });

    const rejected = await money.finance.post('/admin/money/withdrawal/reject', {
      id: w.id,
      reason: 'card name mismatch',
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      statusText: 'Rejected',
      rejectReason: 'card name mismatch',
    });
    expect(await balancesOf(server, bob.id)).toEqual({
      cash: '250.50',
      available: '250.50',
      frozen: '0.00',
      unreceived: '0.00',
    });
    const details = await client.post('/app/user/account/findUserAccountRecordPage', { account: 'cash' });
    // the holds show as rejected, and the money comes back as two "returned" movements
    expect(
      details.records.map(
        (r) =>
          `${r.type} ${r.kind}${r.holdStatus ? `:${r.holdStatus}` : ''} ${r.signedAmount} → ${r.balanceAfter}`,
      ),
    ).toEqual([
      'withdraw_fee returned 6.02 → 250.50',
      'withdraw returned 114.31 → 244.48',
      'withdraw_fee hold:rejected -6.02 → 130.17',
      'withdraw hold:rejected -114.31 → 136.19',
      'recharge posted 250.50 → 250.50',
    ]);
    expect(details.records.filter((r) => r.kind === 'returned').map((r) => r.direction)).toEqual([
      'in',
      'in',
    ]);
    await expectBooksBalanced(server);
  });
});
