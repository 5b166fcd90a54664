import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.js';

/** Debian's Chromium, headless, with the flags this machine needs; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/**
 * A phone-sized page: 375×812 at 1× so screenshots are small and stable. The suites inject a
 * stillness <style> (below), which the app's Content-Security-Policy forbids, so these contexts
 * bypass the CSP; e2e/csp.test.ts runs the app under it (`enforceCsp`).
 */
export function phoneContext(
  browser: Browser,
  options: {
    colorScheme?: 'light' | 'dark';
    locale?: string;
    enforceCsp?: boolean;
    /** The app's own worker stays blocked; the story tests allow Mock Service Worker's. */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    bypassCSP: !options.enforceCsp,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
}

/** Freezes motion and the caret so two screenshots of the same state are identical. */
export const stillnessCss = `
  *, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important; }
`;
