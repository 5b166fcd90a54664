/**
 * The real server as a child process (tsx src/main.ts), for tests about processes: several servers
 * on one database, a second server on a data folder in use, kill -9 and restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
