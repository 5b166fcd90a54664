/**
 * Long reliability test (pnpm test:long): WORKERS=2 (node:cluster) and a worker killed with -9
 * while clients open new connections all the time. Every request must end quickly — answered, or
 * its connection reset so the client can retry — never left hanging until the client gives up
 * (issue 12 item 13). The primary starts a new worker and the port keeps serving.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedSchema } from '../../src/db/database.js';
import { spawnServer, type ServerProcess } from '../support/processes.js';
import { sleep, waitUntilServing } from '../support/outage.js';

const CLIENT_TIMEOUT_MS = 10_000;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** The primary's worker processes (its other children are tsx's esbuild services). */
function workerPids(server: ServerProcess): number[] {
  let out = '';
  try {
    out = execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' });
  } catch {
    return [];
  }
  return out
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts');
      } catch {
        return false;
      }
    });
}

async function twoWorkersListening(server: ServerProcess, exclude: number[] = []) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const pids = workerPids(server).filter((p) => !exclude.includes(p));
    const lines = server.output().split('\n');
    const listening = pids.filter((pid) =>
      lines.some((l) => l.includes(`"pid":${pid},`) && l.includes('Server listening')),
    );
    if (pids.length === 2 && listening.length === 2) return pids;
    if (Date.now() > deadline) throw new Error(`workers did not start:\n${server.output()}`);
    await sleep(200);
  }
}

interface Outcome {
  status: number | string;
  ms: number;
}

/** One request on a new connection (no keep-alive: every request goes through the primary's accept). */
function request(url: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(`${url}/core/health/live`, { agent: false, timeout: CLIENT_TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', (e: NodeJS.ErrnoException) =>
        resolve({ status: e.code ?? e.message, ms: performance.now() - started }),
      );
    });
    req.on('timeout', () =>
      req.destroy(Object.assign(new Error('client timeout'), { code: 'CLIENT_TIMEOUT' })),
    );
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({ status: e.code ?? e.message, ms: performance.now() - started }),
    );
  });
}

describe.skipIf(!process.env.DATABASE_URL)('WORKERS=2, a worker killed with -9', () => {
  it('never leaves a client hanging, and the port keeps serving', async () => {
    const schema = await createIsolatedSchema(
      process.env.DATABASE_URL!,
      `workers_${randomBytes(5).toString('hex')}`,
    );
    cleanups.push(() => schema.drop());
    // LOG_LEVEL info: the workers' "Server listening" lines tell when they serve
    const server = await spawnServer(
      { DATABASE_URL: schema.url, WORKERS: '2', SEED_DEMO: '0', LOG_LEVEL: 'info', LOG_REQUESTS: '0' },
      { waitUntilUp: false },
    );
    cleanups.push(async () => void (await server.stop()));
    await waitUntilServing(server, 90_000, '/core/health/live');

    const outcomes: Outcome[] = [];
    let killed = 0;
    let previous: number[] = [];
    // two rounds: kill one worker while 30 clients connect and reconnect, wait for its replacement
    for (const round of [0, 1]) {
      const pids = await twoWorkersListening(server, previous);
      let running = true;
      const loops = Array.from({ length: 30 }, async () => {
        while (running) outcomes.push(await request(server.url));
      });
      await sleep(1_000);
      const victim = pids[round % 2]!;
      process.kill(victim, 'SIGKILL');
      killed += 1;
      previous = [victim];
      await sleep(3_000);
      running = false;
      await Promise.all(loops);
      expect(server.child.exitCode, server.output()).toBeNull();
    }

    const hung = outcomes.filter((o) => o.ms > 3_000);
    const reset = outcomes.filter((o) => typeof o.status === 'string');
    console.info(
      `${outcomes.length} requests over ${killed} kills: ${reset.length} connections reset, ${hung.length} slower than 3 s`,
    );
    expect(hung, 'requests left hanging by a killed worker').toEqual([]);
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(100);
    // replaced, and serving
    await twoWorkersListening(server, previous);
    expect((await request(server.url)).status).toBe(200);
    expect(server.output()).toContain('starting another in 1 s');
  }, 240_000);
});
