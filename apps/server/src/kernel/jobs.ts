/**
 * The one scheduler of background work (income accrual, envelope and lottery-chance grants). Every
 * job runs on an interval, one run at a time: a tick that finds the last run still going is skipped,
 * and on PostgreSQL a session advisory lock keeps the run single across server processes too (a
 * second process that finds the lock taken skips its tick). Runs log through the app's logger.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema.js';

export interface Job {
  /** names the job in the log and keys its cross-process lock */
  name: string;
  intervalMs: number;
  /** the first run this long after start (default: at once) */
  firstDelayMs?: number;
  run(log: FastifyBaseLogger): Promise<void>;
}

export interface JobScheduler {
  /** stops the timers; a run in progress finishes on its own */
  stop(): void;
}

export function startJobs(
  jobs: Job[],
  options: { db: Kysely<DB>; log: FastifyBaseLogger; acrossProcesses: boolean },
): JobScheduler {
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        if (options.acrossProcesses) await withAdvisoryLock(options.db, job.name, () => job.run(options.log));
        else await job.run(options.log);
      } catch (error) {
        options.log.error({ err: error, job: job.name }, `${job.name} job failed`);
      } finally {
        running = false;
      }
    };
    const first = setTimeout(() => void tick(), job.firstDelayMs ?? 0);
    const every = setInterval(() => void tick(), job.intervalMs);
    first.unref?.();
    every.unref?.();
    timers.push(first, every);
  }
  return {
    stop() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

/** Runs `work` only if this process takes the job's advisory lock (held by one reserved connection). */
async function withAdvisoryLock(db: Kysely<DB>, name: string, work: () => Promise<void>): Promise<void> {
  await db.connection().execute(async (connection) => {
    const key = sql<string>`hashtext(${`aurum.job.${name}`})`;
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return;
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
