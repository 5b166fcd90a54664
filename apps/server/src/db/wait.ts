import type { Kysely } from 'kysely';
import type { DB } from './schema.js';
import { probeDatabase } from './database.js';
import { databaseTarget, describeDatabaseError, isDatabaseUnavailable } from './availability.js';

/** The database could not be used at start; `message` says why in one line, for the operator. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/**
 * Waits for PostgreSQL at start: tries `select 1` with backoff (0.5, 1, 2, 4, then every 5 s) until
 * `timeoutMs` has passed, logging one line per failed attempt that names the database. A refusal that
 * waiting cannot cure (wrong password, no such database) fails at once. Either way the error is a
 * DatabaseStartError with a one-line message.
 */
export async function waitForDatabase(
  db: Kysely<DB>,
  options: { databaseUrl: string; timeoutMs: number; log: (line: string) => void },
): Promise<void> {
  const target = databaseTarget(options.databaseUrl);
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await probeDatabase(db);
      if (attempt > 1) options.log(`PostgreSQL at ${target} answered (attempt ${attempt})`);
      return;
    } catch (error) {
      const reason = describeDatabaseError(error);
      if (!isDatabaseUnavailable(error)) {
        throw new DatabaseStartError(`PostgreSQL at ${target} refused the server: ${reason}`, {
          cause: error,
        });
      }
      const elapsed = Date.now() - started;
      const left = options.timeoutMs - elapsed;
      if (left <= 0) {
        throw new DatabaseStartError(
          `PostgreSQL at ${target} did not answer within ${seconds(options.timeoutMs)} (${attempt} attempts, last: ${reason}); ` +
            'check that it is running and reachable, or raise DATABASE_START_TIMEOUT_MS',
          { cause: error },
        );
      }
      const pause = Math.min(left, attempt <= 4 ? 500 * 2 ** (attempt - 1) : 5_000);
      options.log(
        `PostgreSQL at ${target} is not reachable (attempt ${attempt}: ${reason}); ` +
          `retrying in ${seconds(pause)}, giving up ${seconds(left)} from now`,
      );
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
