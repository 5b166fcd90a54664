/**
 * Visual regression of EVERY operator console screen (issue 17) at 1280 px, light and dark, against
 * committed baselines in tests/visual/baselines/console/<theme>/<screen>.png: the sign-in page, then
 * each screen of the side navigation as the demo admin sees it (the screens are read from the
 * navigation itself, so a screen added to the console gets a baseline — and under CI fails until its
 * reviewed baseline is committed, as with the member routes).
 *
 * This file only reads (signing in changes nothing a screen shows) and runs first
 * (tests/support/sequencer.ts), on the run's fresh server with its demo data, so the figures are the
 * same in a full run and when the file runs alone. What changes from run to run (dates, times, order
 * numbers, the server's port) is masked.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, stillnessCss } from '../support/browser.js';
import { consoleContext, signInToConsole } from '../support/console.js';
import { sharedApp } from '../support/journey.js';
import type { RunningApp } from '../support/server.js';
import { compareWithBaseline, describeFailure, failures, type VisualResult } from '../support/visual.js';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = sharedApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** What changes from run to run, covered by a mask box in the screenshot. */
function dynamicParts(page: Page) {
  return [
    page.locator('[data-dynamic]'),
    page.locator('time'),
    page.getByText(/\b\d{2}\/\d{2}\/\d{4}\b/), // the console's dates (en-GB short)
    page.getByText(/\b\d{4}-\d{2}-\d{2}\b/),
    page.getByText(/\b[A-Z]{1,4}\d{14,}\b/), // order numbers: prefix + yyyyMMddHHmmss + random digits
    page.getByText(/127\.0\.0\.1:\d+/),
  ];
}

/**
 * Values a fresh database draws at random and that set a column's width (a mask box would cover the
 * text but not the layout it pushes around) are written over with a fixed value of the same kind:
 * the seeded USDT (TRC20) deposit address.
 */
async function fixRandomValues(page: Page): Promise<void> {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (/^\s*T[1-9A-HJ-NP-Za-km-z]{33}\s*$/.test(node.textContent ?? ''))
        node.textContent = 'TXYZsampleAddressForTheVisualTest1';
  });
}

/** Waits until the screen has settled: no requests in flight, fonts ready, no table loading. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(250);
}

/** "/withdrawals" → "withdrawals"; "/" (the landing page) → "position". */
const screenName = (pathname: string) =>
  pathname.replace(/^\/console\/?/, '').replace(/\//g, '-') || 'position';

describe('every console screen matches its baseline', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`the sign-in page and every screen of the navigation, ${theme}, 1280 px`, async () => {
      const results: VisualResult[] = [];
      const context = await consoleContext(browser, app.url, { colorScheme: theme });
      await context.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
        const s = document.createElement('style'); s.textContent = ${JSON.stringify(stillnessCss)}; document.head.appendChild(s);
      });`);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const shot = async (name: string) => {
        await settle(page);
        await fixRandomValues(page);
        const png = await page.screenshot({
          mask: dynamicParts(page),
          maskColor: '#FF00FF',
          animations: 'disabled',
          caret: 'hide',
        });
        results.push(compareWithBaseline(`console/${theme}/${name}`, png));
      };
      try {
        await page.goto(`${app.url}/console/signin`);
        await page.getByRole('heading', { name: 'Operator console' }).waitFor();
        await shot('signin');
        await signInToConsole(page, app.url, 'admin', 'admin123');
        const nav = page.getByRole('navigation', { name: 'Console' });
        const links = await nav
          .getByRole('link')
          .evaluateAll((els) =>
            els.map((a) => ({ href: a.getAttribute('href') ?? '', label: (a.textContent ?? '').trim() })),
          );
        expect(links.length, 'the navigation lists the screens').toBeGreaterThanOrEqual(9);
        for (const link of links) {
          await nav.locator(`a[href="${link.href}"]`).click();
          // client-side navigation: no load event, so the address is polled
          const path = (url: string) => new URL(url, app.url).pathname.replace(/\/$/, '');
          await expect.poll(() => path(page.url())).toBe(path(link.href));
          await page.getByRole('heading', { level: 1 }).waitFor();
          expect(
            await page.evaluate(() => document.querySelector('[data-theme]')?.getAttribute('data-theme')),
            `${link.label}: the ${theme} theme`,
          ).toBe(theme);
          await shot(screenName(new URL(link.href, app.url).pathname));
        }
      } finally {
        await context.close();
      }
      const failed = failures(results);
      expect(failed, failed.map(describeFailure).join('\n')).toEqual([]);
    }, 600_000);
  }
});
