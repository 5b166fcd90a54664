import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const visualDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../visual');
export const baselineDir = path.join(visualDir, 'baselines');
const diffDir = path.join(visualDir, '__diff__');
const actualDir = path.join(visualDir, '__actual__');

/** `pnpm --filter @aurum/tests update-baselines` rewrites every baseline from the current screens. */
export const updating = process.env.UPDATE_BASELINES === '1';

/**
 * Under CI (env CI set, not updating) a screen without a baseline fails instead of being written and
 * passed: a new story or route must come with its reviewed, committed baseline.
 */
const strictBaselines = Boolean(process.env.CI) && !updating;

/**
 * Share of pixels allowed to differ (anti-aliasing noise), and the per-pixel colour threshold
 * (pixelmatch, 0-1). The threshold is strict on purpose: Debian's Chromium renders the same screen
 * identically run to run on this machine, and pixelmatch's usual 0.1 let a changed colour token
 * through (light background #f9f9fb → #eadcff is a YIQ delta of ~260, under 0.1's ~352). 0.02 (~14)
 * still ignores rounding noise of a level or two per channel.
 */
const MAX_DIFF_RATIO = 0.002;
const PIXEL_THRESHOLD = 0.02;

export interface VisualResult {
  name: string;
  status: 'match' | 'created' | 'updated' | 'mismatch' | 'size-changed' | 'missing';
  diffPixels: number;
  diffPath?: string;
}

/** Results that fail a visual test. */
export function failures(results: VisualResult[]): VisualResult[] {
  return results.filter(
    (r) => r.status === 'mismatch' || r.status === 'size-changed' || r.status === 'missing',
  );
}

/** One line per failure, for the assertion message. */
export function describeFailure(f: VisualResult): string {
  return f.status === 'missing'
    ? `${f.name}: no baseline (CI does not create them; run update-baselines, review and commit), screenshot at ${f.diffPath}`
    : `${f.name}: ${f.diffPixels} px differ, diff at ${f.diffPath}`;
}

/** True when the PNG matches its baseline within the tolerance; writes nothing. */
export function matchesBaseline(name: string, png: Buffer): boolean {
  const file = path.join(baselineDir, `${name}.png`);
  if (!existsSync(file)) return false;
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(png);
  if (expected.width !== actual.width || expected.height !== actual.height) return false;
  const diffPixels = pixelmatch(expected.data, actual.data, undefined, expected.width, expected.height, {
    threshold: PIXEL_THRESHOLD,
  });
  return diffPixels <= expected.width * expected.height * MAX_DIFF_RATIO;
}

/**
 * Compares a PNG with its committed baseline. A missing baseline is written (and reported as
 * created) so new screens get one — except under CI, where it is reported as missing (a failure) and
 * the screenshot is written to __actual__ for review; a difference beyond the tolerance writes the
 * actual image and a diff image beside the baselines and is reported as a mismatch.
 */
export function compareWithBaseline(name: string, png: Buffer): VisualResult {
  const file = path.join(baselineDir, `${name}.png`);
  if (!existsSync(file) && strictBaselines) {
    return { name, status: 'missing', diffPixels: 0, diffPath: writeOut(actualDir, name, png) };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(file, png);
    return { name, status: 'created', diffPixels: 0 };
  }
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(png);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    if (updating) {
      writeFileSync(file, png);
      return { name, status: 'updated', diffPixels: 0 };
    }
    writeOut(actualDir, name, png);
    return { name, status: 'size-changed', diffPixels: expected.width * expected.height };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const diffPixels = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (diffPixels <= expected.width * expected.height * MAX_DIFF_RATIO)
    return { name, status: 'match', diffPixels };
  if (updating) {
    writeFileSync(file, png);
    return { name, status: 'updated', diffPixels };
  }
  writeOut(actualDir, name, png);
  const diffPath = writeOut(diffDir, name, PNG.sync.write(diff));
  return { name, status: 'mismatch', diffPixels, diffPath };
}

function writeOut(dir: string, name: string, data: Buffer): string {
  const file = path.join(dir, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  return file;
}
