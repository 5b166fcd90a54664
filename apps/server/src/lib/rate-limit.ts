import { sql } from 'kysely';
import type { Tx } from '../ledger/ledger.js';

export interface LimitRule {
  /** attempts allowed in one window */
  limit: number;
  windowMs: number;
  /** when set, exceeding the limit locks the bucket for this long */
  lockMs?: number;
}

/**
 * Counts one attempt in a database-backed bucket shared by every server instance. Returns false
 * when the bucket is over its limit or locked (the attempt should be refused).
 */
export async function hit(tx: Tx, bucket: string, rule: LimitRule, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const row = await sql<{ hits: number; locked_until: Date | null }>`
    insert into rate_limits as r (bucket, hits, window_start)
    values (${bucket}, 1, ${now})
    on conflict (bucket) do update set
      hits = case when r.window_start < ${windowStart} then 1 else r.hits + 1 end,
      window_start = case when r.window_start < ${windowStart} then ${now} else r.window_start end
    returning hits, locked_until`.execute(tx);
  const { hits, locked_until } = row.rows[0]!;
  if (locked_until && new Date(locked_until) > now) return false;
  if (hits > rule.limit) {
    if (rule.lockMs) {
      await tx
        .updateTable('rate_limits')
        .set({ locked_until: new Date(now.getTime() + rule.lockMs), hits: 0, window_start: now })
        .where('bucket', '=', bucket)
        .execute();
    }
    return false;
  }
  return true;
}

/** Whether a bucket is currently locked, without counting an attempt. */
export async function isLocked(tx: Tx, bucket: string, now: Date): Promise<boolean> {
  const row = await tx
    .selectFrom('rate_limits')
    .select('locked_until')
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  return !!row?.locked_until && new Date(row.locked_until) > now;
}

export async function clearBucket(tx: Tx, bucket: string): Promise<void> {
  await tx.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
}

const checksInFlight = new Map<string, Promise<void>>();

/**
 * Runs `check` after every earlier call for the same bucket in this process has finished. A
 * lockout that counts an attempt only once it has been checked lets a burst of parallel guesses
 * all pass the "locked?" test before the first wrong one is counted (25 parallel fund-password
 * guesses were all checked, the right one succeeded); run one bucket's secret checks one at a
 * time and each sees the count of those before it. With several server instances a burst can
 * still get at most one extra guess per instance.
 */
export async function oneCheckAtATime<T>(bucket: string, check: () => Promise<T>): Promise<T> {
  const previous = checksInFlight.get(bucket) ?? Promise.resolve();
  const run = previous.then(check);
  const tail = run.then(
    () => {},
    () => {},
  );
  checksInFlight.set(bucket, tail);
  try {
    return await run;
  } finally {
    if (checksInFlight.get(bucket) === tail) checksInFlight.delete(bucket);
  }
}
