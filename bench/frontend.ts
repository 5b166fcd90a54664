/**
 * Section 4: the member app's first route. Builds apps/member into bench/.tmp/member-dist (so a
 * colleague's dist is never clobbered), adds up the gzipped JS and CSS the home screen and the
 * login screen each need (index.html's entry chunk and stylesheet, their static imports, the
 * route's lazy chunk and its dependencies), then times navigation → home content visible and interactive in headless
 * Chromium against the real server serving that build.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js';
import { databaseUrl, log, recreateDatabase, root, startServerProcess, tmpDir, type Row } from './lib.js';
import { openBenchDatabase, seedMembers } from './seed.js';

const exec = promisify(execFile);

export const JS_BUDGET_KB = 90;
export const TTI_TARGET_MS = 1500;
const RUNS = 5;

interface RouteAssets {
  js: string[];
  css: string[];
}

/** Static imports of an ES chunk: `import{a as b}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  const pattern =
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+?\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

/** Vite's preload list for one dynamic import: `import("./Home-x.js"),__vite__mapDeps([i,...])` (any quotes). */
function preloadDeps(code: string, chunk: string): string[] {
  const files = /m\.f\s*\|\|\s*\(m\.f\s*=\s*(\[[^\]]*\])/.exec(code)?.[1];
  if (!files) return [];
  const list = JSON.parse(files) as string[];
  const escaped = chunk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const call = new RegExp(
    `import\\(["'\`]\\./${escaped}["'\`]\\)\\s*,\\s*__vite__mapDeps\\(\\[([\\d,\\s]*)\\]`,
  ).exec(code);
  if (!call) return [];
  return call[1]!
    .split(',')
    .filter(Boolean)
    .map((i) => list[Number(i)]!)
    .filter(Boolean);
}

export function firstRouteAssets(
  dist: string,
  homeChunkPrefix = 'Home-',
): RouteAssets & { homeChunk: string } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/?([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+)"/g)) css.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+)"/g)) js.add(m[1]!);
  const follow = (file: string) => {
    if (js.has(file) && file !== entry) return;
    js.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const dep of staticImports(code)) follow(path.posix.join(path.posix.dirname(file), dep));
  };
  follow(entry);
  const assets = path.join(dist, 'assets');
  const homeChunk = readdirSync(assets).find((f) => f.startsWith(homeChunkPrefix) && f.endsWith('.js'));
  if (!homeChunk) throw new Error(`no ${homeChunkPrefix}*.js chunk in ${assets}`);
  // The lazy chunk's dependencies as Vite preloads them (JS and CSS), found in any chunk that imports it.
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const dep of preloadDeps(code, homeChunk)) (dep.endsWith('.css') ? css : js).add(dep);
  }
  follow(`assets/${homeChunk}`);
  return { js: [...js], css: [...css], homeChunk };
}

/** Home (logged in) and login (logged out), the two screens a member can land on first: what each loads first, gzipped. */
export function firstRoutes(dist: string) {
  return (
    [
      ['home', 'Home-'],
      ['login', 'Login-'],
    ] as const
  ).map(([screen, prefix]) => {
    const assets = firstRouteAssets(dist, prefix);
    return { screen, assets, jsKB: gzipKB(dist, assets.js), cssKB: gzipKB(dist, assets.css) };
  });
}

function gzipKB(dist: string, files: string[]): number {
  return (
    files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0) / 1024
  );
}

