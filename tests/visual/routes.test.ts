/**
 * Visual regression of EVERY app route of SPEC §2, light and dark, at 375×812, against committed
 * baselines in tests/visual/baselines/routes/<theme>/<route>.png.
 *
 * The screens are those of a fresh member with a little history made through the API beforehand
 * (a paid recharge, one product, a bank card, a pending withdrawal, a zone post with a comment, a
 * personal message, notices read), so lists are not all empty. Values that change from run to run
 * (dates, order numbers, generated codes, the server's port) are covered with Playwright's `mask`;
 * the page clock is fixed. This file runs first (tests/support/sequencer.ts), on the run's fresh
 * server, so nothing another test did shows up here.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Operator, payByChannel, post } from '../support/api.js';
import { launchBrowser, phoneContext, stillnessCss } from '../support/browser.js';
import { blockOutside, lastSmsCode, serverNow, sharedApp } from '../support/journey.js';
import type { RunningApp } from '../support/server.js';
import { compareWithBaseline, describeFailure, failures, type VisualResult } from '../support/visual.js';
import { MIN_TARGET_PX, smallTouchTargets } from '../support/touch-targets.js';
import { routes } from '../support/routes.js';

const PHONE = '5550100901';
const FUND_PASSWORD = '135790';
/** The page's clock: a fixed moment, so nothing the app computes from "now" moves between runs. */
const PAGE_TIME = new Date('2026-11-23T10:00:00Z');

interface Fixture {
  token: string;
  productId: number;
  noticeId: number;
  messageId: number;
  postId: number;
}

let app: RunningApp;
let browser: Browser;
let fixture: Fixture;

async function member<T>(path: string, body: unknown, token: string): Promise<T> {
  const answer = await post<T>(`${app.url}/core${path}`, body, { 'x-access-token': token });
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.result;
}

/** A member with a little of everything, made through the API (fixtures, not a journey). */
async function makeFixture(): Promise<Fixture> {
  const operator = await Operator.login(app.url);
  await operator.setConfig('notice_popup_wait_seconds', '0');
  await operator.setMoneyConfig('money.withdraw_open_weekdays', '1,2,3,4,5,6,7');
  try {
    const sent = await post(`${app.url}/core/app/sms/sendSmsCodeNoAuth`, {
      areaCode: '+1',
      phone: PHONE,
      type: 'register',
    });
    if (sent.code !== 200) throw new Error(`sms: ${sent.message}`);
    const smsCode = await lastSmsCode(app, PHONE, { purpose: 'register' });
    const registered = await post<string>(`${app.url}/core/app/auth/register`, {
      areaCode: '+1',
      phone: PHONE,
      password: 'Visual1234',
      confirmPassword: 'Visual1234',
      smsCode,
      fundPassword: FUND_PASSWORD,
    });
    if (registered.code !== 200) throw new Error(`register: ${registered.message}`);
    const token = registered.result;
    const me = await member<{ id: number }>('/app/user/getUserInfo', {}, token);
    await member('/app/user/modifyUsername', { userName: 'Vera' }, token); // instead of the generated one

    const notices = await member<{ id: number }[]>('/app/sysMessage/findAll', {}, token);
    for (const n of notices) await member('/app/sysMessage/readMsg', { id: n.id }, token);

    const secret = await operator.setChannelSecret('quickpay');
    const info = await member<{ channels: { id: number; code: string }[] }>(
      '/app/wallet/getRechargeInfo',
      {},
      token,
    );
    const quickpay = info.channels.find((c) => c.code === 'quickpay')!;
    const order = await member<{ orderNo: string; amount: string }>(
      '/app/user/recharge/recharge',
      { amount: '1000.00', payChannelId: quickpay.id },
      token,
    );
    const paid = await payByChannel(app.url, 'quickpay', secret, order, await serverNow(app));
    if (paid.result?.outcome !== 'credited') throw new Error(`callback: ${JSON.stringify(paid)}`);

    const products = await member<{ records: { id: number; name: string }[] }>(
      '/app/product/page',
      { page: 1, size: 20 },
      token,
    );
    const productId = products.records.find((p) => p.name === 'Gold Bracelet Plan')!.id;
    await member('/app/product/buy', { productId, quantity: 1, fundPassword: FUND_PASSWORD }, token);

    const banks = await member<{ records: { id: number; name: string }[] }>(
      '/app/bank/page',
      { page: 1, size: 50 },
      token,
    );
    await member(
      '/app/userBank/saveOrUpdate',
      {
        payeeName: 'Vera Visual',
        receiveAccount: '555566667777',
        bankId: banks.records.find((b) => b.name === 'Citibank')!.id,
      },
      token,
    );
    const cards = await member<{ records: { id: number }[] }>(
      '/app/userBank/page',
      { page: 1, size: 10 },
      token,
    );
    await member(
      '/app/user/withdrawal/apply',
      { amount: '100.00', fundPassword: FUND_PASSWORD, bankCardId: cards.records[0]!.id },
      token,
    );

    const postMade = await member<{ id: number }>(
      '/app/zone/publish',
      { content: 'A quiet evening with my new pearl necklace.' },
      token,
    );
    await member('/app/zone/comment', { postId: postMade.id, content: 'Lovely!' }, token);

    const message = await operator.must('/admin/community/userMessages/send', {
      userId: me.id,
      title: 'Welcome gift',
      content: 'Thank you for joining Aurum. Your first purchase earns a lucky draw chance.',
    });
    return { token, productId, noticeId: notices[0]!.id, messageId: message.id, postId: postMade.id };
  } finally {
    await operator.setMoneyConfig('money.withdraw_open_weekdays', '1,2,3,4,5');
  }
}

