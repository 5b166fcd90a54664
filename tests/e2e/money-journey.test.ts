/**
 * Journey 1, the member's money from start to end, through the real UI at 375×812:
 * register with the demo member's invitation code → log out and in → recharge by payment channel
 * (the channel's callback is signed here with the channel secret) → set the fund password and buy a
 * product (fund password + slide to confirm) → two days of income (server clock advanced, accrual
 * run by the operator) → receive the income → add a bank card → withdraw (fund password + slide)
 * → the operator passes it → billing, recharge records, funding details and the balance on the
 * mine page are right to the cent, and agree with the API.
 *
 * Only what a member cannot do in the UI goes to the API: operator actions, the payment channel's
 * callback, the clock.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, memberInfo, memberMoney, payByChannel } from '../support/api.js';
import {
  cents,
  clearToasts,
  dismissNotices,
  enterFundPassword,
  expectToast,
  lastSmsCode,
  loginViaUi,
  mineBalance,
  registerViaUi,
  serverNow,
  slideToConfirm,
  startJourney,
  storedToken,
  toasts,
  type Journey,
} from '../support/journey.js';

const PHONE = '5550100101';
const PASSWORD = 'Money1234';
const FUND_PASSWORD = '246810';

let j: Journey;
let secret: string;

beforeAll(async () => {
  j = await startJourney();
  secret = await j.operator.setChannelSecret('quickpay');
  // withdrawals open every day, whatever weekday the (advanced) server clock is on
  await j.operator.setMoneyConfig('money.withdraw_open_weekdays', '1,2,3,4,5,6,7');
  j.context.on('page', (p) => void (p !== j.page && p.close())); // the pay page the app opens in a new tab
});

afterAll(async () => {
  await j?.operator.setMoneyConfig('money.withdraw_open_weekdays', '1,2,3,4,5').catch(() => undefined);
  await j?.close();
});

type Movement = string[];
const byText = (a: Movement, b: Movement) => a.join('|').localeCompare(b.join('|'));

/** A funding-details card as [type, signed amount, "Balance" | "Unreceived", amount after]; its time is left out. */
function movement(text: string): Movement {
  const m = /^(.*?)\s*([+-]\$[\d,]+\.\d{2})Time.*?(Balance|Unreceived)(\$[\d,]+\.\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`unexpected funding record: ${text}`);
  return [m[1]!.trim(), m[2]!, m[3]!, m[4]!];
}

/** The funding details seen at the end of the journey (newest first, as listed). */
let fundingDetails: Movement[] = [];

/** The text of every record card on a list screen, once at least `min` are shown. */
async function recordTexts(page: Page, min = 1): Promise<string[]> {
  const cards = page.getByRole('article');
  await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(min);
  return cards.allTextContents();
}

/**
 * Mine and Withdraw show the same spendable balance, and money held for pending withdrawals is said
 * apart on both (or on neither).
 */
async function expectHeldFigures(
  page: Page,
  appUrl: string,
  figures: { available: string; held: string | null },
) {
  expect(await mineBalance(page, appUrl)).toBe(cents(figures.available));
  const note = page.getByTestId('mine-on-hold');
  if (figures.held)
    await expect.poll(() => note.textContent()).toBe(`${figures.held} on hold for pending withdrawals`);
  else expect(await note.count()).toBe(0);
  await page.goto(`${appUrl}/pages/withdraw/withdraw`);
  const panel = page.getByRole('region', { name: 'Available balance' });
  await expect.poll(() => panel.textContent()).toContain(figures.available);
  if (figures.held)
    expect(await panel.textContent()).toContain(`${figures.held} on hold for pending withdrawals`);
  else expect(await panel.textContent()).not.toContain('on hold');
}

