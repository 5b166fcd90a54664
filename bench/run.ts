/**
 * `pnpm bench`: every benchmark as a ratio against a baseline measured in the same run on the same
 * machine. Prints a table and writes bench/results.json (and bench/results.md).
 *
 *   pnpm bench                         everything (≈ 8–10 minutes)
 *   pnpm bench --only=pglite,frontend  some sections: postgres, pglite, settlement, frontend
 *   pnpm bench --only=reads            read paths only (getUserInfo, product list; no writes), on
 *                                      PostgreSQL and PGlite, or only one with --only=reads,postgres
 *   pnpm bench --only=userinfo,postgres   the getUserInfo row alone (and its pgbench -S baseline)
 *   pnpm bench --only=writes,postgres     the write row alone (and its pgbench TPC-B baseline)
 *   BENCH_CPU_PROFILE=dir pnpm bench …    V8 CPU profiles of the PostgreSQL server processes in dir/<name>/
 *   pnpm bench --seconds=5 --orders=100000   shorter load runs / smaller settlement
 *   pnpm bench --only=lighthouse       Lighthouse (mobile, cold, median of 3) on login and home
 *   pnpm bench --only=postgres --fixed-rate=300 --fixed-seconds=20   the fixed-load latency run (p50/p99) is
 *                                      part of the PostgreSQL section (--fixed-rate=0 skips it)
 *
 * A run of some sections rewrites their rows in bench/results.json and keeps the other sections'
 * rows from the previous run (each row says when it was measured).
 *
 * Needs the local PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test) with
 * pgbench, and /usr/bin/chromium for the front-end timing. Uses its own databases bench,
 * bench_pgbench and bench_settle (dropped and recreated every run).
 */
import { cpus, freemem, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { consoleTable, dropDatabase, log, markdownTable, postgresVersion, root, type Row } from './lib.js';
import { runHttpBenchmarks } from './http.js';
import { runSettlementBenchmarks } from './settlement.js';
import { runFrontendBenchmarks } from './frontend.js';
import { runLighthouseBenchmarks } from './lighthouse.js';

function arg(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

const sections = new Set((arg('only') ?? 'postgres,pglite,settlement,frontend,lighthouse').split(','));
const seconds = Number(arg('seconds') ?? 12);
const orderCounts = (arg('orders') ?? '100000,1000000').split(',').map(Number);

function machine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown';
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return {
    nproc: cpus().length,
    cpu: model,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    freeMemoryGiB: Math.round((freemem() / 2 ** 30) * 10) / 10,
    loadAverageAtStart: load,
    node: process.version,
  };
}

async function main() {
  const started = Date.now();
  const info = { ...machine(), postgres: await postgresVersion() };
  log(`machine: ${JSON.stringify(info)}`);
  const rows: Row[] = [];
  const notes: string[] = [];
  const failures: string[] = [];

  const section = async (name: string, fn: () => Promise<{ rows: Row[]; notes: string[] }>) => {
    if (!sections.has(name)) return;
    try {
      const result = await fn();
      rows.push(...result.rows);
      notes.push(...result.notes);
    } catch (error) {
      const message = `${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
      log(`FAILED ${message}`);
      failures.push(message);
    }
  };

  // `reads`: the read paths only (no write runs), on the databases named with it or on both.
  const userInfoOnly = sections.has('userinfo');
  if (userInfoOnly) sections.add('reads');
  const readsOnly = sections.has('reads');
  if (readsOnly && !sections.has('postgres') && !sections.has('pglite')) {
    sections.add('postgres');
    sections.add('pglite');
  }
  // `writes`: the write row alone (and its pgbench TPC-B baseline), on the databases named with it.
  const writesOnly = sections.has('writes');
  if (writesOnly && !sections.has('postgres') && !sections.has('pglite')) sections.add('postgres');
  const http = sections.has('postgres') || sections.has('pglite');
  if (http) sections.add('http');
  await section('http', () =>
    runHttpBenchmarks({
      seconds,
      writeClients: Number(arg('write-clients') ?? 16),
      readClients: Number(arg('read-clients') ?? 32),
      members: Number(arg('members') ?? 1000),
      processes: Number(arg('processes') ?? cpus().length),
      postgres: sections.has('postgres'),
      pglite: sections.has('pglite'),
      writes: !readsOnly,
      reads: !writesOnly,
      productList: !userInfoOnly && !writesOnly,
      // the getUserInfo or the write row alone: no fixed-load run either
      fixedRate: userInfoOnly || writesOnly ? 0 : Number(arg('fixed-rate') ?? 300),
      fixedSeconds: Number(arg('fixed-seconds') ?? 20),
    }),
  );
  await section('settlement', () => runSettlementBenchmarks({ orderCounts }));
  await section('frontend', () => runFrontendBenchmarks());
  await section('lighthouse', () => runLighthouseBenchmarks());

  for (const db of ['bench', 'bench_pgbench', 'bench_settle']) await dropDatabase(db).catch(() => {});

  const elapsed = Math.round((Date.now() - started) / 1000);
  const table = consoleTable(rows);
  process.stdout.write(`\n${table}\n\n`);
  for (const note of notes) process.stdout.write(`- ${note}\n`);
  for (const failure of failures) process.stdout.write(`! ${failure.split('\n')[0]}\n`);
  process.stdout.write(`\n${rows.filter((r) => r.pass).length}/${rows.length} PASS in ${elapsed} s\n`);

  const when = new Date().toISOString();
  // Rows not run this time stay as the previous run measured them.
  const resultsFile = path.join(root, 'bench', 'results.json');
  const measured = rows.map((row) => ({ ...row, measuredAt: when }));
  const kept = previousRows(resultsFile).filter(
    (row) => !measured.some((r) => r.section === row.section && r.name === row.name),
  );
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ when, elapsedSeconds: elapsed, machine: info, seconds, sectionsRun: [...sections], rows: [...kept, ...measured], notes, failures }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(root, 'bench', 'results.md'),
    `Run ${when} (${elapsed} s) on ${info.nproc} × ${info.cpu}, ${info.memoryGiB} GiB, PostgreSQL ${info.postgres}, ` +
      `Node ${info.node}; load average at start ${info.loadAverageAtStart}.\n\n${markdownTable(rows)}\n\n` +
      notes.map((n) => `- ${n}`).join('\n') +
      '\n',
  );
  if (failures.length > 0) process.exitCode = 1;
}

/** The rows of the last results.json (each with the time it was measured). */
function previousRows(file: string): (Row & { measuredAt: string })[] {
  try {
    const previous = JSON.parse(readFileSync(file, 'utf8')) as { when?: string; rows?: (Row & { measuredAt?: string })[] };
    return (previous.rows ?? []).map((row) => ({ ...row, measuredAt: row.measuredAt ?? previous.when ?? 'unknown' }));
  } catch {
    return [];
  }
}

await main();
