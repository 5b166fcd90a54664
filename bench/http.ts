/**
 * Sections 1, 2 and 5: the write path (buy + withdraw, fund password on each) and the read path
 * (getUserInfo, product list) through the real server, on PostgreSQL (one process per core) and on
 * the embedded PGlite (one process: PGlite is a single in-process connection), next to pgbench.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from '../apps/server/src/db/database.js';
import {
  databaseUrl,
  load,
  log,
  pgbench,
  pgbenchInit,
  ratioRow,
  recreateDatabase,
  startServerProcess,
  tmpDir,
  type LoadRequest,
  type LoadResult,
  type PgbenchResult,
  type Row,
  type ServerProcess,
} from './lib.js';
import { FUND_PASSWORD, booksBalanced, openBenchDatabase, seedMembers, type BenchFixture } from './seed.js';

export interface HttpOptions {
  seconds: number;
  writeClients: number;
  readClients: number;
  members: number;
  /** server processes on PostgreSQL (one per core) */
  processes: number;
  pglite: boolean;
}

interface Baselines {
  tpcb: PgbenchResult;
  selectOnly: PgbenchResult;
}

const WITHDRAW_AMOUNT = '100.00';

function writeRequests(fixture: BenchFixture, tag: string) {
  return (i: number): LoadRequest => {
    const member = fixture.members[i % fixture.members.length]!;
    const headers = { 'x-access-token': member.token };
    if (i % 2 === 0) {
      const productId = fixture.productIds[(i >> 1) % fixture.productIds.length]!;
      return {
        method: 'POST',
        path: '/core/app/product/buy',
        headers,
        body: `productId=${productId}&quantity=1&fundPassword=${FUND_PASSWORD}&requestId=${tag}-${i}`,
      };
    }
    return {
      method: 'POST',
      path: '/core/app/user/withdrawal/apply',
      headers,
      body: `amount=${WITHDRAW_AMOUNT}&bankCardId=${member.cardId}&fundPassword=${FUND_PASSWORD}&requestId=${tag}-${i}`,
    };
  };
}

function userInfoRequests(fixture: BenchFixture) {
  return (i: number): LoadRequest => ({
    method: 'POST',
    path: '/core/app/user/getUserInfo',
    headers: { 'x-access-token': fixture.members[i % fixture.members.length]!.token },
  });
}

const productListRequest = (): LoadRequest => ({
  method: 'POST',
  path: '/core/app/product/page',
  body: 'page=1&size=10',
});

function detail(r: LoadResult): string {
  const failures = r.non2xx + r.errors + r.timeouts;
  return `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.ok} ok${failures ? `, ${failures} failed` : ''}`;
}

async function runSuite(
  label: string,
  servers: ServerProcess[],
  fixture: BenchFixture,
  options: HttpOptions,
  baselines: () => Promise<Baselines> | Baselines,
): Promise<{ rows: Row[]; write: LoadResult }> {
  const urls = servers.map((s) => s.url);
  const tag = randomBytes(4).toString('hex');
  log(`${label}: warm-up`);
  await load(urls, {
    connections: options.writeClients,
    seconds: 3,
    next: writeRequests(fixture, `warm-${tag}`),
  });
  await load(urls, { connections: options.readClients, seconds: 2, next: userInfoRequests(fixture) });
  await load(urls, { connections: options.readClients, seconds: 2, next: productListRequest });

  const base = await baselines();
  log(`${label}: write path (${options.writeClients} clients, ${options.seconds} s)`);
  const write = await load(urls, {
    connections: options.writeClients,
    seconds: options.seconds,
    next: writeRequests(fixture, tag),
  });
  log(`${label}: write ${write.rps.toFixed(1)} req/s (${detail(write)})`);
  log(`${label}: read path (${options.readClients} clients)`);
  const userInfo = await load(urls, {
    connections: options.readClients,
    seconds: options.seconds,
    next: userInfoRequests(fixture),
  });
  log(`${label}: getUserInfo ${userInfo.rps.toFixed(0)} req/s (${detail(userInfo)})`);
  const products = await load(urls, {
    connections: options.readClients,
    seconds: options.seconds,
    next: productListRequest,
  });
  log(`${label}: product list ${products.rps.toFixed(0)} req/s (${detail(products)})`);

  const section = label;
  return {
    write,
    rows: [
      ratioRow({
        section,
        name: 'buy + withdraw (fund password each)',
        value: write.rps,
        unit: 'req/s',
        baselineName: 'pgbench TPC-B',
        baseline: base.tpcb.tps,
        baselineUnit: 'tps',
        atLeast: 0.5,
        detail: `${detail(write)}; pgbench avg ${base.tpcb.latencyAvgMs} ms`,
      }),
      ratioRow({
        section,
        name: 'getUserInfo',
        value: userInfo.rps,
        unit: 'req/s',
        baselineName: 'pgbench -S',
        baseline: base.selectOnly.tps,
        baselineUnit: 'tps',
        atLeast: 0.4,
        detail: `${detail(userInfo)}; pgbench avg ${base.selectOnly.latencyAvgMs} ms`,
      }),
      ratioRow({
        section,
        name: 'product list',
        value: products.rps,
        unit: 'req/s',
        baselineName: 'pgbench -S',
        baseline: base.selectOnly.tps,
        baselineUnit: 'tps',
        atLeast: 0.4,
        detail: detail(products),
      }),
    ],
  };
}

