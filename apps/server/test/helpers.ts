/**
 * Starts a real server on a real database for one test file: PGlite in memory by default, or a
 * fresh schema on the PostgreSQL in DATABASE_URL when TEST_DB=postgres. No mocked database.
 */
import { randomBytes } from 'node:crypto';
import { createIsolatedSchema, openDatabase } from '../src/db/database.js';
import { startServer, type RunningServer } from '../src/server.js';
import { createClock } from '../src/lib/clock.js';
import type { ServerConfig } from '../src/kernel/config.js';

export interface TestServer extends RunningServer {
  /** raw form-encoded POST, for bad-input tests the typed client would not let us write */
  post(path: string, form?: Record<string, string | number>, headers?: Record<string, string>): Promise<WireResponse>;
  get(path: string, headers?: Record<string, string>): Promise<WireResponse>;
}

export interface WireResponse {
  status: number;
  body: { code: number; result: unknown; message: string };
}

export const usingPostgres = process.env.TEST_DB === 'postgres' && !!process.env.DATABASE_URL;

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  let dropSchema: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (usingPostgres) {
    const schema = await createIsolatedSchema(process.env.DATABASE_URL!, `test_${randomBytes(6).toString('hex')}`);
    databaseUrl = schema.url;
    dropSchema = schema.drop;
  }
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 30 });
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      databaseUrl,
      dataDir: 'memory://',
      seedDemo: false,
      testHooks: true,
      scheduler: false,
      swaggerUi: false,
      ...overrides,
    },
    { clock: createClock(), database },
  );
  const call = async (method: string, path: string, body?: URLSearchParams, headers: Record<string, string> = {}) => {
    const response = await fetch(server.url + path, {
      method,
      headers: body ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
      body,
    });
    return { status: response.status, body: (await response.json()) as WireResponse['body'] };
  };
  return {
    ...server,
    post: (path, form = {}, headers) =>
      call('POST', path, new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)] as [string, string])), headers),
    get: (path, headers) => call('GET', path, undefined, headers),
    async close() {
      await server.close();
      await database.close();
      await dropSchema?.();
    },
  };
}
