/**
 * Support for the database-outage tests: a server on a given PostgreSQL URL (through a proxy, or as
 * a role with a connection limit), raw calls that record status, body and time, and the expected
 * "temporarily unavailable" message per locale.
 */
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { startServer } from '../../src/server.js';
import { createClock } from '../../src/lib/clock.js';
import { t, locales, type Locale } from '../../src/http/i18n.js';
import '../../src/http/core-messages.js';
import type { ServerConfig } from '../../src/kernel/config.js';
import { wireCalls, type TestServer, type WireResponse } from './fixtures.js';
import type { ServerProcess } from './processes.js';

export { locales };

export function unavailableMessage(locale: Locale): string {
  return t(locale, 'error.unavailable');
}

/** A real server (in this process) on `databaseUrl`, with the pool settings under test. */
export async function startServerOn(
  databaseUrl: string,
  options: { poolSize: number; acquireTimeoutMs: number; overrides?: Partial<ServerConfig> },
): Promise<TestServer> {
  const database = await openDatabase({
    databaseUrl,
    poolSize: options.poolSize,
    acquireTimeoutMs: options.acquireTimeoutMs,
  });
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      databaseUrl,
      databasePoolSize: options.poolSize,
      databaseAcquireTimeoutMs: options.acquireTimeoutMs,
      seedDemo: false,
      testHooks: true,
      scheduler: false,
      swaggerUi: false,
      ...options.overrides,
    },
    { clock: createClock(), database },
  );
  return {
    ...server,
    ...wireCalls(server.url),
    async close() {
      await server.close();
      await database.close();
    },
  };
}

export interface Timed extends WireResponse {
  ms: number;
  retryAfter: string | null;
}

/** One request, timed; a network failure is returned as status 0 (the server dropped us). */
export async function timed(
  url: string,
  path: string,
  options: {
    form?: Record<string, string | number>;
    token?: string;
    locale?: string;
    method?: 'GET' | 'POST';
  } = {},
): Promise<Timed> {
  const started = performance.now();
  const headers: Record<string, string> = { 'accept-language': options.locale ?? 'en-US' };
  if (options.token) headers['x-access-token'] = options.token;
  let body: URLSearchParams | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(
      Object.entries(options.form).map(([k, v]) => [k, String(v)] as [string, string]),
    );
  }
  try {
    const response = await fetch(url + path, {
      method: options.method ?? (options.form ? 'POST' : 'GET'),
      headers,
      body,
      signal: AbortSignal.timeout(30_000),
    });
    const json = (await response.json()) as WireResponse['body'];
    return {
      status: response.status,
      body: json,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return {
      status: 0,
      body: { code: 0, result: null, message: String((error as Error).cause ?? error) },
      ms: performance.now() - started,
      retryAfter: null,
    };
  }
}

/** A plain client as the postgres superuser, for setting up and for terminating backends. */
export async function adminClient(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Errors thrown where nobody catches them while `fn` runs (an 'error' event without a listener
 * would end a real server process): the test fails if there are any.
 */
export async function withoutUncaughtErrors(fn: () => Promise<void>): Promise<unknown[]> {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', record);
  try {
    await fn();
    await sleep(50);
  } finally {
    process.off('uncaughtException', record);
  }
  return uncaught;
}

/** Waits until `path` answers 200 (or the process exits, or `timeoutMs` passes). */
export async function waitUntilServing(
  server: ServerProcess,
  timeoutMs = 60_000,
  path = '/core/health/ready',
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    const ok = await fetch(server.url + path).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await sleep(150);
  }
}
