/**
 * The operator console (apps/console, under /console) in a desktop-sized Chromium page: sign in,
 * open a screen, run axe on it. The console runs under the server's Content-Security-Policy (no
 * bypass): axe is evaluated through the DevTools protocol, which the policy does not govern.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { blockOutside } from './journey.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function consoleContext(
  browser: Browser,
  appUrl: string,
  options: { colorScheme?: 'light' | 'dark'; width?: number } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 860 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await blockOutside(context, appUrl);
  return context;
}

export async function signInToConsole(
  page: Page,
  appUrl: string,
  username: string,
  password: string,
  landing = 'Money position',
): Promise<void> {
  if (!page.url().includes('/console/signin')) await page.goto(`${appUrl}/console/signin`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: landing }).waitFor();
}

/** Follows a side-navigation link and waits for the screen's heading. */
export async function openScreen(page: Page, name: string, heading = name): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG A/AA rules on the page as it is now; the violations, summarised. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(`${axeSource};0`);
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))`,
  )) as AxeViolation[];
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
