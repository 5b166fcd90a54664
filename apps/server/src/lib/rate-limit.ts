import { CompiledQuery, sql } from 'kysely';
import { preparedStatement } from '../db/prepared.js';
import { ApiError, Codes } from '../http/errors.js';
import type { Tx } from '../db/tx.js';

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

// ------------------------------------------------------------------ secret checks

/**
 * The rule of a secret check (a password, a PIN): at most `limit` comparisons in a window of
 * `windowMs`; when wrong ones reach the limit, the bucket is locked for `lockMs`.
 */
export interface AttemptRule {
  limit: number;
  windowMs: number;
  lockMs: number;
}

export type Reservation =
  | {
      reserved: true;
      bucket: string;
      rule: AttemptRule;
      /** comparisons counted in the window, this one included */
      hits: number;
    }
  | {
      reserved: false;
      bucket: string;
      rule: AttemptRule;
      /** until when the bucket is locked; null: busy (its limit is taken by checks still running) */
      lockedUntil: Date | null;
    };

/**
 * The statement that counts an attempt BEFORE the secret is compared, with positional parameters
 * (so a caller can put it in a CTE of its own read): bucket, now, window start (now − window),
 * limit. It answers the new count, or no row when the bucket is locked or at its limit.
 *
 * Counting first is what makes the limit exact: every comparison is preceded by its own committed
 * increment, taken under the bucket row's lock, and PostgreSQL re-checks the WHERE on the current
 * row when concurrent increments queue on that lock. Whatever arrives at once, on however many
 * server processes, no more than `limit` comparisons are made per window. A check that turns out
 * right gives its count back (`acceptAttempt`); a wrong one keeps it and locks the bucket when it
 * was the last allowed (`rejectAttempt`).
 */
export function reserveAttemptSql(bucket: string, now: string, windowStart: string, limit: string): string {
  const expired = `(r.window_start < ${windowStart} or coalesce(r.locked_until <= ${now}, false))`;
  return `insert into rate_limits as r (bucket, hits, window_start) values (${bucket}, 1, ${now})
    on conflict (bucket) do update set
      hits = case when ${expired} then 1 else r.hits + 1 end,
      window_start = case when ${expired} then ${now} else r.window_start end,
      locked_until = case when ${expired} then null else r.locked_until end
    where ${expired} or (r.locked_until is null and r.hits < ${limit})
    returning hits`;
}

const reserveAttemptStatement = reserveAttemptSql('$1', '$2::timestamptz', '$3::timestamptz', '$4::int');

/**
 * Counts one attempt of a secret check before it is compared (see reserveAttemptSql). When the
 * bucket is at its limit only because other checks are still comparing (no lock yet), it waits for
 * them (up to `waitMs`, real time): a member's own parallel requests with the right secret, a double
 * tap say, each get their turn, while wrong guesses lock the bucket and end the wait of the rest.
 */
export async function reserveAttempt(
  tx: Tx,
  bucket: string,
  rule: AttemptRule,
  now: Date,
  options: { waitMs?: number } = {},
): Promise<Reservation> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const deadline = Date.now() + (options.waitMs ?? 3000);
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    const { rows } = await tx.executeQuery<{ hits: number }>(
      CompiledQuery.raw(reserveAttemptStatement, [bucket, now, windowStart, rule.limit]),
    );
    if (rows[0]) return { reserved: true, bucket, rule, hits: rows[0].hits };
    const row = await tx
      .selectFrom('rate_limits')
      .select('locked_until')
      .where('bucket', '=', bucket)
      .executeTakeFirst();
    if (row?.locked_until && new Date(row.locked_until) > now) {
      return { reserved: false, bucket, rule, lockedUntil: new Date(row.locked_until) };
    }
    if (Date.now() >= deadline) return { reserved: false, bucket, rule, lockedUntil: null };
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** The refusal of a reservation: 423 locked (with until when), or 429 when it stayed busy. */
export function refusal(reservation: Reservation & { reserved: false }, lockedKey: string): ApiError {
  if (reservation.lockedUntil === null) return new ApiError(Codes.rateLimited, 'error.rateLimited');
  return new ApiError(Codes.locked, lockedKey, {}, undefined, {
    lockedUntil: reservation.lockedUntil.toISOString(),
  });
}

// Prepared: every purchase and withdrawal runs one of them (no builder compile, no parse per call).
const forgetAttempts = preparedStatement('rate_limit_forget', 'update rate_limits set hits = 0 where bucket = $1');
const giveBackAttempt = preparedStatement(
  'rate_limit_give_back',
  'update rate_limits set hits = greatest(hits - 1, 0) where bucket = $1',
);

/**
 * The secret was right: its count is given back, and with `forget` the wrong ones before it are
 * forgotten too (the owner proved they know it).
 */
export async function acceptAttempt(tx: Tx, reservation: Reservation, forget: boolean): Promise<void> {
  if (!reservation.reserved) return;
  await (forget ? forgetAttempts : giveBackAttempt).execute(tx, [reservation.bucket]);
}

/**
 * The secret was not compared after all (the request was refused for another reason first): the
 * count is given back.
 */
export async function releaseAttempt(tx: Tx, reservation: Reservation): Promise<void> {
  await acceptAttempt(tx, reservation, false);
}

/**
 * The secret was wrong: the count stays; the last allowed attempt locks the bucket. Answers the
 * attempts left, and when locked, until when.
 */
export async function rejectAttempt(
  tx: Tx,
  reservation: Reservation,
  now: Date,
): Promise<{ attemptsLeft: number; lockedUntil: Date | null }> {
  if (!reservation.reserved) return { attemptsLeft: 0, lockedUntil: reservation.lockedUntil };
  const attemptsLeft = Math.max(reservation.rule.limit - reservation.hits, 0);
  if (attemptsLeft > 0) return { attemptsLeft, lockedUntil: null };
  const lockedUntil = new Date(now.getTime() + reservation.rule.lockMs);
  await tx
    .updateTable('rate_limits')
    .set({ locked_until: lockedUntil })
    .where('bucket', '=', reservation.bucket)
    .execute();
  return { attemptsLeft: 0, lockedUntil };
}

const checksInFlight = new Map<string, Promise<void>>();

/**
 * Runs `check` after every earlier call for the same key in this process has finished. The
 * database count (reserveAttempt) is what keeps a limit exact across processes; this queue only
 * spares one process's own parallel checks of one secret (50 twins of a purchase with the same
 * idempotency key) from queueing on the bucket row and waiting for each other's comparisons.
 */
export async function oneCheckAtATime<T>(key: string, check: () => Promise<T>): Promise<T> {
  const previous = checksInFlight.get(key) ?? Promise.resolve();
  const run = previous.then(check);
  const tail = run.then(
    () => {},
    () => {},
  );
  checksInFlight.set(key, tail);
  try {
    return await run;
  } finally {
    if (checksInFlight.get(key) === tail) checksInFlight.delete(key);
  }
}
