/**
 * The operator console's member, product and operator actions (issue 17), in Chromium at 1280 px
 * against the real server:
 *   - voiding a member's order with a refund returns the price to the member's cash, to the cent;
 *   - ending a member's session in the console signs the member app out (its next call gets 50001);
 *   - a product created in the console with an uploaded picture is on the member's product list
 *     with that picture;
 *   - an operator's role changed by an admin shows in their open console after a reload;
 *   - a disabled operator's open console returns to sign-in, and signing in is refused;
 *   - a double-sent pass (the same request twice, as a double click or a retry would) passes once;
 *   - axe finds no violation on the new parts of the screens, light or dark.
 */
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, memberMoney, payByChannel, post, postForm } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { axeViolations, consoleContext, openScreen, signInToConsole } from '../support/console.js';
import { dismissNotices, lastSmsCode, serverNow, startJourney, type Journey } from '../support/journey.js';

const PHONE = '5550170201';
const PASSWORD = 'ConsoleOps1';
const FUND_PASSWORD = '246810';
const stamp = Date.now().toString(36);
const FINANCE = { username: `fin-ops-${stamp}`, password: 'FinanceOps1' };

let j: Journey;
let browser: Browser;
let admin: Page;
let token: string;
let memberId: number;

async function member<T>(path: string, body: Record<string, string | number> = {}): Promise<T> {
  const answer = await postForm<T>(`${j.app.url}/core${path}`, body, { 'x-access-token': token });
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.result;
}

const cents = (money: string) => Math.round(Number(money) * 100);

