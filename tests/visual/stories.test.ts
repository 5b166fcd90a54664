/**
 * Visual regression of every Storybook story, light and dark, at 375 px, against committed
 * baselines in tests/visual/baselines/stories. Stories tagged `no-visual` (time-dependent ones)
 * are skipped. Needs the static Storybook (pnpm build-storybook), built here when missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, stillnessCss } from '../support/browser.js';
import { serveFolder } from '../support/static-server.js';
import { compareWithBaseline, type VisualResult } from '../support/visual.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = path.join(root, 'storybook-static');

interface IndexEntry {
  id: string;
  type: string;
  tags?: string[];
}

let browser: Browser;
let site: { url: string; close(): Promise<void> };
let stories: IndexEntry[] = [];

beforeAll(async () => {
  if (!existsSync(path.join(staticDir, 'index.json'))) {
    execFileSync('pnpm', ['build-storybook'], { cwd: root, stdio: 'inherit' });
  }
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));
  site = await serveFolder(staticDir);
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('story screenshots match their baselines', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`every story in the ${theme} theme`, async () => {
      expect(stories.length).toBeGreaterThan(0);
      const context = await phoneContext(browser, { colorScheme: theme });
      const page = await context.newPage();
      const results: VisualResult[] = [];
      for (const story of stories) {
        await page.goto(`${site.url}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
        await page.addStyleTag({ content: stillnessCss });
        await page
          .waitForFunction(
            () => {
              const preview = (
                window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }
              ).__STORYBOOK_PREVIEW__;
              const phase = preview?.storyRenders?.[0]?.phase;
              return phase === 'completed' || phase === 'errored' || phase === 'finished';
            },
            undefined,
            { timeout: 20_000 },
          )
          .catch(() => undefined);
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(150);
        results.push(
          compareWithBaseline(`stories/${theme}/${story.id}`, await page.screenshot({ fullPage: false })),
        );
      }
      await context.close();
      const failed = results.filter((r) => r.status === 'mismatch' || r.status === 'size-changed');
      expect(
        failed,
        failed.map((f) => `${f.name}: ${f.diffPixels} px differ, diff at ${f.diffPath}`).join('\n'),
      ).toEqual([]);
    }, 900_000);
  }
});
