import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config.js';
import { startServer } from './server.js';

/**
 * `WORKERS=n` (or `auto`: one per core) runs n server processes sharing the port (node:cluster) on
 * PostgreSQL; one Node process uses one core. The first worker migrates, seeds the demo data and
 * runs the accrual timer; the others start after it listens, with neither. A worker that dies is
 * started again. PGlite is one process only (it owns its data folder), so WORKERS is ignored there.
 */
function workerCount(value: string | undefined): number {
  if (!value) return 1;
  if (value === 'auto') return availableParallelism();
  return Math.max(1, Math.floor(Number(value)) || 1);
}

const config = loadConfig();
const workers = config.databaseUrl ? workerCount(process.env.WORKERS) : 1;

if (workers > 1 && cluster.isPrimary) {
  runPrimary(workers);
} else {
  const server = await startServer({}, { logger: true });
  if (!cluster.isWorker || process.env.AURUM_FIRST_WORKER === '1') {
    server.app.log.info(
      `member app and /core/ API on ${server.url} (database: ${server.database.kind === 'pglite' ? `embedded PGlite at ${config.dataDir}` : 'PostgreSQL'}${cluster.isWorker ? `, ${workers} processes` : ''})`,
    );
  }
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      void server.close().then(() => process.exit(0));
    });
  }
}

function runPrimary(count: number) {
  let stopping = false;
  let othersStarted = false;
  const live = new Set<ReturnType<typeof cluster.fork>>();
  const fork = (first: boolean) => {
    const worker = cluster.fork(
      first ? { AURUM_FIRST_WORKER: '1' } : { AURUM_FIRST_WORKER: '0', SEED_DEMO: '0', SCHEDULER: '0' },
    );
    live.add(worker);
    // The first worker migrates and seeds before the others open the database.
    if (first && !othersStarted) {
      worker.once('listening', () => {
        othersStarted = true;
        for (let i = 1; i < count; i += 1) fork(false);
      });
    }
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (live.size === 0) process.exit(0);
        return;
      }
      console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another in 1 s`);
      setTimeout(() => fork(first), 1000);
    });
  };
  fork(true);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      if (live.size === 0) process.exit(0);
      for (const worker of live) worker.process.kill('SIGTERM');
    });
  }
}