/** A small PNG made here: a gold square with a darker band. */
function goldPicture(): Buffer {
  const png = new PNG({ width: 96, height: 96 });
  for (let y = 0; y < 96; y += 1)
    for (let x = 0; x < 96; x += 1) {
      const i = (y * 96 + x) * 4;
      const band = y > 40 && y < 56;
      png.data[i] = band ? 150 : 212;
      png.data[i + 1] = band ? 110 : 175;
      png.data[i + 2] = band ? 40 : 55;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** The member app in the journey's phone page, signed in with the member's token. */
async function signInMemberApp() {
  if (!j.page.url().startsWith(j.app.url)) await j.page.goto(`${j.app.url}/pages/user/login`);
  await j.page.evaluate((t) => localStorage.setItem('aurum.token', t), token);
}

/** Opens the member in the console's Members screen and one of the profile's tabs. */
async function openMember(page: Page, tab: 'Funding' | 'Orders' | 'Team' | 'Sessions') {
  await openScreen(page, 'Members');
  await page.getByLabel('Phone or member id').fill(PHONE);
  await page.getByRole('button', { name: `#${memberId}` }).click();
  const profile = page.getByRole('region', { name: new RegExp(`\\(#${memberId}\\)`) });
  await profile.getByRole('tab', { name: tab }).click();
  return profile;
}

beforeAll(async () => {
  j = await startJourney();
  await j.operator.must('/admin/console/operators/create', { ...FINANCE, role: 'finance' });
  await j.operator.setMoneyConfig('money.withdraw_open_weekdays', '1,2,3,4,5,6,7');

  // a member registered through the API (fund password set), with 500.00 paid in by the channel
  const sent = await post(`${j.app.url}/core/app/sms/sendSmsCodeNoAuth`, {
    areaCode: '+1',
    phone: PHONE,
    type: 'register',
  });
  expect(sent.code, sent.message).toBe(200);
  const registered = await post<string>(`${j.app.url}/core/app/auth/register`, {
    areaCode: '+1',
    phone: PHONE,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    smsCode: await lastSmsCode(j.app, PHONE, { purpose: 'register' }),
    fundPassword: FUND_PASSWORD,
  });
  expect(registered.code, registered.message).toBe(200);
  token = registered.result;
  memberId = (await member<{ id: number }>('/app/user/getUserInfo')).id;
  const secret = await j.operator.setChannelSecret('quickpay');
  const info = await member<{ channels: { id: number; code: string }[] }>('/app/wallet/getRechargeInfo');
  const order = await member<{ orderNo: string; amount: string }>('/app/user/recharge/recharge', {
    amount: '500.00',
    payChannelId: info.channels.find((c) => c.code === 'quickpay')!.id,
  });
  expect(
    (await payByChannel(j.app.url, 'quickpay', secret, order, await serverNow(j.app))).result.outcome,
  ).toBe('credited');

  browser = await launchBrowser();
  admin = await (await consoleContext(browser, j.app.url)).newPage();
  admin.setDefaultTimeout(20_000);
  await signInToConsole(admin, j.app.url, 'admin', 'admin123');
});

afterAll(async () => {
  await j?.operator.setMoneyConfig('money.withdraw_open_weekdays', '1,2,3,4,5').catch(() => undefined);
  await browser?.close();
  await j?.close();
});

describe('operator console: members, products, operators', () => {
  it('voids a member’s order with a refund: the price is back in the member’s cash to the cent', async () => {
    const products = await member<{ records: { id: number; name: string; price: string }[] }>(
      '/app/product/page',
      { page: 1, size: 50 },
    );
    const product = products.records.find((p) => p.name === 'Gold Bracelet Plan')!;
    const before = await memberMoney(j.app.url, token);
    const order = await member<{ id: number; orderNo: string; amount: string }>('/app/product/buy', {
      productId: product.id,
      quantity: 1,
      fundPassword: FUND_PASSWORD,
    });
    const bought = await memberMoney(j.app.url, token);
    expect(cents(before.balance) - cents(bought.balance)).toBe(cents(order.amount));

    const profile = await openMember(admin, 'Orders');
    await profile.getByRole('button', { name: `Void order ${order.orderNo}` }).click();
    const form = profile.getByRole('region', { name: `Void order ${order.orderNo}` });
    expect(await form.getByRole('checkbox', { name: /Refund the price/ }).isChecked()).toBe(true);
    await form.getByLabel('Reason').fill('Bought by mistake');
    await form.getByRole('button', { name: 'Void order' }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Void order ${order.orderNo}?` });
    expect(await confirm.textContent()).toContain(order.amount);
    await confirm.getByRole('button', { name: 'Void and refund' }).click();
    const status = admin.getByRole('status').filter({ hasText: order.orderNo });
    await expect.poll(() => status.textContent()).toContain(`refunded to the member's cash`);

    const after = await memberMoney(j.app.url, token);
    expect(after.balance).toBe(before.balance);
    expect(after.available).toBe(before.available);
    await expect
      .poll(() => profile.getByRole('row', { name: new RegExp(order.orderNo) }).textContent())
      .toContain('Invalid');
    // no void offered any more, and the audit log has the one void
    expect(await profile.getByRole('button', { name: `Void order ${order.orderNo}` }).count()).toBe(0);
    const audit = await j.operator.must('/admin/console/audit/page', {
      target: `order:${order.id}`,
    });
    expect(audit.records.map((r) => r.action)).toEqual(['money.order.invalidate']);
  });

  it('a double-sent pass (same request id) passes the withdrawal once', async () => {
    const cards = await member<{ records: { id: number }[] }>('/app/userBank/page', { page: 1, size: 10 });
    let bankCardId = cards.records[0]?.id;
    if (!bankCardId) {
      const banks = await member<{ records: { id: number }[] }>('/app/bank/page', { page: 1, size: 50 });
      bankCardId = (
        await member<{ id: number }>('/app/userBank/saveOrUpdate', {
          payeeName: 'Ops Tester',
          receiveAccount: '6222000011118888',
          bankId: banks.records[0]!.id,
        })
      ).id;
    }
    const withdrawal = await member<{ id: number; orderNo: string }>('/app/user/withdrawal/apply', {
      amount: '100.00',
      bankCardId,
      fundPassword: FUND_PASSWORD,
    });
    const before = await memberMoney(j.app.url, token);
    const position = () => j.operator.must('/admin/console/position');
    const positionBefore = await position();

    const page = await (await consoleContext(browser, j.app.url)).newPage();
    try {
      await signInToConsole(page, j.app.url, FINANCE.username, FINANCE.password);
      // every pass the console sends reaches the server twice, as a double click or a retry after a
      // dropped answer would; the console shows the second answer
      const answers: { code: number; result?: { status: string } }[] = [];
      const keys: (string | undefined)[] = [];
      await page.route('**/core/admin/money/withdrawal/pass', async (route) => {
        keys.push(route.request().headers()['idempotency-key']);
        const first = await route.fetch();
        answers.push(await first.json());
        const second = await route.fetch();
        answers.push(await second.json());
        await route.fulfill({ response: second });
      });
      await openScreen(page, 'Withdrawals');
      await page.getByLabel('Member id').fill(String(memberId));
      await page.getByRole('button', { name: withdrawal.orderNo }).click();
      const detail = page.getByRole('region', { name: `Withdrawal ${withdrawal.orderNo}` });
      await detail.getByRole('button', { name: 'Pass' }).click();
      await page
        .getByRole('alertdialog', { name: 'Pass this withdrawal?' })
        .getByRole('button', { name: 'Pass' })
        .click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: withdrawal.orderNo }).textContent())
        .toContain('passed: 95.00 to be paid');
      expect(keys).toHaveLength(1);
      expect(keys[0], 'the console sends a request id').toMatch(/^[0-9a-f-]{36}$/);
      expect(answers.map((a) => [a.code, a.result?.status])).toEqual([
        [200, 'passed'],
        [200, 'passed'],
      ]);
    } finally {
      await page.context().close();
    }
    // passed once: 100.00 left the member's cash and 5.00 of it is fee revenue, once
    const after = await memberMoney(j.app.url, token);
    expect(cents(before.balance) - cents(after.balance)).toBe(10000);
    const positionAfter = await position();
    expect(cents(positionAfter.feeRevenue) - cents(positionBefore.feeRevenue)).toBe(500);
    expect(cents(positionBefore.memberCash) - cents(positionAfter.memberCash)).toBe(10000);
    const audit = await j.operator.must('/admin/console/audit/page', {
      target: `withdrawal:${withdrawal.id}`,
    });
    expect(audit.records.map((r) => r.action)).toEqual(['money.withdrawal.pass']);
  });

  it('creates a product with an uploaded picture; the member sees it in the product list', async () => {
    const name = `Console Ring ${stamp}`;
    await openScreen(admin, 'Products');
    await admin.getByRole('button', { name: 'New product' }).click();
    const form = admin.getByRole('form', { name: 'New product' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Picture').setInputFiles({
      name: 'ring.png',
      mimeType: 'image/png',
      buffer: goldPicture(),
    });
    await form.getByText('Uploaded ring.png; save to use it.').waitFor();
    const src = await form.getByRole('img', { name: 'New picture: ring.png' }).getAttribute('src');
    expect(src).toMatch(/^\/core\/file\/uploads\/[a-f0-9]{32}\.png$/);
    await form.getByLabel('Price').fill('25.50');
    await form.getByLabel('Daily income').fill('1.25');
    await form.getByLabel('Period (days)').fill('20');
    await form.getByLabel('Stock').fill('40');
    await form.getByLabel('Sort').fill('9999'); // first in the member's list
    await form.getByLabel('Agreement').fill('Cooperation agreement of the console ring.');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect
      .poll(() => admin.getByRole('status').filter({ hasText: 'Created' }).textContent())
      .toMatch(new RegExp(`Created ${name} \\(#\\d+\\)`));
    // the new product opens for editing, with its translations
    await admin.getByRole('form', { name: `Edit ${name}` }).waitFor();
    await admin.getByRole('region', { name: `Translations of ${name}` }).waitFor();

    // the member's product list shows it with the uploaded picture, and the picture loads
    await signInMemberApp();
    await j.page.goto(`${j.app.url}/pages/product/list`);
    await dismissNotices(j.page);
    const card = j.page.getByRole('link').filter({ has: j.page.getByRole('heading', { name }) });
    await card.waitFor();
    const img = card.locator('img');
    expect(await img.getAttribute('src')).toBe(src);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(96);
    expect(await card.textContent()).toContain('25.50');
    const file = await fetch(`${j.app.url}${src}`);
    expect(file.headers.get('cache-control')).toContain('immutable');
  });

  it('an admin changes an operator’s role: their open console shows the new role’s screens', async () => {
    const SUPPORT = { username: `sup-ops-${stamp}`, password: 'SupportOps1' };
    await j.operator.must('/admin/console/operators/create', { ...SUPPORT, role: 'support' });
    const page = await (await consoleContext(browser, j.app.url)).newPage();
    try {
      await signInToConsole(page, j.app.url, SUPPORT.username, SUPPORT.password);
      const nav = page.getByRole('navigation', { name: 'Console' });
      await nav.getByRole('link', { name: 'Content' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Engagement' }).count()).toBe(0);

      await openScreen(admin, 'Operators');
      await admin.getByRole('button', { name: `Change the role of ${SUPPORT.username}` }).click();
      const form = admin.getByRole('region', { name: `Role of ${SUPPORT.username}` });
      await form.getByLabel('Role').selectOption('finance');
      await form.getByRole('button', { name: 'Change role' }).click();
      await admin
        .getByRole('alertdialog', { name: `Make ${SUPPORT.username} finance?` })
        .getByRole('button', { name: 'Change role' })
        .click();
      await expect
        .poll(() => admin.getByRole('row', { name: new RegExp(SUPPORT.username) }).textContent())
        .toContain('finance');
      const audit = await j.operator.must('/admin/console/audit/page', {
        action: 'operator.setRole',
        page: 1,
        size: 5,
      });
      expect(audit.records.length).toBeGreaterThan(0);

      // the same session: after a reload the console asks who it is and shows finance's screens
      await page.reload();
      await nav.getByRole('link', { name: 'Engagement' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Content' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('a disabled operator’s open console returns to sign-in, and signing in is refused', async () => {
    const page = await (await consoleContext(browser, j.app.url)).newPage();
    try {
      await signInToConsole(page, j.app.url, FINANCE.username, FINANCE.password);
      await openScreen(admin, 'Operators');
      await admin.getByRole('button', { name: `Disable ${FINANCE.username}` }).click();
      await admin
        .getByRole('alertdialog', { name: `Disable ${FINANCE.username}?` })
        .getByRole('button', { name: 'Disable' })
        .click();
      await expect
        .poll(() => admin.getByRole('status').filter({ hasText: FINANCE.username }).textContent())
        .toContain('is disabled');
      await expect
        .poll(() => admin.getByRole('row', { name: new RegExp(FINANCE.username) }).textContent())
        .toContain('Disabled');

      // the finance operator's next step ends the session
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Withdrawals' })
        .click();
      await page.waitForURL((u) => u.pathname === '/console/signin');
      await page.getByLabel('Username').fill(FINANCE.username);
      await page.getByLabel('Password').fill(FINANCE.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'This operator account has been disabled' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('ends a member’s session: the member app is signed out', async () => {
    await signInMemberApp();
    await j.page.goto(`${j.app.url}/pages/mine/mine`);
    await dismissNotices(j.page);
    await j.page.waitForURL((u) => u.pathname === '/pages/mine/mine');

    const profile = await openMember(admin, 'Sessions');
    const live = profile.getByRole('table', { name: 'Sessions' }).getByRole('row', { name: /Live/ });
    await expect.poll(() => live.count()).toBeGreaterThanOrEqual(1);
    await profile.getByRole('button', { name: /^End all sessions/ }).click();
    await admin
      .getByRole('alertdialog', { name: 'End every session of this member?' })
      .getByRole('button', { name: 'End' })
      .click();
    await expect
      .poll(() => admin.getByRole('status').filter({ hasText: 'signed out everywhere' }).count())
      .toBe(1);
    await expect.poll(() => live.count()).toBe(0);

    // the member's next call answers 50001 and the app goes to its login
    const refused = await postForm(`${j.app.url}/core/app/user/getUserInfo`, {}, { 'x-access-token': token });
    expect(refused.code).toBe(50001);
    await j.page.reload();
    await j.page.waitForURL((u) => u.pathname === '/pages/user/login', { timeout: 20_000 });
  });

  it('has no axe violations on the new parts of the screens, light or dark', async () => {
    // an open order, so the Orders tab offers Void (the member signs in again: their sessions ended)
    token = await apiLogin(j.app.url, PHONE, PASSWORD);
    const products = await member<{ records: { id: number; name: string }[] }>('/app/product/page', {
      page: 1,
      size: 50,
    });
    const open = await member<{ orderNo: string }>('/app/product/buy', {
      productId: products.records.find((p) => p.name === 'Jade Pendant Plan')!.id,
      quantity: 1,
      fundPassword: FUND_PASSWORD,
    });
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await (await consoleContext(browser, j.app.url, { colorScheme })).newPage();
      try {
        await signInToConsole(page, j.app.url, 'admin', 'admin123');
        for (const tab of ['Orders', 'Team', 'Sessions'] as const) {
          const profile = await openMember(page, tab);
          await profile.getByRole('table').first().getByRole('row').nth(1).waitFor();
          expect(await axeViolations(page), `member ${tab}, ${colorScheme}`).toEqual([]);
          if (tab === 'Orders') {
            await profile.getByRole('button', { name: `Void order ${open.orderNo}` }).click();
            await profile.getByRole('region', { name: `Void order ${open.orderNo}` }).waitFor();
            expect(await axeViolations(page), `void an order, ${colorScheme}`).toEqual([]);
          }
        }
        await openScreen(page, 'Products');
        await page.getByRole('button', { name: 'New product' }).click();
        await page.getByRole('form', { name: 'New product' }).waitFor();
        expect(await axeViolations(page), `new product, ${colorScheme}`).toEqual([]);
        await page.getByRole('button', { name: 'Gold Bracelet Plan' }).click();
        await page.getByRole('textbox', { name: 'Name (zh-CN)' }).waitFor();
        expect(await axeViolations(page), `product translations, ${colorScheme}`).toEqual([]);
        await openScreen(page, 'Operators');
        await page.getByRole('button', { name: `Reset password: ${FINANCE.username}` }).click();
        await page.getByRole('textbox', { name: 'New password' }).waitFor();
        expect(await axeViolations(page), `operator reset password, ${colorScheme}`).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });
});
