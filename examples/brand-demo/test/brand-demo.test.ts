/**
 * Proof of issue #13: another brand installs the PACKED @aurum/tokens and @aurum/ui (the tarballs
 * scripts/check-packages.sh wrote to .packs/, not workspace links) into a plain Vite + React app
 * outside the workspace, type-checks and builds it, and opens it in Debian's Chromium (one launch):
 * computed colours, fonts and contrast of the brand theme, one interaction per component, popups that
 * carry the theme into their portal, CSS of unused components left out, and visual baselines.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.js';
import { serveFolder } from '../../../tests/support/static-server.js';

const demoDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(demoDir, '../..');
const packs = path.join(repoRoot, '.packs');
const baselines = path.join(demoDir, 'test/baselines');
const updating = process.env.UPDATE_BASELINES === '1';

let appDir = '';
let site: { url: string; close(): Promise<void> };
let browser: Browser;
let page: Page;

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });

beforeAll(async () => {
  if (!existsSync(packs) || readdirSync(packs).filter((f) => f.endsWith('.tgz')).length < 2) {
    run('bash', ['scripts/check-packages.sh'], repoRoot);
  }
  const tarball = (prefix: string) => {
    const file = readdirSync(packs).find((f) => f.startsWith(prefix) && f.endsWith('.tgz'));
    if (!file) throw new Error(`no ${prefix}*.tgz in ${packs}`);
    return `file:${path.join(packs, file)}`;
  };
  // A fresh copy outside the repository, so nothing can resolve to the workspace.
  appDir = mkdtempSync(path.join(tmpdir(), 'aurum-brand-demo-'));
  for (const name of ['index.html', 'tsconfig.json', 'vite.config.ts', 'src']) {
    cpSync(path.join(demoDir, name), path.join(appDir, name), { recursive: true });
  }
  const pkg = JSON.parse(readFileSync(path.join(demoDir, 'package.json'), 'utf8'));
  pkg.dependencies['@aurum/tokens'] = tarball('aurum-tokens-');
  pkg.dependencies['@aurum/ui'] = tarball('aurum-ui-');
  // @aurum/ui's own dependency on @aurum/tokens: the tarball too (until both are on a registry).
  pkg.pnpm = { overrides: { '@aurum/tokens': tarball('aurum-tokens-') } };
  writeFileSync(path.join(appDir, 'package.json'), JSON.stringify(pkg, null, 2));
  run('pnpm', ['install', '--ignore-workspace', '--prefer-offline', '--reporter=append-only'], appDir);
  run('pnpm', ['run', 'build'], appDir);
  site = await serveFolder(path.join(appDir, 'dist'));
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(site.url);
  await page.getByRole('heading', { name: 'Nimbus Outfitters' }).waitFor();
  expect(errors).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (appDir) rmSync(appDir, { recursive: true, force: true });
});

/** WCAG contrast of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const styleOf = (selector: string, props: string[]) =>
  page
    .locator(selector)
    .first()
    .evaluate(
      (el, names) => Object.fromEntries(names.map((n) => [n, getComputedStyle(el).getPropertyValue(n)])),
      props,
    );

function matchBaseline(name: string, png: Buffer): void {
  const file = path.join(baselines, `${name}.png`);
  if (updating || !existsSync(file)) {
    mkdirSync(baselines, { recursive: true });
    writeFileSync(file, png);
    return;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(png);
  expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
  const diff = pixelmatch(expected.data, actual.data, undefined, expected.width, expected.height, {
    threshold: 0.02,
  });
  if (diff > expected.width * expected.height * 0.002) {
    writeFileSync(path.join(tmpdir(), `brand-demo-${name}.actual.png`), png);
    throw new Error(`${name}: ${diff} pixels differ from test/baselines/${name}.png (actual in ${tmpdir()})`);
  }
}

const log = () => page.getByTestId('log').textContent();

describe('a second brand on the packed packages', () => {
  it('shows the brand theme: dark by default, its colour, font, name and readable on-colours', async () => {
    const root = await styleOf('[data-theme]', ['background-color', 'color', 'font-family']);
    await expect(page.locator('[data-theme]').first().getAttribute('data-theme')).resolves.toBe('dark');
    expect(root['background-color']).toBe('rgb(0, 0, 0)');
    expect(root['font-family']).toContain('DejaVu Serif');
    const title = await styleOf('h1', ['color']);
    expect(title.color).toBe('rgb(47, 111, 237)');
    for (const name of ['Primary', 'Delete']) {
      const button = await styleOf(`button:has-text("${name}")`, [
        'background-color',
        'color',
        'border-radius',
      ]);
      expect(contrast(button.color!, button['background-color']!)).toBeGreaterThanOrEqual(4.5);
    }
    const primary = await styleOf('button:has-text("Primary")', ['background-color', 'color']);
    expect(primary['background-color']).toBe('rgb(47, 111, 237)');
    expect(primary.color).toBe('rgb(255, 255, 255)');
    matchBaseline('home', await page.screenshot());
  });

  it('speaks French from the locale provider, money exact from minor units', async () => {
    await expect(page.getByTestId('balance').textContent()).resolves.toBe('12\u202f345,67\u00a0€');
    await expect(page.getByRole('slider').getAttribute('aria-label')).resolves.toBe('Glisser pour confirmer');
    expect(await page.getByText('Glissement...').isVisible()).toBe(true);
  });

  it('leaves out the CSS of components it does not use', async () => {
    const css = readdirSync(path.join(appDir, 'dist/assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(path.join(appDir, 'dist/assets', f), 'utf8'))
      .join('\n');
    const pkgDist = path.join(appDir, 'node_modules/@aurum/ui/dist');
    const firstRule = (file: string) => readFileSync(path.join(pkgDist, file), 'utf8').match(/\.[\w-]+/)![0];
    expect(css).toContain(firstRule('SlideToConfirm/SlideToConfirm.css.ts.vanilla.css'));
    expect(css).not.toContain(firstRule('DraggableSlider/DraggableSlider.css.ts.vanilla.css'));
    expect(css).not.toContain(firstRule('TabBar/TabBar.css.ts.vanilla.css'));
  });

  it('gives every interactive element a press target of at least 44 × 44 px', async () => {
    const small = await page.evaluate(() => {
      const failures: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('button, [role="slider"], a[href], input')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0) continue;
        const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
        // Points 21.5 px from the centre each way must still press this element.
        for (const [x, y] of [[cx - 21.5, cy], [cx + 21.5, cy], [cx, cy - 21.5], [cx, cy + 21.5]] as const) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !(hit === el || el.contains(hit))) {
            failures.push(`${el.getAttribute('aria-label') ?? el.textContent} (${r.width}×${r.height})`);
            break;
          }
        }
      }
      return failures;
    });
    expect(small).toEqual([]);
  });

  it('NavBar: the back button', async () => {
    await page.getByRole('button', { name: 'Retour' }).click();
    expect(await log()).toBe('back');
  });

  it('Avatar: the initial on a palette colour, the default figure without a name', async () => {
    const avatar = page.getByRole('img', { name: 'Nadia Park' });
    await expect(avatar.textContent()).resolves.toBe('N');
    const colours = await avatar.evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(el).color,
    ]);
    expect(contrast(colours[1]!, colours[0]!)).toBeGreaterThanOrEqual(4.5);
    await expect(page.getByRole('img', { name: 'Avatar' }).getAttribute('data-content')).resolves.toBe(
      'default',
    );
  });

  it('Button and Toast: a press, a themed toast', async () => {
    await page.getByRole('button', { name: 'Primary' }).click();
    expect(await log()).toBe('primary');
    await page.getByRole('button', { name: 'Toast' }).click();
    const toastText = page.getByText('Saved to your bag');
    await toastText.waitFor();
    const colours = await toastText.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(el).backgroundColor,
    ]);
    expect(contrast(colours[0]!, colours[1]!)).toBeGreaterThanOrEqual(4.5);
    await toastText.waitFor({ state: 'detached' });
  });

  it('ConfirmDialog: the popup under <body> carries the theme; confirm', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    const card = await dialog.evaluate((el) => {
      const surface = el.parentElement!.parentElement!;
      return {
        surface: getComputedStyle(surface).backgroundColor,
        mask: getComputedStyle(surface.parentElement!).backgroundColor,
        font: getComputedStyle(surface).fontFamily,
        inBody:
          surface.parentElement!.parentElement === document.body ||
          !document.getElementById('root')!.contains(el),
      };
    });
    expect(card.inBody).toBe(true);
    expect(card.surface).toBe('rgb(28, 28, 30)');
    expect(card.mask).toBe('rgba(0, 0, 0, 0.7)');
    expect(card.font).toContain('DejaVu Serif');
    matchBaseline('confirm-dialog', await page.screenshot());
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    expect(await log()).toBe('deleted');
  });

  it('FundPasswordSheet: six digits on the keypad complete the code', async () => {
    await page.getByRole('button', { name: 'Pay' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    for (const d of '123456') await sheet.getByRole('button', { name: d, exact: true }).click();
    await expect.poll(log).toBe('code 123456');
  });

  it('NoticePopup: acknowledged after its countdown', async () => {
    await page.getByRole('button', { name: 'Notices' }).click();
    const ok = page.getByRole('alertdialog').getByRole('button');
    await expect.poll(() => ok.isEnabled(), { timeout: 5000 }).toBe(true);
    await expect(ok.textContent()).resolves.toBe('Bien reçu');
    await ok.click();
    await expect.poll(log).toBe('read 1');
  });

  it('SlideToConfirm: dragged to the end with the mouse', async () => {
    const handle = page.getByRole('slider');
    const box = (await handle.boundingBox())!;
    const track = (await handle.locator('..').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(log).toBe('slid');
    await expect(handle.getAttribute('aria-valuetext')).resolves.toBe('Confirmé');
  });
});
