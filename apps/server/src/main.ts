import cluster from 'node:cluster';
import { loadConfig } from './kernel/config.js';
import { startServer } from './server.js';
import { DatabaseStartError } from './db/wait.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { databaseTarget, describeDatabaseError, isDatabaseUnavailable } from './db/availability.js';
import { processLog } from './lib/log.js';
import { resetOrphanedConnections } from './lib/cluster-handoff.js';

/**
 * `WORKERS=n` (or `auto`: one per core) runs n server processes sharing the port (node:cluster) on
 * PostgreSQL; one Node process uses one core. The first worker migrates, seeds the demo data and
 * runs the accrual timer; the others start after it listens, with neither. A worker that dies is
 * started again. PGlite is one process only (it owns its data folder), so WORKERS is ignored there.
 */
const config = loadConfig();
const workers = config.databaseUrl ? config.workers : 1;

if (workers > 1 && cluster.isPrimary) {
  runPrimary(workers);
} else {
  const server = await startServer({}, { logger: true }).catch((error: unknown) => exitOnStartFailure(error));
  if (!cluster.isWorker || config.firstWorker) {
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
  let exitCode = 0;
  let othersStarted = false;
  /** some worker has listened: from then on a worker that dies (or fails to start again) is replaced */
  let serving = false;
  const live = new Set<ReturnType<typeof cluster.fork>>();
  const fork = (first: boolean) => {
    const worker = cluster.fork(
      first ? { AURUM_FIRST_WORKER: '1' } : { AURUM_FIRST_WORKER: '0', SEED_DEMO: '0', SCHEDULER: '0' },
    );
    resetOrphanedConnections(worker);
    live.add(worker);
    let served = false;
    worker.once('listening', () => {
      served = true;
      serving = true;
      // The first worker migrates and seeds before the others open the database.
      if (first && !othersStarted) {
        othersStarted = true;
        for (let i = 1; i < count; i += 1) fork(false);
      }
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (live.size === 0) process.exit(exitCode);
        return;
      }
      if (!served && !serving) {
        // The first start failed (the database stayed out of reach for DATABASE_START_TIMEOUT_MS, or
        // a bug) and the worker said why: starting it again in a loop would hide that. Stop, and fail.
        console.error(`worker ${worker.process.pid} failed to start (${signal ?? code}); stopping`);
        stopping = true;
        exitCode = 1;
        if (live.size === 0) process.exit(exitCode);
        for (const other of live) other.process.kill('SIGTERM');
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

/**
 * A refusal to start that names its cause (the database out of reach, a data folder in use) says so
 * in one line (no stack: the cause is outside the program) and exits with code 1; anything else is a
 * bug and keeps its stack.
 */
function exitOnStartFailure(error: unknown): never {
  const log = processLog(config.logLevel);
  if (error instanceof DataDirInUseError) {
    // a data folder in use by another process: the message names it
    console.error(error.message);
  } else if (error instanceof DatabaseStartError) {
    log.fatal(`cannot start: ${error.message}`);
  } else if (isDatabaseUnavailable(error) && config.databaseUrl) {
    log.fatal(
      `cannot start: PostgreSQL at ${databaseTarget(config.databaseUrl)} was lost while starting (${describeDatabaseError(error)})`,
    );
  } else {
    log.fatal({ err: error }, 'cannot start');
  }
  process.exit(1);
}
