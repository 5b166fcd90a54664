/**
 * One real server for the whole run (starting one costs ~30-40 s on this machine): a fresh
 * embedded database with demo data, serving a copy of apps/member/dist and of apps/console/dist
 * (each built first when missing; rebuild it yourself after changing the app:
 * pnpm --filter @aurum/member build, pnpm --filter @aurum/console build). Each test
 * file creates its own members and sets, then restores, any operator setting it changes.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startApp } from './server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // AURUM_APP_DIST: test another build of the app (e.g. one made with a changed token) instead.
  const dist = process.env.AURUM_APP_DIST || path.join(root, 'apps/member/dist');
  if (!process.env.AURUM_APP_DIST && !existsSync(path.join(dist, 'index.html'))) {
    execFileSync('pnpm', ['--filter', '@aurum/member', 'build'], { cwd: root, stdio: 'inherit' });
  }
  // The run serves its own copy of the build, so a rebuild of apps/member/dist during the run
  // (a colleague's `pnpm --filter @aurum/member build`) cannot swap files under a test.
  const staticCopy = mkdtempSync(path.join(tmpdir(), 'aurum-dist-'));
  cpSync(dist, staticCopy, { recursive: true });
  // The operator console (apps/console/dist), built when missing, served under /console from a copy too.
  const consoleDist = path.join(root, 'apps/console/dist');
  if (!existsSync(path.join(consoleDist, 'index.html'))) {
    execFileSync('pnpm', ['--filter', '@aurum/console', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const consoleCopy = mkdtempSync(path.join(tmpdir(), 'aurum-console-'));
  cpSync(consoleDist, consoleCopy, { recursive: true });
  const app = await startApp({ STATIC_DIR: staticCopy, CONSOLE_DIR: consoleCopy });
  project.provide('appUrl', app.url);
  return async () => {
    await app.stop();
    rmSync(staticCopy, { recursive: true, force: true });
    rmSync(consoleCopy, { recursive: true, force: true });
  };
}