/** Milliseconds from navigation start until `ready()` holds in the page (checked every frame). */
export async function timeToReady(
  browser: Browser,
  url: string,
  token: string | null,
  ready: string,
): Promise<number> {
  // bypassCSP: the readiness check is evaluated in the page, which the app's CSP (no 'unsafe-eval') forbids
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    bypassCSP: true,
  });
  try {
    if (token) await context.addInitScript((t) => localStorage.setItem('aurum.token', t), token);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
    page.on('response', (r) => {
      const type = r.headers()['content-type'] ?? '';
      if (r.status() >= 400 || (r.url().endsWith('.js') && !type.includes('javascript')))
        problems.push(`${r.status()} ${type}: ${r.url()}`);
    });
    await page.goto(url, { waitUntil: 'commit' });
    try {
      await page.waitForFunction(
        (check) => {
          const ok = new Function(`return (${check})`)() as boolean;
          if (ok) (window as unknown as { __ready: number }).__ready ??= performance.now();
          return ok;
        },
        ready,
        { polling: 'raf', timeout: 30_000 },
      );
    } catch (error) {
      const shot = path.join(tmpDir, 'frontend-failure.png');
      await page.screenshot({ path: shot }).catch(() => {});
      throw new Error(
        `${url}: not ready after 30 s (now at ${page.url()}; screenshot ${shot}; ${problems.join(' | ') || 'no errors'}): ${String(error)}`,
      );
    }
    return await page.evaluate(() => (window as unknown as { __ready: number }).__ready);
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// The home screen's main content: the products section with the product preview loaded, the
// shortcut buttons laid out and enabled (React has attached its handlers when it rendered them).
export const HOME_READY = `(() => {
  const visible = (el) => !!el && el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility !== 'hidden';
  const section = document.querySelector('section[aria-labelledby="home-products"]');
  if (!visible(section)) return false;
  const product = section.querySelector('ul li a, ul li button');
  const viewAll = section.querySelector('button');
  return visible(product) && visible(viewAll) && !viewAll.disabled;
})()`;

const BLANK_READY = `(() => { const el = document.getElementById('ready'); return !!el && el.getBoundingClientRect().height > 0; })()`;

export async function runFrontendBenchmarks(): Promise<{ rows: Row[]; notes: string[] }> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const dist = path.join(tmpDir, 'member-dist');
  log('front end: building apps/member');
  await exec('pnpm', ['--filter', '@aurum/member', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('member build produced no index.html');

  for (const { screen, assets, jsKB, cssKB } of firstRoutes(dist)) {
    const note = `first route, ${screen} (${assets.homeChunk}): ${assets.js.length} JS files ${jsKB.toFixed(1)} KB gz, ${assets.css.length} CSS files ${cssKB.toFixed(1)} KB gz`;
    log(note);
    notes.push(`${note}: ${[...assets.js, ...assets.css].map((f) => path.basename(f)).join(', ')}`);
    rows.push({
      section: 'front end',
      name: screen === 'home' ? 'first route JS (gzip)' : 'first route JS, login (gzip)',
      value: jsKB,
      unit: 'KB',
      baselineName: 'budget',
      baseline: JS_BUDGET_KB,
      baselineUnit: 'KB',
      ratio: jsKB / JS_BUDGET_KB,
      target: '≤ 1.00',
      pass: jsKB <= JS_BUDGET_KB,
      detail: `CSS ${cssKB.toFixed(1)} KB gz; ${assets.js.length} JS + ${assets.css.length} CSS files`,
    });
  }

  // The real server (PostgreSQL) serving the build, with a member and products to show.
  const url = await recreateDatabase('bench');
  const database = await openBenchDatabase({ databaseUrl: url });
  const fixture = await seedMembers(database, { count: 1, cash: 1_000_000n, products: 3 });
  await database.close();
  const server = await startServerProcess('frontend', 18_095, {
    DATABASE_URL: databaseUrl('bench'),
    STATIC_DIR: dist,
  });
  // Baseline: the same browser loading a one-paragraph page from a bare Node HTTP server.
  const blank = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html><head><title>blank</title></head><body><p id="ready">ready</p></body></html>',
    );
  });
  await new Promise<void>((resolve) => blank.listen(18_096, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const token = fixture.members[0]!.token;
    // one untimed visit each: server JIT and file cache warm, browser profile created
    await timeToReady(browser, `${server.url}/`, token, HOME_READY);
    await timeToReady(browser, 'http://127.0.0.1:18096/', null, BLANK_READY);
    const home: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      home.push(await timeToReady(browser, `${server.url}/`, token, HOME_READY));
      base.push(await timeToReady(browser, 'http://127.0.0.1:18096/', null, BLANK_READY));
    }
    const tti = median(home);
    const blankMs = median(base);
    log(
      `front end: home interactive ${tti.toFixed(0)} ms (runs ${home.map((v) => v.toFixed(0)).join(', ')}), blank page ${blankMs.toFixed(0)} ms`,
    );
    rows.push({
      section: 'front end',
      name: 'navigation → home interactive',
      value: tti,
      unit: 'ms',
      baselineName: 'blank page',
      baseline: blankMs,
      baselineUnit: 'ms',
      ratio: tti / blankMs,
      target: `≤ ${TTI_TARGET_MS} ms`,
      pass: tti <= TTI_TARGET_MS,
      detail: `median of ${RUNS} cold-cache loads (${home.map((v) => v.toFixed(0)).join(', ')} ms), 375×812 @2x`,
    });
  } finally {
    await browser.close();
    blank.close();
    await server.stop();
  }
  return { rows, notes };
}
