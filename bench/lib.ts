/**
 * Shared plumbing of `pnpm bench`: the local PostgreSQL (psql / pgbench), server processes, load
 * runs with autocannon (closed loop) or fixedRateLoad (open loop, fixed rate), and the results table. Every benchmark is a RATIO against a baseline
 * measured in the same run on the same machine, so a busy machine moves both sides.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const exec = promisify(execFile);

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDir = path.join(root, 'apps', 'server');
export const tmpDir = path.join(root, 'bench', '.tmp');
mkdirSync(tmpDir, { recursive: true });

/** The local PostgreSQL the benchmarks use (trust auth). */
export const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string): string {
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function pgArgs(): string[] {
  const url = new URL(pgAdminUrl);
  return ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
}

export async function psql(database: string, command: string): Promise<string> {
  const { stdout } = await exec(
    'psql',
    [...pgArgs(), '-d', database, '-v', 'ON_ERROR_STOP=1', '-qAtc', command],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout.trim();
}

/** Drops and recreates a database of ours (never the admin database). */
export async function recreateDatabase(name: string): Promise<string> {
  if (!/^bench[a-z_]*$/.test(name)) throw new Error(`refusing to recreate ${name}`);
  const admin = new URL(pgAdminUrl).pathname.slice(1) || 'postgres';
  await psql(admin, `drop database if exists ${name} with (force)`);
  await psql(admin, `create database ${name}`);
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  if (!/^bench[a-z_]*$/.test(name)) throw new Error(`refusing to drop ${name}`);
  const admin = new URL(pgAdminUrl).pathname.slice(1) || 'postgres';
  await psql(admin, `drop database if exists ${name} with (force)`);
}

export async function postgresVersion(): Promise<string> {
  return psql(new URL(pgAdminUrl).pathname.slice(1) || 'postgres', 'show server_version');
}

export interface PgbenchResult {
  tps: number;
  latencyAvgMs: number;
  transactions: number;
}

/** `pgbench -i` (default scale 1) into its own database. */
export async function pgbenchInit(database: string): Promise<void> {
  await exec('pgbench', [...pgArgs(), '-i', '-q', database], { maxBuffer: 16 * 1024 * 1024 });
}

/** One pgbench run: TPC-B by default, `-S` for the select-only script. */
export async function pgbench(
  database: string,
  options: { clients: number; seconds: number; selectOnly?: boolean },
): Promise<PgbenchResult> {
  const args = [...pgArgs(), '-n', '-c', String(options.clients), '-j', '2', '-T', String(options.seconds)];
  if (options.selectOnly) args.push('-S');
  args.push(database);
  const { stdout } = await exec('pgbench', args, { maxBuffer: 16 * 1024 * 1024 });
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`cannot read pgbench output:\n${stdout}`);
  return { tps, latencyAvgMs: latency, transactions };
}

// ------------------------------------------------------------------ server processes

// Server processes of this run, killed if the run ends early (error, Ctrl-C).
const children = new Set<ChildProcess>();
const killChildren = () => {
  for (const child of children) child.kill('SIGKILL');
};
process.once('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killChildren();
    process.exit(130);
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the real server (tsx src/main.ts) as its own process. `env` carries DATABASE_URL or
 * DATA_DIR; demo seed and the accrual timer are off, NODE_ENV=production like a deployment.
 */
export async function startServerProcess(
  name: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  /** what node runs: the real server by default */
  entry: string[] = ['--import', 'tsx', 'src/main.ts'],
): Promise<ServerProcess> {
  // Something already listening there (a leftover of an interrupted run) would answer the
  // health check for us and serve stale files: refuse instead.
  const busy = await fetch(`http://127.0.0.1:${port}/core/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use; stop whatever listens there and run again`);
  const log = createWriteStream(path.join(tmpDir, `server-${name}.log`));
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      SCHEDULER: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server ${name} exited with ${child.exitCode}; see bench/.tmp/server-${name}.log`);
    try {
      const response = await fetch(`${url}/core/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server ${name} did not start; see bench/.tmp/server-${name}.log`);
    }
    await sleep(200);
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ------------------------------------------------------------------ where the CPU goes

/** CPU time (ms) used so far by the server processes, PostgreSQL and this process (the load generator). */
export interface CpuSnapshot {
  serverMs: number;
  /** per postgres process: a backend that ended between two snapshots is left out of the difference */
  postgresMs: Map<string, number>;
  loadGeneratorMs: number;
  /** the machine's busy and total time (all CPUs) */
  machineBusyMs: number;
  machineTotalMs: number;
}

const TICK_MS = 10; // /proc counts CPU time in clock ticks of 1/100 s (USER_HZ)

function processCpuMs(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
  } catch {
    return 0; // exited meanwhile
  }
}

/**
 * Reads /proc (Linux): the given server processes, every process named `postgres` (the local
 * server's backends), and this process. Null where /proc is missing. Why: a ratio row says how far
 * a path is from its baseline; the CPU per request of each side says where the difference goes.
 */
export function cpuSnapshot(serverPids: number[]): CpuSnapshot | null {
  let cpuLine: string;
  try {
    cpuLine = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  } catch {
    return null;
  }
  const ticks = cpuLine.split(/\s+/).slice(1, 9).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((a, b) => a + b, 0);
  const postgresMs = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let comm = '';
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm === 'postgres') postgresMs.set(pid, processCpuMs(pid));
  }
  const own = process.cpuUsage();
  return {
    serverMs: serverPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    postgresMs,
    loadGeneratorMs: (own.user + own.system) / 1000,
    machineBusyMs: (total - idle) * TICK_MS,
    machineTotalMs: total * TICK_MS,
  };
}

/** PostgreSQL's CPU between two snapshots: processes in both by their difference, new ones in full. */
function postgresDelta(before: CpuSnapshot, after: CpuSnapshot): number {
  let ms = 0;
  for (const [pid, total] of after.postgresMs) ms += total - (before.postgresMs.get(pid) ?? 0);
  return ms;
}

/** "CPU per answer: server 166 µs, PostgreSQL 72 µs, load generator 49 µs (machine busy 100 %)". */
export function cpuPerAnswer(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
  answers: number,
  /** a load generator running as its own processes (wrk): its CPU time */
  otherGeneratorMs = 0,
): string {
  if (!before || !after || answers === 0) return '';
  const us = (ms: number) => `${Math.round((ms * 1000) / answers)} µs`;
  const busy = (after.machineBusyMs - before.machineBusyMs) / (after.machineTotalMs - before.machineTotalMs);
  return `CPU per answer: server ${us(after.serverMs - before.serverMs)}, PostgreSQL ${us(postgresDelta(before, after))}, load generator ${us(after.loadGeneratorMs - before.loadGeneratorMs + otherGeneratorMs)} (machine busy ${Math.round(busy * 100)} %)`;
}

// ------------------------------------------------------------------ load

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Answers that were not a success: non-2xx, errors, timeouts. */
export const failuresOf = (r: LoadResult) => r.non2xx + r.errors + r.timeouts;

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A request's headers as every load generator sends them: a body is form-encoded, as the app sends it. */
function headersOf(r: LoadRequest): Record<string, string> {
  return {
    ...(r.body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    ...r.headers,
  };
}

/**
 * Closed-loop load with autocannon: `connections` clients, each sending its next request as soon
 * as the last answered, for `seconds`. `next(i)` builds the i-th request (distinct members,
 * idempotency keys...). Several URLs spread the connections over several server processes.
 */
export async function load(
  urls: string[],
  options: { connections: number; seconds: number; next: (i: number) => LoadRequest },
): Promise<LoadResult> {
  let counter = 0;
  const first = options.next(0);
  const result = await autocannon({
    url: urls.length === 1 ? urls[0]! : urls,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: [
      {
        method: first.method,
        path: first.path,
        setupRequest: (request) => {
          const r = options.next(counter++);
          request.method = r.method;
          request.path = r.path;
          request.headers = headersOf(r);
          request.body = r.body;
          return request;
        },
      },
    ],
  });
  const ok = result['2xx'];
  return {
    rps: ok / (result.duration || options.seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The path of wrk (Debian package `wrk`), or null: the read rows then use autocannon alone. */
export function wrkPath(): string | null {
  return ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((candidate) => existsSync(candidate)) ?? null;
}

const luaString = (text: string) => JSON.stringify(text); // a JSON string literal is a valid Lua one here (ASCII)

/**
 * Closed-loop load with wrk (C, epoll): the same shape as `load` — `connections` clients spread over
 * the URLs (one wrk process of one thread per URL), each sending its next request when the last
 * answered — for the read rows, where autocannon's own CPU (≈ 40–50 µs a request in Node, on the two
 * cores the server and PostgreSQL share) is as much as a bare HTTP answer costs: pgbench, the
 * baseline, drives PostgreSQL with a C client too. `requests` are cycled through (each thread starts
 * at its own offset). A body may hold `{n}` (the write row's request id): wrk puts a number there
 * that no other request of the run has (its process's index, then its own count). Latency
 * percentiles are the worst of the processes'. Also returns the CPU time wrk used (its shell's
 * `times`), for the CPU per answer.
 */
export async function wrkLoad(
  wrk: string,
  urls: string[],
  options: { connections: number; seconds: number; requests: LoadRequest[] },
): Promise<LoadResult & { generatorCpuMs: number }> {
  const script = path.join(tmpDir, `wrk-${process.pid}.lua`);
  const specs = options.requests
    .map((r) => {
      const headerTable = Object.entries(headersOf(r))
        .map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`)
        .join(', ');
      return `{ ${luaString(r.method)}, ${luaString(r.path)}, { ${headerTable} }, ${r.body === undefined ? 'nil' : luaString(r.body)} }`;
    })
    .join(',\n');
  writeFileSync(
    script,
    `local specs = {\n${specs}\n}
local requests = {}
local i = 0
local process = "0"
function init(args)
  for k, s in ipairs(specs) do
    -- a body with {n} is formatted per request (below), the rest once
    if s[4] and string.find(s[4], "{n}", 1, true) then requests[k] = false
    else requests[k] = wrk.format(s[1], s[2], s[3], s[4]) end
  end
  i = tonumber(args[1]) or 0
  process = args[2] or "0"
end
function request()
  i = i + 1
  local k = (i % #requests) + 1
  local ready = requests[k]
  if ready then return ready end
  local s = specs[k]
  return wrk.format(s[1], s[2], s[3], (string.gsub(s[4], "{n}", process .. "-" .. i, 1)))
end
`,
  );
  const perUrl = Math.max(1, Math.floor(options.connections / urls.length));
  const runs = await Promise.all(
    urls.map(async (url, index) => {
      const offset = Math.floor((index * options.requests.length) / urls.length);
      const command = `${wrk} -t1 -c${perUrl} -d${options.seconds}s --timeout 30s --latency -s ${script} ${url} -- ${offset} ${index}; times`;
      const { stdout } = await exec('sh', ['-c', command], { maxBuffer: 1 << 20 });
      // wrk's own report, for the percentiles and counts this parses
      writeFileSync(path.join(tmpDir, `wrk-${index}.txt`), `${command}\n${stdout}`);
      return parseWrk(stdout);
    }),
  );
  rmSync(script, { force: true });
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const failed = runs.reduce((sum, r) => sum + r.non2xx, 0);
  return {
    rps: runs.reduce((sum, r) => sum + r.rps, 0) * (requests === 0 ? 0 : (requests - failed) / requests),
    p50Ms: Math.max(...runs.map((r) => r.p50Ms)),
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    requests,
    ok: requests - failed,
    non2xx: failed,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    timeouts: runs.reduce((sum, r) => sum + r.timeouts, 0),
    generatorCpuMs: runs.reduce((sum, r) => sum + r.cpuMs, 0),
  };
}

