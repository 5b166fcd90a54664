/**
 * What every end-to-end journey needs: the real server on a fresh database, Debian's Chromium at
 * 375×812, an operator console, and the member's steps through the real UI (register, log in,
 * dismiss notices, fund password, slide to confirm, read toasts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { Operator } from './api.js';
import { launchBrowser, phoneContext, stillnessCss } from './browser.js';
import { connectApp, type RunningApp } from './server.js';

export interface Journey {
  app: RunningApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  operator: Operator;
  close(): Promise<void>;
}

/** Records every toast text, so a 1.5 s toast is never missed between two checks. */
const toastRecorder = `
  (() => {
    window.__toasts = [];
    const read = () => {
      for (const el of document.querySelectorAll('[role="status"][aria-atomic="true"]')) {
        const text = (el.textContent || '').trim();
        if (text && window.__toasts[window.__toasts.length - 1] !== text) window.__toasts.push(text);
      }
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
  })();
`;

export interface JourneyOptions {
  /** seconds the notice popup keeps "I know it" disabled; default 0 so journeys are not held up */
  noticeWaitSeconds?: number;
  colorScheme?: 'light' | 'dark';
  locale?: string;
}

/** The run's shared server (tests/support/global-setup.ts). */
export function sharedApp(): RunningApp {
  return connectApp(inject('appUrl'));
}

