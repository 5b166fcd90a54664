/**
 * Long reliability test (pnpm test:long): the real server (src/main.ts) started while PostgreSQL is
 * not there. It retries with backoff for DATABASE_START_TIMEOUT_MS, one log line per attempt naming
 * the database, then exits 1 with one clear line and no stack (with WORKERS=2 too, instead of
 * starting workers in a loop); when the database comes up during the wait, it starts and serves.
 * "Not there" is a closed port (or a TCP proxy not yet listening), not a stopped cluster.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedSchema } from '../../src/db/database.js';
import {
  hostAndPort,
  startTcpProxy,
  freePort,
  spawnServer,
  type ServerProcess,
} from '../support/processes.js';
import { waitUntilServing } from '../support/outage.js';

const START_TIMEOUT_MS = 2_500;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** The pino lines the process wrote, as messages (non-JSON lines as they are). */
function messages(server: ServerProcess): string[] {
  return server
    .output()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg ?? line);
      } catch {
        return line;
      }
    });
}

describe('start while PostgreSQL is down', () => {
  it.each([{ workers: '1' }, { workers: '2' }])(
    'retries with one line per attempt, then exits 1 with a clear message (WORKERS=$workers)',
    async ({ workers }) => {
      const port = await freePort(); // nothing listens there
      const started = Date.now();
      const server = await spawnServer(
        {
          DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/aurum`,
          DATABASE_START_TIMEOUT_MS: String(START_TIMEOUT_MS),
          WORKERS: workers,
        },
        { waitUntilUp: false },
      );
      cleanups.push(async () => void (await server.stop()));
      const timeout = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 45_000));
      const code = await Promise.race([server.exited, timeout]);
      const lines = messages(server);
      expect(code, server.output()).toBe(1);
      // waited about as long as asked (plus the process's own start), not forever
      expect(Date.now() - started).toBeGreaterThanOrEqual(START_TIMEOUT_MS);

      const attempts = lines.filter((l) =>
        l.includes(`PostgreSQL at 127.0.0.1:${port}/aurum is not reachable (attempt`),
      );
      expect(attempts.length, server.output()).toBeGreaterThanOrEqual(2);
      expect(attempts[0]).toContain('ECONNREFUSED');
      expect(attempts[0]).toMatch(/retrying in [\d.]+ s/);
      const final = lines.filter((l) => l.startsWith('cannot start: '));
      expect(final, server.output()).toHaveLength(1);
      expect(final[0]).toContain(`PostgreSQL at 127.0.0.1:${port}/aurum did not answer within 2.5 s`);
      expect(final[0]).toContain('DATABASE_START_TIMEOUT_MS');
      // no raw stack trace anywhere
      expect(server.output()).not.toMatch(/^\s+at /m);
      expect(server.output()).not.toContain('"stack"');
    },
    60_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'starts and serves when PostgreSQL comes up during the wait',
    async () => {
      const schema = await createIsolatedSchema(
        process.env.DATABASE_URL!,
        `start_${randomBytes(5).toString('hex')}`,
      );
      cleanups.push(() => schema.drop());
      const proxy = await startTcpProxy(hostAndPort(process.env.DATABASE_URL!), { listening: false });
      cleanups.push(() => proxy.close());
      const server = await spawnServer(
        {
          DATABASE_URL: proxy.via(schema.url),
          DATABASE_START_TIMEOUT_MS: '60000',
          SEED_DEMO: '0',
        },
        { waitUntilUp: false },
      );
      cleanups.push(async () => void (await server.stop()));

      const deadline = Date.now() + 45_000;
      while (!messages(server).some((l) => l.includes('is not reachable (attempt 2'))) {
        expect(server.child.exitCode, server.output()).toBeNull();
        expect(Date.now(), server.output()).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 100));
      }
      await proxy.restore();
      const up = Date.now();
      await waitUntilServing(server, 30_000);
      // the next attempt comes within the backoff (≤ 5 s), then migrations and listening
      expect(Date.now() - up).toBeLessThan(20_000);
      expect(
        messages(server).some((l) => /PostgreSQL at 127\.0\.0\.1:\d+\/\w+ answered \(attempt \d+\)/.test(l)),
      ).toBe(true);
    },
    90_000,
  );
});