function parseWrk(output: string) {
  const ms = (value: string, unit: string) =>
    Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 1);
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return match ? Math.round(ms(match[1]!, match[2]!) * 100) / 100 : NaN;
  };
  const count = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  // `times`: the shell's own user/system times, then its children's (wrk)
  const times = [...output.matchAll(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/g)].at(-1);
  const cpuMs = times
    ? (Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4])) * 1000
    : 0;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no rate:\n${output}`);
  return {
    rps,
    requests: count(/(\d+) requests in/),
    non2xx: count(/Non-2xx or 3xx responses: (\d+)/),
    errors: errors ? Number(errors[1]) + Number(errors[2]) + Number(errors[3]) : 0,
    timeouts: errors ? Number(errors[4]) : 0,
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    cpuMs,
  };
}

/**
 * Open-loop load at a fixed rate: request i is due at start + i / rate, sent then whatever the
 * earlier ones are doing, and its latency runs from when it was due (so a stalled server is charged
 * for the requests it kept waiting — no coordinated omission). Written here because autocannon's
 * rate option is not a fixed rate: each connection sends its whole second's share back to back at
 * the top of every second (a burst of the full rate at once), and it "corrects" for coordinated
 * omission with an expected interval of 1 ms whatever the rate, adding made-up slow samples to
 * every answer slower than that.
 */
export async function fixedRateLoad(
  urls: string[],
  options: { rate: number; seconds: number; next: (i: number) => LoadRequest },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const start = performance.now() + 50;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const r = options.next(i);
    const target = new URL(r.path, urls[i % urls.length]);
    pending.push(
      new Promise<void>((resolve) => {
        const req = httpRequest(
          target,
          {
            method: r.method,
            agent,
            headers: headersOf(r),
            timeout: 30_000,
          },
          (res) => {
            res.resume();
            res.once('end', () => {
              const status = res.statusCode ?? 0;
              if (status >= 200 && status < 300) {
                ok += 1;
                latencies.push(performance.now() - due);
              } else non2xx += 1;
              resolve();
            });
          },
        );
        req.once('error', () => {
          errors += 1;
          resolve();
        });
        req.end(r.body);
      }),
    );
  }
  const sentBy = performance.now();
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length
      ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!)
      : 0;
  return {
    rps: ok / ((sentBy - start) / 1000),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    requests: total,
    ok,
    non2xx,
    errors,
    timeouts: 0,
  };
}

// ------------------------------------------------------------------ results

export interface Row {
  section: string;
  name: string;
  value: number;
  unit: string;
  baselineName: string;
  baseline: number;
  baselineUnit: string;
  /** value / baseline */
  ratio: number;
  /** "≥ 0.50" or "≤ 2.00" */
  target: string;
  pass: boolean;
  /** extra figures: latency, counts */
  detail: string;
}

export function ratioRow(
  input: Omit<Row, 'ratio' | 'pass' | 'target'> & { atLeast?: number; atMost?: number },
): Row {
  const ratio = input.baseline > 0 ? input.value / input.baseline : Number.NaN;
  const pass =
    Number.isFinite(ratio) &&
    (input.atLeast === undefined || ratio >= input.atLeast) &&
    (input.atMost === undefined || ratio <= input.atMost);
  const target =
    input.atLeast !== undefined
      ? `≥ ${input.atLeast.toFixed(2)}`
      : input.atMost !== undefined
        ? `≤ ${input.atMost.toFixed(2)}`
        : '—';
  const { atLeast: _a, atMost: _m, ...rest } = input;
  return { ...rest, ratio, target, pass };
}

export function fmt(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`.trim();
}

export function markdownTable(rows: Row[]): string {
  const header =
    '| benchmark | measured | baseline | ratio | target | result | detail |\n|---|---|---|---|---|---|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.section}: ${r.name} | ${fmt(r.value, r.unit)} | ${r.baselineName} ${fmt(r.baseline, r.baselineUnit)} | ` +
      `${Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : 'n/a'} | ${r.target} | ${r.pass ? 'PASS' : 'FAIL'} | ${r.detail} |`,
  );
  return [header, ...lines].join('\n');
}

export function consoleTable(rows: Row[]): string {
  const cells = [
    ['benchmark', 'measured', 'baseline', 'ratio', 'target', 'result'],
    ...rows.map((r) => [
      `${r.section}: ${r.name}`,
      fmt(r.value, r.unit),
      `${r.baselineName} ${fmt(r.baseline, r.baselineUnit)}`,
      Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : 'n/a',
      r.target,
      r.pass ? 'PASS' : 'FAIL',
    ]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

export function log(message: string) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}