async function checkWrites(
  database: Awaited<ReturnType<typeof openBenchDatabase>>,
  label: string,
): Promise<string> {
  const orders = await sql<{ n: string }>`select count(*)::text as n from product_orders`.execute(
    database.db,
  );
  const withdrawals = await sql<{ n: string }>`select count(*)::text as n from withdrawals`.execute(
    database.db,
  );
  const balanced = await booksBalanced(database);
  const line = `${label}: ${orders.rows[0]!.n} orders, ${withdrawals.rows[0]!.n} withdrawals, trial balance ${balanced ? 'ok' : 'NOT OK'}`;
  log(line);
  if (!balanced) throw new Error(line);
  return line;
}

export async function runHttpBenchmarks(options: HttpOptions): Promise<{ rows: Row[]; notes: string[] }> {
  const rows: Row[] = [];
  const notes: string[] = [];

  log('pgbench: initialising bench_pgbench (scale 1)');
  await recreateDatabase('bench_pgbench');
  await pgbenchInit('bench_pgbench');
  let baselines: Baselines | null = null;
  const measureBaselines = async (): Promise<Baselines> => {
    log(`pgbench TPC-B: ${options.writeClients} clients, ${options.seconds} s`);
    const tpcb = await pgbench('bench_pgbench', { clients: options.writeClients, seconds: options.seconds });
    log(`pgbench TPC-B ${tpcb.tps.toFixed(0)} tps; -S: ${options.readClients} clients, ${options.seconds} s`);
    const selectOnly = await pgbench('bench_pgbench', {
      clients: options.readClients,
      seconds: options.seconds,
      selectOnly: true,
    });
    log(`pgbench -S ${selectOnly.tps.toFixed(0)} tps`);
    baselines = { tpcb, selectOnly };
    return baselines;
  };

  // ---------------------------------------------------------------- PostgreSQL
  const url = await recreateDatabase('bench');
  log(`PostgreSQL: seeding ${options.members} members`);
  let database = await openBenchDatabase({ databaseUrl: url });
  const pgFixture = await seedMembers(database, { count: options.members, cash: 100_000_000n, products: 10 });
  await database.close();
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < options.processes; i += 1) {
      servers.push(await startServerProcess(`pg-${i}`, 18_080 + i, { DATABASE_URL: databaseUrl('bench') }));
    }
    const result = await runSuite(
      `PostgreSQL ×${options.processes}`,
      servers,
      pgFixture,
      options,
      measureBaselines,
    );
    rows.push(...result.rows);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  database = await openBenchDatabase({ databaseUrl: url });
  notes.push(await checkWrites(database, 'PostgreSQL'));
  await database.close();

  // ---------------------------------------------------------------- PGlite
  if (options.pglite) {
    const dataDir = path.join(tmpDir, 'pglite');
    rmSync(dataDir, { recursive: true, force: true });
    log(`PGlite: seeding ${options.members} members`);
    database = await openBenchDatabase({ dataDir });
    const fixture = await seedMembers(database, { count: options.members, cash: 100_000_000n, products: 10 });
    await database.close();
    const server = await startServerProcess('pglite', 18_090, { DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      const result = await runSuite('PGlite ×1', [server], fixture, options, () => baselines!);
      rows.push(...result.rows);
    } finally {
      await server.stop();
    }
    database = await openBenchDatabase({ dataDir });
    notes.push(await checkWrites(database, 'PGlite'));
    await database.close();
  }
  return { rows, notes };
}
