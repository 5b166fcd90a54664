/**
 * Refusals: each one answers a clear message (SPEC §5 wording, in the member's language) and moves
 * no money. Callbacks that are unsigned, tampered, stale, replayed, for unknown orders or wrong
 * amounts are refused and logged; USDT below the minimum is refused up front.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember, type TestMember } from '../support/fixtures.js';
import { setUpMoney, type MoneySetup } from '../support/money.js';
import { clientFor, expectRefusal, postRaw, sendCallback, type Client } from '../support/clients.js';
import { balancesOf, expectBooksBalanced, transferCount } from '../support/books.js';
import { businessWeekday } from '../../src/modules/money/time.js';
import { signCallback } from '../../src/modules/money/recharge/callback.service.js';

let server: TestServer;
let money: MoneySetup;
let alice: TestMember;
let bob: TestMember;
let client: Client;
let cardId: number;

beforeAll(async () => {
  server = await startTestServer();
  money = await setUpMoney(server);
  alice = await createMember(server.ctx.db, server.ctx.clock, { cash: 300_000n });
  bob = await createMember(server.ctx.db, server.ctx.clock, { cash: 10_000n });
  client = clientFor(server, alice.token);
  cardId = (
    await client.post('/app/userBank/saveOrUpdate', {
      payeeName: 'Alice',
      receiveAccount: '62220000111',
      bankId: money.bankId,
    })
  ).id;
});
afterAll(async () => server?.close());

/** Asserts the call is refused with the message and that no ledger transfer was written. */
async function refusedWithoutMoving(call: () => Promise<unknown>, code: number, message: string | RegExp) {
  const before = await transferCount(server);
  const cash = await balancesOf(server, alice.id);
  await expectRefusal(call(), code, message);
  expect(await transferCount(server)).toBe(before);
  expect(await balancesOf(server, alice.id)).toEqual(cash);
}

