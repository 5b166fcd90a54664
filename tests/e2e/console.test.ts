/**
 * The operator console (issue 17) against the real server on its fresh embedded database, driven in
 * Chromium next to the member app:
 *   - a member withdraws in the member app, finance passes it in the console, the member sees
 *     Passed, and the member's balance, the fee and the money position agree to the cent;
 *   - a withdrawal rejected with a reason in the console comes back to the member;
 *   - a product's stock edited in the console leaves every other field as it was;
 *   - support sees no money actions, and the server refuses them anyway;
 *   - an operator session that expires returns the console to sign-in;
 *   - axe finds no violation on any console screen, light or dark.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfo, memberMoney, payByChannel, postForm } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import {
  clearToasts,
  dismissNotices,
  enterFundPassword,
  expectToast,
  lastSmsCode,
  registerViaUi,
  serverNow,
  slideToConfirm,
  startJourney,
  storedToken,
  type Journey,
} from '../support/journey.js';
import { axeViolations, consoleContext, openScreen, signInToConsole } from '../support/console.js';

const MEMBER = { phone: '5550170001', password: 'Console1234', fundPassword: '135790' };
const stamp = Date.now().toString(36);
const FINANCE = { username: `finance-${stamp}`, password: 'Finance1234' };
const SUPPORT = { username: `support-${stamp}`, password: 'Support1234' };

let j: Journey;
let browser: Browser;
let consolePage: Page;
let token: string;
let memberId: number;
let bankCardId: number;

const member = <T = unknown>(path: string, form: Record<string, string | number>) =>
  postForm<T>(`${j.app.url}/core${path}`, form, { 'x-access-token': token });

/** An operator's session token as the console stored it. */
const consoleToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('aurum.console.session') ?? '{}') as { token?: string }).token ?? '',
  );

const cents = (money: string) => Math.round(Number(money) * 100);
/** 123456 → "1,234.56", as the console writes money */
const shown = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100).toLocaleString('en-US')}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

async function position() {
  return j.operator.must('/admin/console/position');
}

beforeAll(async () => {
  j = await startJourney();
  await j.operator.setMoneyConfig('money.withdraw_open_weekdays', '1,2,3,4,5,6,7');
  for (const op of [
    { ...FINANCE, role: 'finance' as const },
    { ...SUPPORT, role: 'support' as const },
  ])
    await j.operator.must('/admin/console/operators/create', op);

  // a fresh member with 500.00, a fund password and a bank card (set up through the API)
  await registerViaUi(j.page, j.app, { phone: MEMBER.phone, password: MEMBER.password });
  await dismissNotices(j.page);
  token = await storedToken(j.page);
  memberId = (await memberInfo(j.app.url, token)).id;
  await j.app.hook('/core/dev/clock/advance', { ms: 61_000 }); // one SMS code a minute
  expect((await member('/app/sms/sendUserCode', { type: 'resetAssetPwd' })).code).toBe(200);
  const smsCode = await lastSmsCode(j.app, MEMBER.phone, { purpose: 'resetAssetPwd' });
  const set = await member('/app/user/resetAssetPwd', {
    fundPassword: MEMBER.fundPassword,
    confirmFundPassword: MEMBER.fundPassword,
    smsCode,
  });
  expect(set.code).toBe(200);
  const secret = await j.operator.setChannelSecret('quickpay');
  const info = await member<{ channels: { id: number; code: string }[] }>('/app/wallet/getRechargeInfo', {});
  const channel = info.result.channels.find((c) => c.code === 'quickpay')!;
  const order = (
    await member<{ orderNo: string; amount: string }>('/app/user/recharge/recharge', {
      amount: '500.00',
      payChannelId: channel.id,
    })
  ).result;
  expect(
    (await payByChannel(j.app.url, 'quickpay', secret, order, await serverNow(j.app))).result.outcome,
  ).toBe('credited');
  const banks = await member<{ records: { id: number; name: string }[] }>('/app/bank/page', {
    page: 1,
    size: 50,
  });
  const card = await member<{ id: number }>('/app/userBank/saveOrUpdate', {
    payeeName: 'Console Tester',
    receiveAccount: '6222000011117777',
    bankId: banks.result.records[0]!.id,
  });
  bankCardId = card.result.id;

  browser = await launchBrowser();
  consolePage = await (await consoleContext(browser, j.app.url)).newPage();
  consolePage.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await j?.operator.setMoneyConfig('money.withdraw_open_weekdays', '1,2,3,4,5').catch(() => undefined);
  await browser?.close();
  await j?.close();
});