describe('money journey', () => {
  it('register → recharge → buy → income → receive → bank card → withdraw → passed, right to the cent', async () => {
    const { page, app, operator } = j;

    // --- register with the demo member's invitation code, log out, log in
    const demoToken = await apiLogin(app.url, '5550000001', 'Demo1234');
    const demo = await memberInfo(app.url, demoToken);
    await registerViaUi(page, app, { phone: PHONE, password: PASSWORD, invitationCode: demo.invitationCode });
    await dismissNotices(page);
    const me = await memberInfo(app.url, await storedToken(page));
    expect(me.hasFundPassword).toBe(false);

    await page.goto(`${app.url}/pages/mine/mine`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/pages/user/login');
    expect(await page.evaluate(() => localStorage.getItem('aurum.token'))).toBeNull();
    await loginViaUi(page, app, PHONE, PASSWORD);
    await dismissNotices(page, 2_000);
    const referrer = (await memberInfo(app.url, await storedToken(page))) as unknown as {
      referrer: { id: number } | null;
    };
    expect(referrer.referrer?.id).toBe(demo.id);
    expect(await mineBalance(page, app.url)).toBe(0);

    // --- recharge 500.00 by the QuickPay channel; the channel calls back, signed
    await page.goto(app.url + '/');
    await page.getByRole('button', { name: 'Recharge' }).first().click();
    await page.waitForURL((u) => u.pathname === '/pages/recharge/recharge');
    await page.getByRole('radio', { name: /QuickPay/ }).click();
    await page.getByLabel('Recharge amount').fill('500');
    const created = page.waitForResponse((r) => r.url().endsWith('/core/app/user/recharge/recharge'));
    await page.getByRole('button', { name: 'Recharge now' }).click();
    const order = ((await (await created).json()) as { result: { orderNo: string; amount: string } }).result;
    expect(order.amount).toBe('500.00');
    await page.getByText(order.orderNo).waitFor(); // the order is shown, unpaid
    const callback = await payByChannel(app.url, 'quickpay', secret, order, await serverNow(app));
    expect(callback.result?.outcome, JSON.stringify(callback)).toBe('credited');
    expect(await mineBalance(page, app.url)).toBe(500_00);

    // recharge records: the order, success, 500.00
    await page.goto(`${app.url}/pages/mine/record`);
    const recharges = await recordTexts(page);
    expect(recharges).toHaveLength(1);
    expect(recharges[0]).toContain(order.orderNo);
    expect(recharges[0]).toContain('$500.00');
    expect(recharges[0]).toMatch(/Success/i);

    // --- buy the Gold Bracelet Plan (100.00, 5.00 a day): first set the fund password when asked
    await page.goto(`${app.url}/pages/product/list`);
    await page.getByText('Gold Bracelet Plan').first().click();
    await page.waitForURL((u) => u.pathname === '/pages/product/product');
    await page.getByRole('button', { name: 'Buy now' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByRole('button', { name: 'Set now' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/pages/mine/Reset-Password' && u.searchParams.get('type') === '1',
    );
    await page.getByLabel('New fund password').fill(FUND_PASSWORD);
    await page.getByLabel('Confirm fund password').fill(FUND_PASSWORD);
    // one SMS per phone per minute: the registration code was sent less than a minute ago
    await app.hook('/core/dev/clock/advance', { ms: 61_000 });
    const smsSince = Date.now(); // the SMS sink stamps real time, not the server clock
    await page.getByRole('button', { name: 'Send code' }).click();
    const fundCode = await lastSmsCode(app, PHONE, { purpose: 'resetAssetPwd', since: smsSince }).catch(
      async (e: Error) => {
        throw new Error(`${e.message}; toasts: ${JSON.stringify(await toasts(page))}`);
      },
    );
    await page.getByLabel('Verification code').fill(fundCode);
    await clearToasts(page);
    await page.getByRole('button', { name: 'Save fund password' }).click();
    await expectToast(page, 'Fund password saved');
    await page.waitForURL((u) => u.pathname === '/pages/product/product');

    await page.getByRole('button', { name: 'Buy now' }).click();
    await enterFundPassword(page, FUND_PASSWORD);
    const confirm = page.getByRole('dialog').filter({ hasText: 'Confirm purchase' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('$100.00');
    await clearToasts(page);
    await slideToConfirm(page);
    await expectToast(page, 'Purchase successful');
    expect(await mineBalance(page, app.url)).toBe(400_00);

    // my goods: one valid order
    await page.goto(`${app.url}/pages/mine/order`);
    const orders = await recordTexts(page);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toContain('Gold Bracelet Plan');
    expect(orders[0]).toContain('$100.00');

    // --- two days of income: the server's clock moves 2 days on, the operator runs the accrual
    await app.hook('/core/dev/clock/advance', { days: 2 });
    const accrual = await operator.runAccrual();
    expect(accrual.daysPaid.length).toBeGreaterThanOrEqual(2);
    await page.goto(`${app.url}/pages/mine/receive`);
    const unreceived = page.getByRole('region', { name: 'Unreceived income' });
    await expect.poll(() => unreceived.textContent(), { timeout: 15_000 }).toContain('$10.00');
    await clearToasts(page);
    await page.getByRole('button', { name: 'Receive all' }).click();
    await expectToast(page, 'Received $10.00');
    await expect.poll(() => unreceived.textContent()).toContain('$0.00');
    expect(await mineBalance(page, app.url)).toBe(410_00);

    // --- add a bank card
    await page.goto(app.url + '/');
    await page.getByRole('button', { name: 'Bank card' }).first().click();
    await page.waitForURL((u) => u.pathname === '/pages/card/card');
    await page.getByRole('button', { name: 'Add bank card' }).click();
    await page.waitForURL((u) => u.pathname === '/pages/card/add');
    await page.getByLabel('Payee name').fill('Alex Morgan');
    await page.getByLabel('Receive account').fill('123456789012');
    await page.getByRole('button', { name: /^Bank/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bank of America' }).click();
    await clearToasts(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Bank card added');
    await page.waitForURL((u) => u.pathname === '/pages/card/card');
    const cards = await recordTexts(page);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toContain('Bank of America');
    expect(cards[0]).toContain('1****89012'); // first 1 and last 5 characters (SPEC §3)

    // --- withdraw 200.00: 5 % fee 10.00, 190.00 arrives; fund password, then slide to confirm
    await page.goto(`${app.url}/pages/mine/mine`);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.waitForURL((u) => u.pathname === '/pages/withdraw/withdraw');
    await expect
      .poll(() => page.getByRole('radio', { name: /Bank of America/ }).getAttribute('aria-checked'))
      .toBe('true');
    await page.getByLabel('Withdraw amount').fill('200');
    await expect
      .poll(() => page.getByText('Actual arrival').locator('..').textContent())
      .toContain('$190.00');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
    await enterFundPassword(page, FUND_PASSWORD);
    const confirmWithdraw = page.getByRole('dialog').filter({ hasText: 'Confirm withdrawal' });
    await confirmWithdraw.waitFor();
    const summary = (await confirmWithdraw.textContent()) ?? '';
    expect(summary).toContain('$200.00');
    expect(summary).toContain('$10.00');
    expect(summary).toContain('$190.00');
    await clearToasts(page);
    await slideToConfirm(page);
    await expectToast(page, 'Withdrawal submitted');
    // held: the 200.00 is no longer available — and Mine, Withdraw and Funding details all say so
    expect((await memberMoney(app.url, await storedToken(page))).available).toBe('210.00');
    await expectHeldFigures(page, app.url, { available: '$210.00', held: '$200.00' });
    await page.goto(`${app.url}/pages/mine/Funding-Details`);
    expect((await recordTexts(page, 5)).slice(0, 2).map(movement)).toEqual([
      ['Withdrawal fee On hold', '-$10.00', 'Balance', '$210.00'],
      ['Withdrawal On hold', '-$190.00', 'Balance', '$220.00'],
    ]);

    // --- the operator passes it
    const pending = await operator.pendingWithdrawals(me.id);
    expect(pending.map((w) => w.amount)).toEqual(['200.00']);
    expect((await operator.passWithdrawal(pending[0]!.id)).statusText).toBe('Passed');

    // --- billing: the withdrawal, passed, with amount, fee and actual arrival
    await page.goto(`${app.url}/pages/mine/billing`);
    const bills = await recordTexts(page);
    expect(bills).toHaveLength(1);
    const bill = bills[0]!;
    expect(bill).toContain('Passed');
    expect(bill).toMatch(/Amount\s*\$200\.00/);
    expect(bill).toMatch(/Fee\s*\$10\.00 \(5%\)/);
    expect(bill).toMatch(/Actual arrived\s*\$190\.00/);
    expect(bill).toContain('Bank of America');
    expect(bill).toContain('1****89012');

    // --- funding details: every movement of the member's money, to the cent. Daily income accrues
    // in the operator's income payable (the income records list it per order and day); what the
    // member's money shows is its collection.
    await page.goto(`${app.url}/pages/mine/Funding-Details`);
    const movements = (await recordTexts(page, 5)).map(movement);
    expect([...movements].sort(byText)).toEqual(
      [
        ['Recharge', '+$500.00', 'Balance', '$500.00'],
        ['Product purchase', '-$100.00', 'Balance', '$400.00'],
        ['Income received', '+$10.00', 'Balance', '$410.00'],
        // each movement once, in its current state: the hold, now paid out (nothing else moved)
        ['Withdrawal Paid out', '-$190.00', 'Balance', '$220.00'],
        ['Withdrawal fee Paid out', '-$10.00', 'Balance', '$210.00'],
      ].sort(byText),
    );
    expect(movements).toHaveLength(5);
    fundingDetails = movements;

    // --- the mine page and the API agree: 500 − 100 + 10 − 200 = 210.00
    expect(await mineBalance(page, app.url)).toBe(210_00);
    const money = await memberMoney(app.url, await storedToken(page));
    expect(money.balance).toBe('210.00');
    expect(money.available).toBe('210.00');
    expect(money.unreceived).toBe('0.00');
    await expectHeldFigures(page, app.url, { available: '$210.00', held: null });
  });

  it('a rejected withdrawal: held, then returned — every figure to the cent', async () => {
    const { page, app, operator } = j;
    const me = await memberInfo(app.url, await storedToken(page));
    await page.goto(`${app.url}/pages/withdraw/withdraw`);
    await page.getByLabel('Withdraw amount').fill('120');
    await expect
      .poll(() => page.getByText('Actual arrival').locator('..').textContent())
      .toContain('$114.00');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
    await enterFundPassword(page, FUND_PASSWORD);
    await page.getByRole('dialog').filter({ hasText: 'Confirm withdrawal' }).waitFor();
    await clearToasts(page);
    await slideToConfirm(page);
    await expectToast(page, 'Withdrawal submitted');
    await expectHeldFigures(page, app.url, { available: '$90.00', held: '$120.00' });

    const pending = await operator.pendingWithdrawals(me.id);
    expect(pending.map((w) => w.amount)).toEqual(['120.00']);
    await operator.must('/admin/money/withdrawal/reject', { id: pending[0]!.id, reason: 'Name mismatch' });

    await page.goto(`${app.url}/pages/mine/billing`);
    const bills = await recordTexts(page, 2);
    expect(bills[0]).toContain('Rejected');
    expect(bills[0]).toMatch(/Amount\s*\$120\.00/);
    expect(bills[0]).toMatch(/Returned to balance\s*\$120\.00/);
    expect(bills[0]).not.toContain('Actual arrived');
    expect(bills[0]).toContain('Name mismatch');

    await page.goto(`${app.url}/pages/mine/Funding-Details`);
    const newest = (await recordTexts(page, 9)).slice(0, 5).map(movement);
    expect(newest).toEqual([
      ['Withdrawal fee Returned', '+$6.00', 'Balance', '$210.00'],
      ['Withdrawal Returned', '+$114.00', 'Balance', '$204.00'],
      ['Withdrawal fee Rejected', '-$6.00', 'Balance', '$90.00'],
      ['Withdrawal Rejected', '-$114.00', 'Balance', '$96.00'],
      ['Withdrawal fee Paid out', '-$10.00', 'Balance', '$210.00'],
    ]);
    await expectHeldFigures(page, app.url, { available: '$210.00', held: null });
    const money = await memberMoney(app.url, await storedToken(page));
    expect([money.balance, money.available]).toEqual(['210.00', '210.00']);
  });

  // Movements written in one transaction (a pass posts the withdrawal, then its fee) share a
  // timestamp; the list follows the ledger's insertion order, so the top row is today's balance.
  it('funding details list the newest movement first (running balance reads top-down)', () => {
    const cash = fundingDetails.filter((m) => m[2] === 'Balance' && !m[0]!.includes('On hold'));
    expect(cash[0]?.[3]).toBe('$210.00');
    for (let i = 0; i + 1 < cash.length; i++) {
      expect(
        cents(cash[i]![3]!) - cents(cash[i]![1]!),
        `${cash[i]!.join(' ')} follows ${cash[i + 1]!.join(' ')}`,
      ).toBe(cents(cash[i + 1]![3]!));
    }
  });
});