export async function startJourney(options: JourneyOptions = {}): Promise<Journey> {
  const app = sharedApp();
  const operator = await Operator.login(app.url);
  await operator.setConfig('notice_popup_wait_seconds', String(options.noticeWaitSeconds ?? 0));
  const browser = await launchBrowser();
  const context = await phoneContext(browser, { colorScheme: options.colorScheme, locale: options.locale });
  await blockOutside(context, app.url);
  await context.addInitScript(toastRecorder);
  await context.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    const s = document.createElement('style'); s.textContent = ${JSON.stringify(stillnessCss)}; document.head.appendChild(s);
  });`);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return {
    app,
    browser,
    context,
    page,
    operator,
    async close() {
      await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await app.stop();
    },
  };
}

/** Nothing leaves the machine: requests to any other origin (a pay page, fonts) are aborted. */
export async function blockOutside(context: BrowserContext, appUrl: string): Promise<void> {
  const origin = new URL(appUrl).origin;
  await context.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.abort(),
  );
}

/** Polls until `check` is true (usable in hooks, unlike expect.poll). */
export async function until(
  check: () => Promise<boolean> | boolean,
  timeout = 15_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The server's current (possibly advanced) time. */
export async function serverNow(app: RunningApp): Promise<number> {
  const answer = (await app.hook('/core/dev/clock/advance', { days: 0 })) as { result: { now: string } };
  return Date.parse(answer.result.now);
}

/**
 * The last SMS code sent to a phone (dev sink, TEST_HOOKS=1), optionally for one purpose
 * (register, resetAssetPwd...) and sent after `since` (ms), so an older code is never picked up.
 */
export async function lastSmsCode(
  app: RunningApp,
  phone: string,
  options: { areaCode?: string; purpose?: string; since?: number } = {},
): Promise<string> {
  let last: unknown = null;
  for (let i = 0; i < 60; i++) {
    const answer = (await app.hook('/core/dev/sms/last', { areaCode: options.areaCode ?? '+1', phone })) as {
      result: { code: string | null; purpose: string | null; sentAt: string } | null;
    };
    const sms = answer.result;
    last = answer;
    if (
      sms?.code &&
      (!options.purpose || sms.purpose === options.purpose) &&
      (!options.since || Date.parse(sms.sentAt) >= options.since - 1000)
    ) {
      return sms.code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `no SMS code for ${phone} (${options.purpose ?? 'any purpose'}); last: ${JSON.stringify(last)}`,
  );
}

export async function toasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts ?? []);
}

export async function clearToasts(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __toasts: string[] }).__toasts = []));
}

/** Waits until a toast containing `text` has been shown (since the last clearToasts). */
export async function expectToast(page: Page, text: string | RegExp, timeout = 15_000): Promise<string> {
  const deadline = Date.now() + timeout;
  const matches = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  for (;;) {
    const seen = await toasts(page);
    const hit = seen.find(matches);
    if (hit) return hit;
    if (Date.now() > deadline)
      throw new Error(`no toast ${String(text)}; toasts seen: ${JSON.stringify(seen)}`);
    await page.waitForTimeout(100);
  }
}

export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('aurum.token'));
  if (!token) throw new Error('no token in localStorage');
  return token;
}

/** The notice popup (SPEC §4): a dialog (or alertdialog) with the "I know it" button. */
export function noticePopup(page: Page) {
  return page
    .locator('[role="alertdialog"], [role="dialog"]')
    .filter({ has: page.getByRole('button', { name: /^I know it/ }) });
}

/** Notices pop up on home for every member until read: acknowledge them all ("I know it"). */
export async function dismissNotices(page: Page, timeout = 5_000): Promise<number> {
  let count = 0;
  const button = noticePopup(page).getByRole('button', { name: /^I know it$/ });
  for (;;) {
    try {
      await noticePopup(page)
        .first()
        .waitFor({ state: 'visible', timeout: count === 0 ? timeout : 3_000 });
    } catch {
      return count;
    }
    await until(() => button.isEnabled(), 15_000, 'notice button enabled');
    await button.click();
    count++;
  }
}

export interface NewMember {
  phone: string;
  password: string;
  areaCode?: string;
  invitationCode?: string;
}

/**
 * Registration through the register screen: phone, "Send code" (the code is read from the dev SMS
 * sink), passwords and the invitation code typed into its field (or, with `viaLink`, arriving
 * in the share link's ?code=). Ends on home, logged in.
 */
export async function registerViaUi(
  page: Page,
  app: RunningApp,
  member: NewMember & { viaLink?: boolean },
): Promise<void> {
  const link =
    member.invitationCode && member.viaLink ? `?code=${encodeURIComponent(member.invitationCode)}` : '';
  await page.goto(`${app.url}/pages/user/register${link}`);
  await page.getByLabel('Phone number').fill(member.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await lastSmsCode(app, member.phone, { areaCode: member.areaCode, purpose: 'register' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  if (member.invitationCode) {
    const field = page.getByLabel('Invitation code');
    if (!member.viaLink) await field.fill(member.invitationCode);
    await until(
      async () => (await field.inputValue()) === member.invitationCode,
      10_000,
      'invitation code in its field',
    );
  }
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 30_000 });
}

export async function loginViaUi(
  page: Page,
  app: RunningApp,
  phone: string,
  password: string,
): Promise<void> {
  if (!page.url().includes('/pages/user/login')) await page.goto(`${app.url}/pages/user/login`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/pages/user/login'), { timeout: 30_000 });
}

/** Types the 6 digits into the open fund-password sheet. */
export async function enterFundPassword(page: Page, password: string): Promise<void> {
  const input = page
    .getByRole('dialog')
    .getByLabel(/fund password/i)
    .first();
  await input.waitFor({ state: 'visible' });
  await input.pressSequentially(password, { delay: 30 });
}

/** Drags the slide-to-confirm handle to the end of its track with the mouse (pointer events). */
export async function slideToConfirm(page: Page): Promise<void> {
  const handle = page.getByRole('slider').last();
  await handle.waitFor({ state: 'visible' });
  const box = await handle.boundingBox();
  const track = await handle.locator('xpath=..').boundingBox();
  if (!box || !track) throw new Error('slider not laid out');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  const endX = track.x + track.width - box.width / 2;
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(box.x + box.width / 2 + ((endX - box.x - box.width / 2) * i) / steps, y);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
}

/** "$1,234.50" → 123450 (cents) */
export function cents(text: string): number {
  const m = text.replace(/[^\d.-]/g, '');
  const [whole, frac = ''] = m.split('.');
  return Number(whole) * 100 + Number((frac + '00').slice(0, 2)) * (m.startsWith('-') ? -1 : 1);
}

/** The balance shown on the mine page, in cents, once loaded. */
export async function mineBalance(page: Page, appUrl: string): Promise<number> {
  await page.goto(`${appUrl}/pages/mine/mine`);
  const value = page.getByTestId('mine-balance');
  await until(
    async () => /\$/.test((await value.textContent()) ?? ''),
    15_000,
    'the balance on the mine page',
  );
  return cents((await value.textContent()) ?? '');
}