/** The member applies for a withdrawal through the API (for the cases that are not about the member app). */
async function applyByApi(amount: string): Promise<number> {
  const answer = await member<{ id: number }>('/app/user/withdrawal/apply', {
    amount,
    bankCardId,
    fundPassword: MEMBER.fundPassword,
  });
  expect(answer.code, answer.message).toBe(200);
  return answer.result.id;
}

/** Opens the withdrawal queue filtered to our member and the withdrawal with this order number. */
async function openWithdrawal(page: Page, orderNo: string) {
  await openScreen(page, 'Withdrawals');
  await page.getByLabel('Member id').fill(String(memberId));
  await page.getByRole('button', { name: orderNo }).click();
  return page.getByRole('region', { name: `Withdrawal ${orderNo}` });
}

describe('operator console', () => {
  it('a withdrawal made in the member app is passed by finance in the console; every figure agrees', async () => {
    const page = j.page;
    const before = await position();

    // --- the member withdraws 200.00 in the member app (5 % fee: 10.00, 190.00 arrives)
    await page.goto(`${j.app.url}/pages/withdraw/withdraw`);
    await expect.poll(() => page.getByRole('radio').first().getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Withdraw amount').fill('200');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
    await enterFundPassword(page, MEMBER.fundPassword);
    await page.getByRole('dialog').filter({ hasText: 'Confirm withdrawal' }).waitFor();
    await clearToasts(page);
    await slideToConfirm(page);
    await expectToast(page, 'Withdrawal submitted');
    const applied = (await j.operator.pendingWithdrawals(memberId))[0]!;
    const orderNo = (
      await j.operator.must('/admin/money/withdrawal/page', {
        userId: memberId,
        status: 'pending',
      })
    ).records.find((w) => w.id === applied.id)!.orderNo;

    // --- finance signs in and sees it, with the member's balances
    await signInToConsole(consolePage, j.app.url, FINANCE.username, FINANCE.password);
    const held = consolePage.getByRole('region', { name: 'Held withdrawals' });
    await expect
      .poll(() => held.textContent())
      .toContain(shown(cents(before.heldWithdrawals.amount) + 20000));
    const detail = await openWithdrawal(consolePage, orderNo);
    const member = detail.getByRole('region', { name: 'Member' });
    await expect.poll(() => member.textContent()).toContain('500.00');
    expect(await member.textContent()).toMatch(/Available\s*300\.00/);
    expect(await member.textContent()).toMatch(/Held \(withdrawals\)\s*200\.00/);

    // --- Pass, confirmed
    await detail.getByRole('button', { name: 'Pass' }).click();
    const confirm = consolePage.getByRole('alertdialog', { name: 'Pass this withdrawal?' });
    expect(await confirm.textContent()).toContain('190.00');
    await confirm.getByRole('button', { name: 'Pass' }).click();
    const status = consolePage.getByRole('status').filter({ hasText: orderNo });
    await expect.poll(() => status.textContent()).toContain('passed: 190.00 to be paid');
    expect(await status.textContent()).toContain('fee 10.00');
    // it left the pending queue at once
    await expect.poll(() => consolePage.getByRole('button', { name: orderNo }).count()).toBe(0);

    // --- the member sees Passed, with the same figures
    await page.goto(`${j.app.url}/pages/mine/billing`);
    const bill = page.getByRole('article').first();
    await expect.poll(() => bill.textContent(), { timeout: 15_000 }).toContain('Passed');
    expect(await bill.textContent()).toMatch(/Amount\s*\$200\.00/);
    expect(await bill.textContent()).toMatch(/Fee\s*\$10\.00 \(5%\)/);
    expect(await bill.textContent()).toMatch(/Actual arrived\s*\$190\.00/);
    const money = await memberMoney(j.app.url, token);
    expect([money.balance, money.available]).toEqual(['300.00', '300.00']);

    // --- the money position moved by exactly the withdrawal: cash −200.00 (of which 10.00 fee revenue)
    const after = await position();
    expect(cents(after.memberCash) - cents(before.memberCash)).toBe(-20000);
    expect(cents(after.feeRevenue) - cents(before.feeRevenue)).toBe(1000);
    expect(after.heldWithdrawals).toEqual(before.heldWithdrawals);
    // and the console's landing page shows those figures once it refetches
    await openScreen(consolePage, 'Money position');
    await expect
      .poll(() => consolePage.getByRole('region', { name: 'Fee revenue' }).textContent())
      .toContain(shown(cents(after.feeRevenue)));
  });

  it('a withdrawal rejected with a reason in the console returns to the member', async () => {
    const id = await applyByApi('120.00');
    const orderNo = (
      await j.operator.must('/admin/money/withdrawal/page', {
        userId: memberId,
        status: 'pending',
      })
    ).records.find((w) => w.id === id)!.orderNo;
    expect((await memberMoney(j.app.url, token)).available).toBe('180.00');
    const detail = await openWithdrawal(consolePage, orderNo);
    // no reason, no rejection
    expect(await detail.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);
    await detail.getByLabel('Reason (for a rejection)').fill('Name does not match the card');
    await detail.getByRole('button', { name: 'Reject' }).click();
    await consolePage
      .getByRole('alertdialog', { name: 'Reject this withdrawal?' })
      .getByRole('button', { name: 'Reject' })
      .click();
    const status = consolePage.getByRole('status').filter({ hasText: orderNo });
    await expect.poll(() => status.textContent()).toContain('rejected: 120.00 returned');

    const money = await memberMoney(j.app.url, token);
    expect([money.balance, money.available]).toEqual(['300.00', '300.00']);
    await j.page.goto(`${j.app.url}/pages/mine/billing`);
    const bill = j.page.getByRole('article').first();
    await expect.poll(() => bill.textContent(), { timeout: 15_000 }).toContain('Rejected');
    expect(await bill.textContent()).toContain('Name does not match the card');
    expect(await bill.textContent()).toMatch(/Returned to balance\s*\$120\.00/);
  });

  it('finance passes two ticked withdrawals at once, after one confirmation', async () => {
    const ids = [await applyByApi('100.00'), await applyByApi('100.00')];
    const pending = (
      await j.operator.must('/admin/money/withdrawal/page', {
        userId: memberId,
        status: 'pending',
      })
    ).records.filter((w) => ids.includes(w.id));
    expect(pending).toHaveLength(2);
    await openScreen(consolePage, 'Withdrawals');
    await consolePage.getByLabel('Member id').fill(String(memberId));
    // the queue was open already: new applications show on the next refresh (or within 15 s)
    await consolePage.getByRole('button', { name: 'Refresh' }).click();
    for (const w of pending) await consolePage.getByRole('checkbox', { name: `Select ${w.orderNo}` }).check();
    await consolePage.getByRole('button', { name: 'Pass selected (2)' }).click();
    const confirm = consolePage.getByRole('alertdialog', { name: 'Pass 2 withdrawals?' });
    expect(await confirm.textContent()).toContain('190.00 in all'); // 2 × 95.00 after the 5 % fee
    await confirm.getByRole('button', { name: 'Pass all' }).click();
    await expect
      .poll(() => consolePage.getByRole('status').filter({ hasText: 'Passed 2 of 2' }).count())
      .toBe(1);
    const money = await memberMoney(j.app.url, token);
    expect([money.balance, money.available]).toEqual(['100.00', '100.00']);
    expect(await j.operator.pendingWithdrawals(memberId)).toEqual([]);
  });

  it('a pending USDT recharge confirmed by finance in the console is credited once', async () => {
    const info = await member<{ channels: { id: number; code: string }[] }>(
      '/app/wallet/getRechargeInfo',
      {},
    );
    const usdt = info.result.channels.find((c) => c.code === 'usdt')!;
    const declared = await member<{ id: number; orderNo: string; estimatedAmount: string | null }>(
      '/app/user/recharge/recharge',
      { amount: '20', payChannelId: usdt.id },
    );
    expect(declared.code, declared.message).toBe(200);
    const { orderNo } = declared.result;
    const before = await memberMoney(j.app.url, token);

    await openScreen(consolePage, 'Recharges');
    await consolePage.getByRole('button', { name: orderNo }).click();
    const detail = consolePage.getByRole('region', { name: `Recharge ${orderNo}` });
    expect(await detail.getByLabel('Confirmed USDT amount (on chain)').inputValue()).toBe('20.00');
    await detail.getByLabel('Transaction hash').fill(`0x${stamp}console`);
    await detail.getByRole('button', { name: 'Confirm and credit' }).click();
    await consolePage
      .getByRole('alertdialog', { name: 'Confirm and credit this recharge?' })
      .getByRole('button', { name: 'Credit' })
      .click();
    const status = consolePage.getByRole('status').filter({ hasText: orderNo });
    await expect.poll(() => status.textContent()).toMatch(/confirmed: [\d,.]+ credited/);
    const credited = cents(
      /confirmed: ([\d,.]+) credited/.exec((await status.textContent())!)![1]!.replace(/,/g, ''),
    );
    expect(credited).toBeGreaterThan(0);
    const after = await memberMoney(j.app.url, token);
    expect(cents(after.balance) - cents(before.balance)).toBe(credited);
    // it left the pending list; confirming the same recharge again credits nothing
    await expect.poll(() => consolePage.getByRole('button', { name: orderNo }).count()).toBe(0);
    const again = await j.operator.must('/admin/money/recharge/confirm', {
      id: declared.result.id,
    });
    expect(again.outcome).toBe('duplicate');
    expect((await memberMoney(j.app.url, token)).balance).toBe(after.balance);
    // the callback log tab reads
    await consolePage.getByRole('tab', { name: 'Channel callbacks' }).click();
    await consolePage.getByRole('table', { name: 'Channel callbacks' }).waitFor();
  });

  it('editing a product’s stock in the console leaves every other field as it was', async () => {
    const list = async () =>
      (await j.operator.must('/admin/money/product/page', { page: 1, size: 50 })).records;
    const original = (await list()).find((p) => p.name === 'Pearl Necklace Plan')!;
    const page = await (await consoleContext(browser, j.app.url)).newPage();
    try {
      await signInToConsole(page, j.app.url, 'admin', 'admin123');
      await openScreen(page, 'Products');
      await page.getByRole('button', { name: 'Pearl Necklace Plan' }).click();
      const editor = page.getByRole('form', { name: 'Edit Pearl Necklace Plan' });
      const stock = editor.getByLabel('Stock');
      expect(await stock.inputValue()).toBe(String(original.remaining));
      await stock.fill(String(original.remaining + 7));
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Saved' }).textContent())
        .toBe('Saved Pearl Necklace Plan: stock changed.');
      const saved = (await list()).find((p) => p.id === original.id)!;
      expect(saved).toEqual({ ...original, remaining: original.remaining + 7 });
      // the table shows the new stock
      await expect
        .poll(() => page.getByRole('row', { name: /Pearl Necklace Plan/ }).textContent())
        .toContain(String(original.remaining + 7));
    } finally {
      await j.operator.must('/admin/money/product/save', { id: original.id, stock: original.remaining });
      await page.context().close();
    }
  });

  it('support sees no money actions, and the server refuses them', async () => {
    const id = await applyByApi('100.00');
    const orderNo = (
      await j.operator.must('/admin/money/withdrawal/page', {
        userId: memberId,
        status: 'pending',
      })
    ).records.find((w) => w.id === id)!.orderNo;
    const page = await (await consoleContext(browser, j.app.url)).newPage();
    try {
      await signInToConsole(page, j.app.url, SUPPORT.username, SUPPORT.password);
      // the landing page reads, but offers no funding and no acknowledging
      await expect
        .poll(() => page.getByRole('region', { name: 'Trial balance' }).textContent())
        .toContain('Balanced');
      expect(await page.getByRole('button', { name: 'Fund reserve' }).count()).toBe(0);
      expect(
        await page
          .getByRole('navigation', { name: 'Console' })
          .getByRole('link', { name: 'Operators' })
          .count(),
      ).toBe(0);
      const detail = await openWithdrawal(page, orderNo);
      await detail.getByText('Your role can read withdrawals but not pass or reject them.').waitFor();
      expect(await detail.getByRole('button', { name: /^(Pass|Reject)$/ }).count()).toBe(0);
      await openScreen(page, 'Products');
      await page.getByRole('button', { name: 'Gold Bracelet Plan' }).click();
      await page.getByText('Only an admin edits the catalogue.').waitFor();
      expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);

      // the same session's token, sent by hand: refused
      const supportToken = await consoleToken(page);
      for (const [path, body] of [
        ['/admin/money/withdrawal/pass', { id }],
        ['/admin/money/withdrawal/reject', { id, reason: 'x' }],
        ['/admin/money/reserve/fund', { amount: '1.00' }],
        ['/admin/money/product/save', { id: 1, stock: 1 }],
      ] as const) {
        const answer = await postForm(`${j.app.url}/core${path}`, body, { 'x-operator-token': supportToken });
        expect(answer.code, path).toBe(403);
      }
      expect((await j.operator.pendingWithdrawals(memberId)).map((w) => w.id)).toContain(id);
    } finally {
      await j.operator.must('/admin/money/withdrawal/reject', { id, reason: 'test clean-up' });
      await page.context().close();
    }
  });

  it('has no axe violations on any screen, light or dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await (await consoleContext(browser, j.app.url, { colorScheme })).newPage();
      try {
        await page.goto(`${j.app.url}/console/`);
        await page.getByRole('heading', { name: 'Operator console' }).waitFor();
        expect(await axeViolations(page), `sign-in, ${colorScheme}`).toEqual([]);
        await signInToConsole(page, j.app.url, 'admin', 'admin123');
        await expect
          .poll(() => page.getByRole('region', { name: 'Trial balance' }).textContent())
          .toContain('Balanced');
        expect(await axeViolations(page), `money position, ${colorScheme}`).toEqual([]);
        await openScreen(page, 'Withdrawals');
        await page.getByRole('combobox', { name: 'Status' }).selectOption('');
        await page.getByLabel('Member id').fill(String(memberId));
        await page.getByRole('table', { name: 'Withdrawals' }).getByRole('button').first().click();
        await page.getByRole('region', { name: 'Member' }).waitFor();
        expect(await axeViolations(page), `withdrawals, ${colorScheme}`).toEqual([]);
        await openScreen(page, 'Recharges');
        await page.getByRole('combobox', { name: 'Status' }).selectOption('');
        await page.getByRole('table', { name: 'Recharges' }).getByRole('button').first().click();
        expect(await axeViolations(page), `recharges, ${colorScheme}`).toEqual([]);
        await page.getByRole('tab', { name: 'Channel callbacks' }).click();
        await page.getByRole('table', { name: 'Channel callbacks' }).waitFor();
        expect(await axeViolations(page), `callbacks, ${colorScheme}`).toEqual([]);
        await openScreen(page, 'Products');
        await page.getByRole('button', { name: 'Gold Bracelet Plan' }).click();
        expect(await axeViolations(page), `products, ${colorScheme}`).toEqual([]);
        await openScreen(page, 'Members');
        await page.getByLabel('Phone or member id').fill(MEMBER.phone);
        await page.getByRole('button', { name: `#${memberId}` }).click();
        await page.getByRole('tab', { name: 'Orders' }).click();
        await page.getByRole('table', { name: 'Orders' }).waitFor();
        expect(await axeViolations(page), `members, ${colorScheme}`).toEqual([]);
        await openScreen(page, 'Audit log');
        await page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1).waitFor();
        expect(await axeViolations(page), `audit log, ${colorScheme}`).toEqual([]);
        await openScreen(page, 'Notices');
        await page.getByRole('table', { name: 'Notices' }).getByRole('button').first().click();
        await page.getByRole('textbox', { name: 'Text', exact: true }).waitFor();
        expect(await axeViolations(page), `notices, ${colorScheme}`).toEqual([]);
        await openScreen(page, 'Settings');
        await page.getByRole('button', { name: 'Edit money.withdraw_fee_bp' }).click();
        expect(await axeViolations(page), `settings, ${colorScheme}`).toEqual([]);
        await openScreen(page, 'Operators');
        await page
          .getByRole('table', { name: 'Operators' })
          .getByRole('row', { name: new RegExp(FINANCE.username) })
          .waitFor();
        expect(await axeViolations(page), `operators, ${colorScheme}`).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });

  it('an expired operator session returns the console to sign-in', async () => {
    await openScreen(consolePage, 'Withdrawals');
    // operator sessions last 12 hours (OPERATOR_SESSION_TTL_MS): the server's clock moves past that
    await j.app.hook('/core/dev/clock/advance', { ms: 13 * 3600 * 1000 });
    await consolePage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await consolePage.waitForURL((u) => u.pathname === '/console/signin');
    await consolePage
      .getByRole('status')
      .filter({ hasText: 'Your session has expired. Sign in again.' })
      .waitFor();
    expect(await consoleToken(consolePage)).toBe('');
    // signing in again lands where the operator was going
    await signInToConsole(consolePage, j.app.url, FINANCE.username, FINANCE.password, 'Audit log');
  });
});
