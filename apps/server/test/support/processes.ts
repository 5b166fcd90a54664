/**
 * Processes around the tests: the real server as a child process (tsx src/main.ts) — several
 * servers on one database, a second server on a data folder in use, kill -9 and restart — and a
 * TCP proxy in front of PostgreSQL for the outage tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createIsolatedSchema, openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** everything the process wrote to stdout and stderr so far */
  output(): string;
  exited: Promise<number | null>;
  post(
    path: string,
    form?: Record<string, string | number>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { code: number; result: unknown; message: string } }>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Spawns a server; unless `waitUntilUp` is false, resolves once /core/health answers. */
export async function spawnServer(
  env: Record<string, string>,
  options: { waitUntilUp?: boolean; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SCHEDULER: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    async post(pathname, form = {}, headers = {}) {
      const response = await fetch(url + pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)] as [string, string])),
      });
      return {
        status: response.status,
        body: (await response.json()) as { code: number; result: unknown; message: string },
      };
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitUntilUp === false) return server;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`${url}/core/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * A TCP proxy in front of PostgreSQL for outage tests: `cut()` drops every connection and refuses
 * new ones (what a server sees when its database goes away), `restore()` listens again on the
 * same port. It takes down one test's database path only, not the shared PostgreSQL cluster.
 */
export interface TcpProxy {
  port: number;
  /** the URL with host and port replaced by the proxy's */
  via(databaseUrl: string): string;
  cut(): Promise<void>;
  /** stops passing bytes either way but keeps every connection open (a stalled network) */
  freeze(): void;
  /** passes the bytes held since `freeze` and what follows */
  thaw(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(
  target: { host: string; port: number },
  options: { listening?: boolean } = {},
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  let frozen = false;
  let server: Server | null = null;
  let port = 0;
  const join = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = async () => {
    const s = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      const pair: [Socket, Socket] = [client, upstream];
      pairs.add(pair);
      client.on('close', () => pairs.delete(pair));
      if (frozen) {
        client.pause();
        upstream.pause();
      } else {
        join(pair);
      }
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.address() as { port: number }).port;
    server = s;
  };
  const unlisten = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  if (options.listening === false) {
    // reserve a port, then leave it closed (a database that is not up yet)
    await listen();
    await unlisten();
  } else {
    await listen();
  }

  return {
    freeze() {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        join(pair);
        pair[0].resume();
        pair[1].resume();
      }
    },
    get port() {
      return port;
    },
    via(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut: unlisten,
    restore: listen,
    close: unlisten,
  };
}

/** host and port of a postgres:// URL */
export function hostAndPort(databaseUrl: string): { host: string; port: number } {
  const url = new URL(databaseUrl);
  return { host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) };
}

/**
 * Server processes on one PostgreSQL schema of their own (DATABASE_URL's database, migrated), with
 * the test hooks on, and a connection of the test's own to that schema ("a third party").
 */
export async function serversOnOwnSchema(
  prefix: string,
  count: number,
  /** more environment for the servers, or a function of the schema's URL that gives it */
  env: Record<string, string> | ((schemaUrl: string) => Record<string, string>) = {},
): Promise<{ database: Database; servers: ServerProcess[]; close(): Promise<void> }> {
  const schema = await createIsolatedSchema(process.env.DATABASE_URL!, `${prefix}_${randomBytes(5).toString('hex')}`);
  const database = await openDatabase({ databaseUrl: schema.url, poolSize: 4 });
  await migrate(database.db);
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      spawnServer({
        DATABASE_URL: schema.url,
        SEED_DEMO: '0',
        TEST_HOOKS: '1',
        ...(typeof env === 'function' ? env(schema.url) : env),
      }),
    ),
  );
  return {
    database,
    servers,
    async close() {
      await Promise.all(servers.map((server) => server.stop('SIGKILL')));
      await database.close();
      await schema.drop();
    },
  };
}

/** A server process's session cache (TEST_HOOKS): its mode and its LISTEN connection's backend pid. */
export async function sessionCacheState(server: ServerProcess) {
  const res = await fetch(`${server.url}/core/dev/sessions`);
  return ((await res.json()) as { result: { mode: string; listenerPid: number | null } }).result;
}

/** Waits until the process's session cache listens (on a LISTEN connection other than `notPid`); its pid. */
export async function untilListening(server: ServerProcess, notPid?: number | null): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const state = await sessionCacheState(server);
    if (state.mode === 'listening' && state.listenerPid !== notPid) return state.listenerPid!;
    if (Date.now() > deadline) throw new Error(`still ${state.mode}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