describe('withdrawal refusals', () => {
  const apply = (body: Record<string, unknown>, language = 'en-US') =>
    clientFor(server, alice.token, language).post('/app/user/withdrawal/apply', body as never);

  it('asks for the amount and the card with the messages of the spec, in six languages', async () => {
    const expected: Record<string, [string, string]> = {
      'en-US': ['Please enter the withdraw amount', 'Please select your bank card'],
      'zh-CN': ['请输入提现金额', '请选择您的银行卡'],
      'zh-TW': ['請輸入提現金額', '請選擇您的銀行卡'],
      es: ['Introduzca el importe a retirar', 'Seleccione su tarjeta bancaria'],
      fr: ['Veuillez saisir le montant du retrait', 'Veuillez sélectionner votre carte bancaire'],
      'tr-TR': ['Lütfen çekim tutarını girin', 'Lütfen banka kartınızı seçin'],
    };
    for (const [language, [amountMessage, cardMessage]] of Object.entries(expected)) {
      await refusedWithoutMoving(
        () => apply({ bankCardId: cardId, fundPassword: alice.fundPassword }, language),
        400,
        amountMessage,
      );
      await refusedWithoutMoving(
        () => apply({ amount: '', bankCardId: cardId, fundPassword: alice.fundPassword }, language),
        400,
        amountMessage,
      );
      await refusedWithoutMoving(
        () => apply({ amount: '20.00', fundPassword: alice.fundPassword }, language),
        400,
        cardMessage,
      );
    }
    const wire = await server.post(
      '/core/app/user/withdrawal/apply',
      { amount: '20' },
      { 'x-access-token': alice.token },
    );
    expect(wire).toMatchObject({
      status: 400,
      body: { code: 400, message: 'Please select your bank card', result: null },
    });
  });

  it('refuses a 3-decimal amount, amounts outside min/max, a wrong fund password', async () => {
    await refusedWithoutMoving(
      () => apply({ amount: '20.005', bankCardId: cardId, fundPassword: alice.fundPassword }),
      400,
      'Amount must be an amount with at most 2 decimals',
    );
    await refusedWithoutMoving(
      () => apply({ amount: '1e3', bankCardId: cardId, fundPassword: alice.fundPassword }),
      400,
      /at most 2 decimals/,
    );
    await refusedWithoutMoving(
      () => apply({ amount: '5000.01', bankCardId: cardId, fundPassword: alice.fundPassword }),
      400,
      'The maximum withdrawal amount is 5000.00',
    );
    await refusedWithoutMoving(
      () => apply({ amount: '9.99', bankCardId: cardId, fundPassword: alice.fundPassword }),
      400,
      'The minimum withdrawal amount is 10.00',
    );
    await refusedWithoutMoving(
      () => apply({ amount: '20.00', bankCardId: cardId, fundPassword: '000000' }),
      400,
      'Wrong fund password',
    );
    await refusedWithoutMoving(
      () => apply({ amount: '20.00', bankCardId: cardId }),
      400,
      'Fund password is required',
    );
  });

  it('refuses on a closed weekday, naming the open days', async () => {
    const today = businessWeekday(server.ctx.clock.now(), 'UTC');
    const open = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today);
    await money.admin.post('/admin/money/config/set', {
      key: 'money.withdraw_open_weekdays',
      value: open.join(','),
    });
    const error = await expectRefusal(
      apply({ amount: '20.00', bankCardId: cardId, fundPassword: alice.fundPassword }),
      400,
    );
    expect(error.message).toMatch(/^Withdrawals are not open today\. Open days: /);
    expect(error.message).not.toContain(
      new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(server.ctx.clock.now()),
    );
    const info = await client.post('/app/chargeAndWithdrawConfig/getConfig');
    expect(info).toMatchObject({
      withdrawOpenToday: false,
      withdrawOpenWeekdays: open,
      withdrawFeePercent: 5,
      withdrawFeeBasisPoints: 500,
    });
    await money.admin.post('/admin/money/config/set', {
      key: 'money.withdraw_open_weekdays',
      value: '1,2,3,4,5,6,7',
    });
  });

  it('treats another member’s card or wallet as not found', async () => {
    const bobClient = clientFor(server, bob.token);
    const bobCard = await bobClient.post('/app/userBank/saveOrUpdate', {
      payeeName: 'Bob',
      receiveAccount: '99990000111',
      bankId: money.bankId,
    });
    const bobWallet = await bobClient.post('/app/wallet/addWallet', {
      type: 'ERC20',
      address: `0x${'ab'.repeat(20)}`,
    });
    await refusedWithoutMoving(
      () => apply({ amount: '20.00', bankCardId: bobCard.id, fundPassword: alice.fundPassword }),
      404,
      'Bank card not found',
    );
    await refusedWithoutMoving(
      () => apply({ amount: '20.00', walletId: bobWallet.id, fundPassword: alice.fundPassword }),
      404,
      'Wallet not found',
    );
    await refusedWithoutMoving(
      () => client.post('/app/wallet/withdrawal', { amount: '20.00', fundPassword: alice.fundPassword }),
      400,
      'Please select your wallet',
    );
    // Alice cannot see, change or delete Bob's card or wallet.
    expect((await client.post('/app/userBank/page', {})).records.map((c) => c.id)).toEqual([cardId]);
    await expectRefusal(
      client.post('/app/userBank/saveOrUpdate', {
        id: bobCard.id,
        payeeName: 'X',
        receiveAccount: '12345678',
        bankId: money.bankId,
      }),
      404,
    );
    await expectRefusal(client.post('/app/userBank/delete', { id: bobCard.id }), 404, 'Bank card not found');
    await expectRefusal(client.post('/app/wallet/delWallet', { id: bobWallet.id }), 404, 'Wallet not found');
    await expectRefusal(client.post('/app/wallet/editWallet', { id: bobWallet.id, name: 'mine' }), 404);
    expect(await client.post('/app/wallet/listWallet')).toEqual([]);
    expect((await bobClient.post('/app/userBank/page', {})).total).toBe(1);
  });

  it('withdraws to a wallet through /app/wallet/withdrawal', async () => {
    const wallet = await client.post('/app/wallet/addWallet', {
      type: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      name: 'main',
    });
    const w = await client.post('/app/wallet/withdrawal', {
      amount: '50.00',
      walletId: wallet.id,
      fundPassword: alice.fundPassword,
    });
    expect(w).toMatchObject({
      method: 'wallet',
      payChannel: 'USDT-TRC20',
      bankCardNo: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      amount: '50.00',
      fee: '2.50',
    });
    expect(await balancesOf(server, alice.id)).toMatchObject({ available: '2950.00', frozen: '50.00' });
    await expectRefusal(money.support.post('/admin/money/withdrawal/pass', { id: w.id }), 403);
    await money.finance.post('/admin/money/withdrawal/reject', { id: w.id });
    expect(await balancesOf(server, alice.id)).toMatchObject({ available: '3000.00', frozen: '0.00' });
  });
});

