/**
 * The member app runs under the server's Content-Security-Policy (apps/server/src/http/security.ts)
 * without a single violation: every route of SPEC §2, logged in and as a guest, plus the money
 * sheets that open on top (fund password, slide to confirm). Violations are collected in the page
 * (securitypolicyviolation events) and from the console.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, post } from '../support/api.js';
import { launchBrowser, phoneContext } from '../support/browser.js';
import { blockOutside, sharedApp } from '../support/journey.js';
import { routes } from '../support/routes.js';
import type { RunningApp } from '../support/server.js';
import type { Browser } from 'playwright-core';

const DEMO = { phone: '5550000001', password: 'Demo1234' };

let app: RunningApp;
let browser: Browser;
let token: string;

beforeAll(async () => {
  app = sharedApp();
  browser = await launchBrowser();
  token = await apiLogin(app.url, DEMO.phone, DEMO.password);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function watchedContext(
  loggedIn: boolean,
): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const context = await phoneContext(browser, { enforceCsp: true });
  await blockOutside(context, app.url);
  await context.addInitScript(
    ({ token }) => {
      if (token) localStorage.setItem('aurum.token', token);
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __csp: string[] }).__csp.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    },
    { token: loggedIn ? token : null },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return { context, page, violations };
}

async function pageViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

describe('Content-Security-Policy', () => {
  it('the shell carries the policy, and every route runs under it without a violation', async () => {
    const shell = await fetch(`${app.url}/pages/mine/mine`);
    const policy = shell.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(shell.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shell.headers.get('referrer-policy')).toBe('no-referrer');

    const member = (path: string, body: unknown) =>
      post<{ records?: { id: number }[] } & { id: number }[]>(`${app.url}/core${path}`, body, {
        'x-access-token': token,
      });
    const products = await member('/app/product/page', { page: 1, size: 5 });
    const notices = await member('/app/sysMessage/findAll', {});
    const fixture = {
      productId: products.result.records![0]!.id,
      noticeId: (notices.result as { id: number }[])[0]?.id ?? 1,
      messageId: 1,
      postId: 1,
    };
    const seen: Record<string, string[]> = {};
    for (const loggedIn of [true, false]) {
      const { context, page, violations } = await watchedContext(loggedIn);
      try {
        for (const route of routes(fixture, app.url)) {
          if (!loggedIn && !route.guest && route.name !== 'home') continue;
          await page.goto(app.url + route.url);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await page.waitForTimeout(150);
          const found = [...(await pageViolations(page)), ...violations.splice(0)];
          if (found.length) seen[`${loggedIn ? 'member' : 'guest'} ${route.name}`] = found;
        }
        if (loggedIn) {
          // the product sheet with the fund-password keypad and the slider
          await page.goto(`${app.url}/pages/product/product?id=${fixture.productId}`);
          await page
            .getByRole('button', { name: /buy|invest|purchase/i })
            .first()
            .click({ timeout: 5_000 })
            .catch(() => undefined);
          await page.waitForTimeout(500);
          const found = [...(await pageViolations(page)), ...violations.splice(0)];
          if (found.length) seen['member product sheet'] = found;
        }
      } finally {
        await context.close();
      }
    }
    expect(seen).toEqual({});
  }, 300_000);
});
