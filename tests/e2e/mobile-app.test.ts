/**
 * The member app as a phone app (issue 14), by touch on a 375 × 812 touch screen:
 *   - register with the code shown in the "Demo SMS" banner (development and demo servers), which
 *     can be dismissed;
 *   - move between the five tabs with the visible bottom tab bar;
 *   - a wrong fund password is reported in the PIN sheet as soon as six digits are typed, with the
 *     tries left; the right one leads to "Slide to confirm"; five wrong ones lock it "until" a time;
 *   - an explicit logout lands on the login page without ?redirect=, so the next login goes home;
 *   - offline: with the service worker installed, a reload without a network still opens the app
 *     with the offline notice, and the screen fills in by itself when the network returns.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payByChannel, postForm } from '../support/api.js';
import { launchBrowser, stillnessCss } from '../support/browser.js';
import {
  blockOutside,
  dismissNotices,
  lastSmsCode,
  loginViaUi,
  serverNow,
  startJourney,
  storedToken,
  until,
  type Journey,
} from '../support/journey.js';

const MEMBER = { phone: '5550100701', password: 'Mobile1234', fundPassword: '246813' };

let j: Journey;
let touch: BrowserContext;
let page: Page;

beforeAll(async () => {
  j = await startJourney();
  // a touch screen: taps, not clicks
  touch = await j.browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await blockOutside(touch, j.app.url);
  await touch.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    const s = document.createElement('style'); s.textContent = ${JSON.stringify(stillnessCss)}; document.head.appendChild(s);
  });`);
  page = await touch.newPage();
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await touch?.close().catch(() => undefined);
  await j?.close();
});

const member = (path: string, form: Record<string, string | number>, token: string) =>
  postForm(`${j.app.url}/core${path}`, form, { 'x-access-token': token });

describe('the member app on a phone', () => {
  it('registers with the code from the Demo SMS banner, which can be dismissed', async () => {
    await page.goto(`${j.app.url}/pages/user/register`);
    await page.getByLabel('Phone number').fill(MEMBER.phone);
    await page.getByRole('button', { name: 'Send code' }).tap();
    const banner = page.getByTestId('demo-sms');
    await banner.waitFor();
    const text = (await banner.textContent()) ?? '';
    expect(text).toContain(`sent to +1 ${MEMBER.phone}`);
    const code = /Code (\d{6})/.exec(text)?.[1];
    expect(code).toBe(await lastSmsCode(j.app, MEMBER.phone, { purpose: 'register' }));
    await page.getByLabel('Verification code').fill(code!);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await page.getByLabel('Confirm password').fill(MEMBER.password);
    await banner.getByRole('button', { name: 'Dismiss' }).tap();
    await expect.poll(() => banner.count()).toBe(0);
    await page.getByRole('button', { name: 'Register', exact: true }).tap();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 30_000 });
  });

  it('moves between all five tabs by touch with the bottom tab bar', async () => {
    await dismissNotices(page);
    const bar = page.getByRole('navigation', { name: 'Main' });
    const box = await bar.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(50);
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(811); // at the bottom of the screen
    const tabs: [string, string][] = [
      ['Products', '/pages/product/list'],
      ['Zone', '/pages/zone/zone'],
      ['Team', '/pages/mine/team'],
      ['Mine', '/pages/mine/mine'],
      ['Home', '/'],
    ];
    for (const [name, path] of tabs) {
      await bar.getByRole('link', { name }).tap();
      await page.waitForURL((u) => u.pathname === path);
      await expect.poll(() => bar.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
    }
    // from Mine, settings are one tap away (they were unreachable without the bar)
    await bar.getByRole('link', { name: 'Mine' }).tap();
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).tap();
    await page.waitForURL((u) => u.pathname === '/pages/mine/setting');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).count()).toBe(0); // tab pages only
  });

  it('says a wrong fund password in the sheet with the tries left, and until when it is locked', async () => {
    const token = await storedToken(page);
    // set-up through the API: a fund password (SMS code from the dev sink) and some cash; a
    // phone gets one code a minute, and the register code was just sent
    await j.app.hook('/core/dev/clock/advance', { ms: 61_000 });
    const sent = await member('/app/sms/sendUserCode', { type: 'resetAssetPwd' }, token);
    expect(sent.code, sent.message).toBe(200);
    const smsCode = await lastSmsCode(j.app, MEMBER.phone, { purpose: 'resetAssetPwd' });
    const set = await member(
      '/app/user/resetAssetPwd',
      { fundPassword: MEMBER.fundPassword, confirmFundPassword: MEMBER.fundPassword, smsCode },
      token,
    );
    expect(set.code).toBe(200);
    const secret = await j.operator.setChannelSecret('quickpay');
    const info = await member('/app/wallet/getRechargeInfo', {}, token);
    const channel = (info.result as { channels: { id: number; code: string }[] }).channels.find((c) => c.code === 'quickpay')!;
    const order = (await member('/app/user/recharge/recharge', { amount: '500.00', payChannelId: channel.id }, token))
      .result as { orderNo: string; amount: string };
    expect((await payByChannel(j.app.url, 'quickpay', secret, order, await serverNow(j.app))).result.outcome).toBe('credited');

    const products = (await member('/app/product/page', { page: 1, size: 20 }, token)).result as { records: { id: number; name: string }[] };
    const bracelet = products.records.find((p) => p.name === 'Gold Bracelet Plan')!;
    await page.goto(`${j.app.url}/pages/product/product?id=${bracelet.id}`);
    const openSheet = async () => {
      await page.getByRole('button', { name: /^Buy/ }).last().tap();
      const sheet = page.getByRole('dialog').filter({ has: page.getByLabel('Fund password') });
      await sheet.waitFor();
      return sheet;
    };
    const type = async (digits: string) => {
      for (const digit of digits) await page.getByRole('dialog').getByRole('button', { name: digit, exact: true }).tap();
    };

    let sheet = await openSheet();
    await type('000000');
    await expect.poll(() => sheet.getByRole('alert').textContent()).toBe('Wrong fund password. 4 tries left');
    expect(await sheet.isVisible()).toBe(true); // the sheet stays, the digits are cleared
    expect(await sheet.getByLabel('Fund password').inputValue()).toBe('');
    await type(MEMBER.fundPassword);
    const confirm = page.getByRole('dialog').filter({ hasText: 'Confirm purchase' });
    await confirm.waitFor();
    expect(await confirm.getByText('Slide to confirm').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => confirm.count()).toBe(0);

    // the right one forgot the wrong one: five wrong ones in a row lock the fund password
    sheet = await openSheet();
    for (const left of [4, 3, 2, 1]) {
      await type('111111');
      await expect.poll(() => sheet.getByRole('alert').textContent()).toBe(`Wrong fund password. ${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    await type('111111');
    await expect
      .poll(() => sheet.getByRole('alert').textContent())
      .toMatch(/^Too many wrong fund passwords\. Try again after \d{2}:\d{2}( [AP]M)?\.$/);
    // locked: the right one is refused as well, and nothing was bought
    await type(MEMBER.fundPassword);
    await expect.poll(() => sheet.getByRole('alert').textContent()).toMatch(/^Too many wrong fund passwords/);
    const orders = (await member('/app/user/order/page', { page: 1, size: 10 }, token)).result as { total: number };
    expect(orders.total).toBe(0);
  });

  it('logs out to the login page without ?redirect=, so the next login goes home', async () => {
    await page.goto(`${j.app.url}/pages/mine/mine`);
    await page.getByRole('button', { name: 'Log out' }).tap();
    await page.locator('[role="alertdialog"], [role="dialog"]').getByRole('button', { name: 'Log out' }).tap();
    await page.waitForURL((u) => u.pathname === '/pages/user/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await page.waitForTimeout(500); // a late redirect would show by now
    expect(new URL(page.url()).search).toBe('');
    await loginViaUi(page, j.app, MEMBER.phone, MEMBER.password);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('offline', () => {
  it('a reload without a network opens the app with the offline notice, and it loads when the network returns', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US', serviceWorkers: 'allow' });
    try {
      const offlinePage = await context.newPage();
      offlinePage.setDefaultTimeout(30_000);
      await loginViaUi(offlinePage, j.app, MEMBER.phone, MEMBER.password);
      await dismissNotices(offlinePage);
      await offlinePage.goto(`${j.app.url}/pages/mine/mine`);
      // the worker is registered a few seconds after load, then precaches the app
      await offlinePage.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 }).catch(async () => {
        await offlinePage.reload(); // a first visit may finish before the worker claims it
        await offlinePage.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      });
      await until(() => offlinePage.evaluate(async () => (await caches.keys()).some((k) => k.includes('precache'))), 60_000, 'the precache');

      await context.setOffline(true);
      await offlinePage.reload();
      await offlinePage.getByTestId('offline-notice').waitFor();
      expect(await offlinePage.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true); // the shell
      await offlinePage.getByTestId('load-failed').waitFor();
      expect(await offlinePage.getByTestId('load-failed').textContent()).toContain("You're offline");

      await context.setOffline(false);
      await until(async () => /\$/.test((await offlinePage.getByTestId('mine-balance').textContent().catch(() => '')) ?? ''), 30_000, 'the balance after the network returned');
      expect(await offlinePage.getByTestId('offline-notice').count()).toBe(0);
      expect(await offlinePage.getByTestId('load-failed').count()).toBe(0);
    } finally {
      await context.close();
      await browser.close();
    }
  });
});