describe('bank cards and wallets', () => {
  it('answers the spec messages for empty card fields', async () => {
    const save = (body: Record<string, unknown>, language = 'en-US') =>
      clientFor(server, alice.token, language).post('/app/userBank/saveOrUpdate', body as never);
    await expectRefusal(save({ receiveAccount: '12345678', bankId: money.bankId }), 400, 'Payee name empty');
    await expectRefusal(
      save({ payeeName: '  ', receiveAccount: '12345678', bankId: money.bankId }),
      400,
      'Payee name empty',
    );
    await expectRefusal(save({ payeeName: 'A', bankId: money.bankId }), 400, 'Receive account empty');
    await expectRefusal(save({ payeeName: 'A', receiveAccount: '12345678' }), 400, 'Please Select A Bank');
    await expectRefusal(save({ payeeName: 'A', receiveAccount: '12345678' }, 'zh-CN'), 400, '请选择银行');
    await expectRefusal(
      save({ payeeName: 'A', receiveAccount: '12-34', bankId: money.bankId }),
      400,
      /6 to 34/,
    );
    await expectRefusal(
      save({ payeeName: 'A', receiveAccount: '12345678', bankId: 999999 }),
      400,
      'Bank not found',
    );
    const banks = await client.post('/app/bank/page', {});
    expect(banks.records.map((b) => b.id)).toContain(money.bankId);
    const updated = await save({
      id: cardId,
      payeeName: 'Alice B',
      receiveAccount: '62220000999',
      bankId: money.bankId,
    });
    expect(updated).toMatchObject({ id: cardId, payeeName: 'Alice B', receiveAccount: '62220000999' });
  });

  it('checks wallet addresses per network', async () => {
    const add = (body: Record<string, unknown>) => client.post('/app/wallet/addWallet', body as never);
    await expectRefusal(
      add({ type: 'BTC', address: 'x' }),
      400,
      'Please choose the wallet type (TRC20 or ERC20)',
    );
    await expectRefusal(add({ type: 'TRC20' }), 400, 'Please enter the wallet address');
    // right shape, wrong checksum
    await expectRefusal(
      add({ type: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }),
      400,
      'This is not a valid TRC20 address',
    );
    await expectRefusal(
      add({ type: 'TRC20', address: `0x${'12'.repeat(20)}` }),
      400,
      'This is not a valid TRC20 address',
    );
    await expectRefusal(
      add({ type: 'ERC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }),
      400,
      'This is not a valid ERC20 address',
    );
    await expectRefusal(
      add({ type: 'ERC20', address: `0x${'12'.repeat(19)}` }),
      400,
      'This is not a valid ERC20 address',
    );
    const erc = await add({ type: 'erc20', address: `0x${'12'.repeat(20)}` });
    expect(erc).toMatchObject({ type: 'ERC20', network: 'ERC20' });
    await expectRefusal(
      add({ type: 'ERC20', address: `0x${'12'.repeat(20)}` }),
      409, // a duplicate of something stored is a conflict
      'This wallet address is already saved',
    );
    const edited = await client.post('/app/wallet/editWallet', { id: erc.id, name: 'cold' });
    expect(edited.name).toBe('cold');
    await expectRefusal(
      client.post('/app/wallet/editWallet', { id: erc.id, address: 'nope' }),
      400,
      'This is not a valid ERC20 address',
    );
    await client.post('/app/wallet/delWallet', { id: erc.id });
    expect((await client.post('/app/wallet/listWallet')).map((w) => w.id)).not.toContain(erc.id);
  });
});

describe('buying refusals', () => {
  it('moves nothing on a wrong fund password, an unknown, switched-off or expired product', async () => {
    await refusedWithoutMoving(
      () => client.post('/app/product/buy', { productId: money.product.id, fundPassword: '111111' }),
      400,
      'Wrong fund password',
    );
    await refusedWithoutMoving(
      () => client.post('/app/product/buy', { productId: 987654, fundPassword: alice.fundPassword }),
      404,
      'Product not found',
    );
    const off = await money.admin.post('/admin/money/product/save', {
      name: 'Off',
      price: '1.00',
      dailyIncome: '0.10',
      periodDays: 5,
      stock: 5,
      status: 'off',
    });
    await refusedWithoutMoving(
      () => client.post('/app/product/buy', { productId: off.id, fundPassword: alice.fundPassword }),
      400,
      'This product is not on sale',
    );
    const expired = await money.admin.post('/admin/money/product/save', {
      name: 'Expired',
      price: '1.00',
      dailyIncome: '0.10',
      periodDays: 5,
      stock: 5,
      validUntil: new Date(server.ctx.clock.now().getTime() - 1000).toISOString(),
    });
    await refusedWithoutMoving(
      () => client.post('/app/product/buy', { productId: expired.id, fundPassword: alice.fundPassword }),
      400,
      'This product is no longer available',
    );
    const poor = await createMember(server.ctx.db, server.ctx.clock, { cash: 50n });
    await expectRefusal(
      clientFor(server, poor.token).post('/app/product/buy', {
        productId: money.product.id,
        fundPassword: poor.fundPassword,
      }),
      10001,
      'Insufficient balance',
    );
    const list = await client.post('/app/product/page', {});
    expect(list.records.map((p) => p.name)).not.toContain('Off');
    await expectRefusal(
      money.finance.post('/admin/money/product/save', {
        name: 'x',
        price: '1.00',
        dailyIncome: '0.10',
        periodDays: 5,
        stock: 5,
      }),
      403,
    );
    await expectRefusal(client.post('/admin/money/trialBalance'), 50001);
  });
});

describe('recharge refusals and callbacks', () => {
  let orderNo: string;

  it('refuses gateway amounts outside min/max', async () => {
    await expectRefusal(
      client.post('/app/user/recharge/recharge', { amount: '9.99', payChannelId: money.gateway.id }),
      400,
      'The minimum recharge amount is 10.00',
    );
    await expectRefusal(
      client.post('/app/user/recharge/recharge', { amount: '10000.01', payChannelId: money.gateway.id }),
      400,
      'The maximum recharge amount is 10000.00',
    );
    await expectRefusal(
      client.post('/app/user/recharge/recharge', { payChannelId: money.gateway.id }),
      400,
      'Amount is required',
    );
    await expectRefusal(
      client.post('/app/user/recharge/recharge', { amount: '10.001', payChannelId: money.gateway.id }),
      400,
      /at most 2 decimals/,
    );
    await expectRefusal(
      client.post('/app/user/recharge/recharge', { amount: '10', payChannelId: 999999 }),
      400,
      'This payment channel is not available',
    );
    orderNo = (
      await client.post('/app/user/recharge/recharge', { amount: '100.00', payChannelId: money.gateway.id })
    ).orderNo;
  });

  it('refuses and logs unsigned, tampered, stale, replayed, unknown-order and wrong-amount callbacks', async () => {
    const before = await transferCount(server);
    const body = (fields: Record<string, unknown>) =>
      JSON.stringify({
        orderNo,
        amount: '100.00',
        status: 'success',
        timestamp: Math.floor(server.ctx.clock.now().getTime() / 1000),
        nonce: `x${Math.random()}`,
        ...fields,
      });

    const unsigned = await postRaw(server, money.gateway.code, body({}), null);
    expect(unsigned.status).toBe(403);
    expect(unsigned.body.message).toBe('Invalid signature');
    const wrongKey = await postRaw(
      server,
      money.gateway.code,
      body({}),
      signCallback('not-the-secret', body({})),
    );
    expect(wrongKey.status).toBe(403);
    const signed = body({ nonce: 'tamper' });
    const tampered = await postRaw(
      server,
      money.gateway.code,
      signed.replace('100.00', '1000.00'),
      signCallback(money.gateway.secret, signed),
    );
    expect(tampered.status).toBe(403);
    const usdtKey = await postRaw(
      server,
      money.gateway.code,
      body({}),
      signCallback(money.usdt.secret, body({})),
    );
    expect(usdtKey.status).toBe(403);

    const stale = await sendCallback(server, money.gateway, {
      orderNo,
      amount: '100.00',
      timestamp: Math.floor(server.ctx.clock.now().getTime() / 1000) - 3600,
    });
    expect(stale).toMatchObject({ status: 400, body: { message: 'The callback timestamp is out of range' } });
    const future = await sendCallback(server, money.gateway, {
      orderNo,
      amount: '100.00',
      timestamp: Math.floor(server.ctx.clock.now().getTime() / 1000) + 3600,
    });
    expect(future.status).toBe(400);
    const unknown = await sendCallback(server, money.gateway, { orderNo: 'R-nope', amount: '100.00' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Unknown order' } });
    const wrongAmount = await sendCallback(server, money.gateway, { orderNo, amount: '100.01' });
    expect(wrongAmount).toMatchObject({
      status: 400,
      body: { message: 'The amount does not match the order' },
    });
    const noAmount = await sendCallback(server, money.gateway, { orderNo, amount: 'lots' });
    expect(noAmount.status).toBe(400);
    const noChannel = await sendCallback(
      server,
      { code: 'nobody', secret: 'x' },
      { orderNo, amount: '100.00' },
    );
    expect(noChannel.status).toBe(404);
    const garbage = await postRaw(
      server,
      money.gateway.code,
      'not json at all {',
      signCallback(money.gateway.secret, 'not json at all {'),
    );
    expect(garbage).toMatchObject({ status: 400, body: { message: 'Malformed callback' } });

    expect(await transferCount(server)).toBe(before);
    expect((await client.post('/app/user/recharge/page', {})).records[0]).toMatchObject({
      orderNo,
      statusText: 'Unpaid',
    });

    // Form-encoded, correctly signed: credited once; its exact replay is refused.
    const good = await sendCallback(server, money.gateway, { orderNo, amount: '100.00' }, { form: true });
    expect(good.body.result).toEqual({ orderNo, outcome: 'credited' });
    const replay = await postRaw(server, money.gateway.code, good.rawBody, good.signature, true);
    expect(replay).toMatchObject({ status: 409, body: { message: 'This callback was already received' } });
    expect(await transferCount(server)).toBe(before + 1);

    const log = await money.support.post('/admin/money/callback/page', { size: 50 });
    const outcomes = log.records.map((r) => r.outcome);
    for (const outcome of [
      'bad_signature',
      'stale',
      'unknown_order',
      'wrong_amount',
      'unknown_channel',
      'bad_body',
      'accepted',
      'replayed',
    ]) {
      expect(outcomes).toContain(outcome);
    }
    expect(log.records.every((r) => r.rawBody.length > 0)).toBe(true);
    // A failed report after success is refused; a failed report for an open order fails it.
    const failedAfter = await sendCallback(server, money.gateway, {
      orderNo,
      amount: '100.00',
      status: 'failed',
    });
    expect(failedAfter.status).toBe(409);
    const other = await client.post('/app/user/recharge/recharge', {
      amount: '20.00',
      payChannelId: money.gateway.id,
    });
    const failed = await sendCallback(server, money.gateway, {
      orderNo: other.orderNo,
      amount: '20.00',
      status: 'failed',
    });
    expect(failed.body.result).toEqual({ orderNo: other.orderNo, outcome: 'failed' });
    const late = await sendCallback(server, money.gateway, { orderNo: other.orderNo, amount: '20.00' });
    expect(late.status).toBe(409);
    await expectBooksBalanced(server);
  });

  it('refuses a USDT recharge below the minimum up front, in six languages', async () => {
    const expected: Record<string, string> = {
      'en-US': 'Recharge below USDT 1 is not credited and not refundable',
      'zh-CN': '低于 1 USDT 的充值不会到账，也不予退还',
      'zh-TW': '低於 1 USDT 的儲值不會入帳，也不予退還',
      es: 'Las recargas inferiores a 1 USDT no se acreditan ni se reembolsan',
      fr: 'Une recharge inférieure à 1 USDT n’est ni créditée ni remboursable',
      'tr-TR': '1 USDT altındaki yüklemeler hesaba geçmez ve iade edilmez',
    };
    for (const [language, message] of Object.entries(expected)) {
      await expectRefusal(
        clientFor(server, alice.token, language).post('/app/user/recharge/recharge', {
          amount: '0.99',
          payChannelId: money.usdt.id,
        }),
        400,
        message,
      );
    }
    const info = await client.post('/app/wallet/getRecharge');
    expect(info).toMatchObject({
      network: 'TRC20',
      min: '1.00',
      rate: '7.25',
      warning: expected['en-US'],
      payChannelId: money.usdt.id,
    });
    expect(info.address).toMatch(/^T/);
    const count = await server.ctx.db
      .selectFrom('recharges')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('method', '=', 'usdt')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('credits a confirmed USDT deposit at the configured rate and writes a coin record; below the minimum it is recorded, not credited', async () => {
    const cashBefore = (await balancesOf(server, alice.id)).cash;
    const r = await client.post('/app/user/recharge/recharge', {
      amount: '10.5',
      payChannelId: money.usdt.id,
    });
    expect(r).toMatchObject({
      method: 'usdt',
      status: 1,
      statusText: 'pending',
      usdtAmount: '10.50',
      usdt: { network: 'TRC20', rate: '7.25', estimatedAmount: '76.13' },
    });
    // While it waits, its record is headed by what it will credit at today's rate, not 0.00.
    const waiting = (await client.post('/app/user/recharge/page', {})).records.find((x) => x.id === r.id)!;
    expect(waiting).toMatchObject({ amount: '0.00', estimatedAmount: '76.13', statusText: 'pending' });
    // The chain watcher reports what really arrived: 10.5 USDT × 7.25 = 76.125 → 76.13.
    const ok = await sendCallback(server, money.usdt, {
      orderNo: r.orderNo,
      usdtAmount: '10.5',
      txHash: '0xabc1',
    });
    expect(ok.body.result).toEqual({ orderNo: r.orderNo, outcome: 'credited' });
    const credited = (await client.post('/app/user/recharge/page', {})).records.find((x) => x.id === r.id)!;
    expect(credited).toMatchObject({ amount: '76.13', estimatedAmount: null });
    expect(Number((await balancesOf(server, alice.id)).cash) - Number(cashBefore)).toBeCloseTo(76.13, 2);
    const coins = await client.post('/app/wallet/getCoinRecord', {});
    expect(coins.records[0]).toMatchObject({
      currency: 'USDT',
      fromAmount: '10.50',
      price: '7.25',
      toAmount: '76.13',
    });
    expect(coins.records[0]!.createDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const small = await client.post('/app/user/recharge/recharge', {
      amount: '2',
      payChannelId: money.usdt.id,
    });
    const below = await sendCallback(server, money.usdt, {
      orderNo: small.orderNo,
      usdtAmount: '0.5',
      txHash: '0xabc2',
    });
    expect(below.body.result).toEqual({ orderNo: small.orderNo, outcome: 'below_minimum' });
    const record = (await client.post('/app/user/recharge/page', {})).records.find(
      (x) => x.orderNo === small.orderNo,
    )!;
    expect(record).toMatchObject({ statusText: 'failed', usdtAmount: '0.50', amount: '0.00' });
    expect(record.failureReason).toMatch(/below_minimum/);
    expect((await client.post('/app/wallet/getCoinRecord', {})).total).toBe(1);

    // The same chain transaction cannot pay a second order.
    const third = await client.post('/app/user/recharge/recharge', {
      amount: '3',
      payChannelId: money.usdt.id,
    });
    const reused = await sendCallback(server, money.usdt, {
      orderNo: third.orderNo,
      usdtAmount: '3',
      txHash: '0xabc1',
    });
    expect(reused.status).toBe(409);
    // An operator can confirm it by hand with the confirmed amount.
    const confirmed = await money.finance.post('/admin/money/recharge/confirm', {
      id: third.id,
      usdtAmount: '3',
      txHash: '0xabc3',
    });
    expect(confirmed).toMatchObject({
      outcome: 'credited',
      recharge: { amount: '21.75', statusText: 'success' },
    });
    await expectBooksBalanced(server);
  });
});
