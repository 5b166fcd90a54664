/**
 * Visual regression of every Storybook story, light and dark, at 375 px, against committed
 * baselines in tests/visual/baselines/stories. Stories tagged `no-visual` (time-dependent ones)
 * are skipped. Needs the static Storybook (pnpm build-storybook), built here when missing.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, stillnessCss } from '../support/browser.js';
import { serveFolder } from '../support/static-server.js';
import {
  compareWithBaseline,
  describeFailure,
  failures,
  matchesBaseline,
  updating,
  type VisualResult,
  baselineDir,
} from '../support/visual.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** AURUM_STORYBOOK_DIR: test another static build (e.g. one made with a changed token) instead. */
const staticDir = process.env.AURUM_STORYBOOK_DIR || path.join(root, 'storybook-static');

interface IndexEntry {
  id: string;
  type: string;
  tags?: string[];
}

let browser: Browser;
let site: { url: string; close(): Promise<void> };
let stories: IndexEntry[] = [];
let servedDir = '';

beforeAll(async () => {
  if (!process.env.AURUM_STORYBOOK_DIR && !existsSync(path.join(staticDir, 'index.json'))) {
    execFileSync('pnpm', ['build-storybook'], { cwd: root, stdio: 'inherit' });
  }
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));
  // Serve a copy, so a rebuild of storybook-static during the run cannot swap files under the test.
  servedDir = mkdtempSync(path.join(tmpdir(), 'aurum-storybook-'));
  cpSync(staticDir, servedDir, { recursive: true });
  site = await serveFolder(servedDir);
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (servedDir) rmSync(servedDir, { recursive: true, force: true });
});

type Preview = {
  currentRender?: { id?: string; phase?: string };
  channel?: { emit(event: string, data: unknown): void };
};

/** Waits until the preview has finished rendering (and playing) the story. */
async function rendered(page: Page, storyId: string): Promise<void> {
  await page
    .waitForFunction(
      (id) => {
        const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__
          ?.currentRender;
        return (
          render?.id === id &&
          (render.phase === 'completed' || render.phase === 'errored' || render.phase === 'finished')
        );
      },
      storyId,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
}

/** A full load of the story's iframe: the reference way to render it. */
async function load(page: Page, storyId: string, theme: string): Promise<void> {
  await page.goto(`${site.url}/iframe.html?id=${storyId}&viewMode=story&globals=theme:${theme}`);
  await page.addStyleTag({ content: stillnessCss });
  await rendered(page, storyId);
}

/**
 * Each story is first rendered by switching stories in the already loaded preview (as the
 * Storybook UI does: setCurrentStory), which is several times faster than loading the iframe.
 * Only when that screenshot does not match is the story loaded afresh and compared (and, when
 * updating, written) — so baselines always come from a full load.
 */
describe('story screenshots match their baselines', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`every story in the ${theme} theme`, async () => {
      expect(stories.length).toBeGreaterThan(0);
      // Service workers allowed: the app-screen stories answer /core/ through Mock Service Worker.
      const context = await phoneContext(browser, { colorScheme: theme, serviceWorkers: 'allow' });
      const page = await context.newPage();
      const results: VisualResult[] = [];
      let loaded = false;
      const fullLoads: string[] = [];
      for (const story of stories) {
        const name = `stories/${theme}/${story.id}`;
        if (loaded && !updating) {
          await page.evaluate((id) => {
            window.scrollTo(0, 0);
            (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.channel?.emit(
              'setCurrentStory',
              { storyId: id, viewMode: 'story' },
            );
          }, story.id);
          await rendered(page, story.id);
          const quick = await page.screenshot({ fullPage: false });
          if (matchesBaseline(name, quick)) {
            results.push({ name, status: 'match', diffPixels: 0 });
            continue;
          }
        }
        await load(page, story.id, theme);
        if (loaded) fullLoads.push(story.id);
        loaded = true;
        results.push(compareWithBaseline(name, await page.screenshot({ fullPage: false })));
      }
      await context.close();
      // Baselines of stories that no longer exist (renamed or removed) fail the run, or are deleted when updating.
      const ids = new Set(stories.map((s) => s.id));
      const themeDir = path.join(baselineDir, 'stories', theme);
      const orphans = existsSync(themeDir)
        ? readdirSync(themeDir).filter((f) => f.endsWith('.png') && !ids.has(f.slice(0, -4)))
        : [];
      if (updating) for (const f of orphans) rmSync(path.join(themeDir, f));
      else expect(orphans, `baselines without a story in stories/${theme}: delete them`).toEqual([]);
      if (fullLoads.length)
        console.log(
          `${theme}: ${fullLoads.length} of ${stories.length} stories needed a full load: ${fullLoads.join(', ')}`,
        );
      const failed = failures(results);
      expect(failed, failed.map(describeFailure).join('\n')).toEqual([]);
    }, 900_000);
  }
});
