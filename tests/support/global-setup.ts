/**
 * One real server for the whole run (starting one costs ~30-40 s on this machine): a fresh
 * embedded database with demo data, serving apps/member/dist (built first when missing). Each test
 * file creates its own members and sets, then restores, any operator setting it changes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
  if (!existsSync(path.join(root, 'apps/member/dist/index.html'))) {
    execFileSync('pnpm', ['--filter', '@aurum/member', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const app = await startApp();
  project.provide('appUrl', app.url);
  return async () => {
    await app.stop();
  };
}