/** What changes from run to run, covered by a mask box in the screenshot. */
function dynamicParts(page: Page) {
  return [
    page.locator('[data-dynamic]'),
    page.locator('time'),
    page.getByText(/\b\d{2}\/\d{2}\/\d{4}\b/), // en-US dates
    page.getByText(/\b\d{4}-\d{2}-\d{2}\b/),
    page.getByText(/\b[A-Z]{1,4}\d{14,}\b/), // order numbers: prefix + yyyyMMddHHmmss + random digits
    page.getByText(/127\.0\.0\.1:\d+/), // the server's port (share link, web page host)
    page.locator('input[type="text"][readonly], textarea[readonly]'),
  ];
}

/** Waits until the screen has settled: no requests in flight, fonts ready, no toast, no spinner. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[role="status"][aria-atomic="true"]')].every(
          (el) => !(el.textContent ?? '').trim(),
        ) && !document.querySelector('[aria-busy="true"]'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(250);
}

async function themedContext(theme: 'light' | 'dark', token: string | null): Promise<BrowserContext> {
  const context = await phoneContext(browser, { colorScheme: theme });
  await blockOutside(context, app.url);
  await context.addInitScript(
    ({ theme, token, css }) => {
      localStorage.setItem('aurum.theme', theme);
      localStorage.setItem('aurum.locale', 'en-US');
      if (token) localStorage.setItem('aurum.token', token);
      else localStorage.removeItem('aurum.token');
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.appendChild(style);
      });
    },
    { theme, token, css: stillnessCss },
  );
  return context;
}

beforeAll(async () => {
  app = sharedApp();
  fixture = await makeFixture();
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

describe('every route matches its baseline', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`every SPEC §2 route in the ${theme} theme`, async () => {
      const results: VisualResult[] = [];
      const contexts = {
        member: await themedContext(theme, fixture.token),
        guest: await themedContext(theme, null),
      };
      const pages = { member: await contexts.member.newPage(), guest: await contexts.guest.newPage() };
      for (const page of Object.values(pages)) {
        await page.clock.install({ time: PAGE_TIME });
        page.setDefaultTimeout(20_000);
      }
      try {
        for (const route of routes(fixture, app.url)) {
          const page = route.guest ? pages.guest : pages.member;
          await page.goto(app.url + route.url);
          await settle(page);
          const [path] = route.url.split('?');
          expect(new URL(page.url()).pathname, `${route.name} stayed on its route`).toBe(path);
          expect(
            await page.evaluate(() => document.documentElement.dataset.theme),
            `${route.name}: the app started`,
          ).toBe(theme);
          const png = await page.screenshot({
            mask: dynamicParts(page),
            maskColor: '#FF00FF',
            animations: 'disabled',
            caret: 'hide',
          });
          results.push(compareWithBaseline(`routes/${theme}/${route.name}`, png));
        }
      } finally {
        await contexts.member.close();
        await contexts.guest.close();
      }
      const failed = failures(results);
      expect(failed, failed.map(describeFailure).join('\n')).toEqual([]);
    }, 600_000);
  }
});

describe('touch targets', () => {
  it(`every control on every route answers a finger over ${MIN_TARGET_PX} × ${MIN_TARGET_PX} px (issue 14)`, async () => {
    const contexts = {
      member: await themedContext('light', fixture.token),
      guest: await themedContext('light', null),
    };
    const pages = { member: await contexts.member.newPage(), guest: await contexts.guest.newPage() };
    const small: string[] = [];
    try {
      for (const route of routes(fixture, app.url)) {
        const page = route.guest ? pages.guest : pages.member;
        page.setDefaultTimeout(20_000);
        await page.goto(app.url + route.url);
        await settle(page);
        for (const target of await smallTouchTargets(page)) {
          small.push(
            `${route.name}: ${target.what} ${target.width}×${target.height}, not reached ${target.missed}`,
          );
        }
      }
    } finally {
      await contexts.member.close();
      await contexts.guest.close();
    }
    expect(small, small.join('\n')).toEqual([]);
  }, 600_000);
});
