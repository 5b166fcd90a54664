import { preparedStatement } from '../../db/prepared.js';
import { ApiError, Codes, badRequest } from '../../http/errors.js';
import type { Tx } from '../../ledger/ledger.js';
import { verifyFundPasswordHash } from '../../lib/passwords.js';
import { clearBucket, hit, oneCheckAtATime } from '../../lib/rate-limit.js';

export const FUND_PASSWORD = /^\d{6}$/;
const MAX_WRONG = 5;
const LOCK_MS = 30 * 60 * 1000;

/** What a fund-password check needs from the database: the hash and the lockout bucket. */
export interface FundPasswordState {
  fund_password_hash: string | null;
  /** whether the member's lockout bucket exists (earlier wrong attempts) */
  fund_password_bucket: boolean | null;
  fund_password_locked_until: Date | null;
}

/**
 * Select-list columns giving a FundPasswordState, for a statement that reads it together with the
 * caller's own rows (one round trip): the member id and the bucket (fundPasswordBucket) as
 * parameters, e.g. `fundPasswordStateColumns('$1', '$2')`.
 */
export function fundPasswordStateColumns(userIdParam: string, bucketParam: string): string {
  return `(select fund_password_hash from users where id = ${userIdParam}) as fund_password_hash,
    exists (select 1 from rate_limits where bucket = ${bucketParam}) as fund_password_bucket,
    (select locked_until from rate_limits where bucket = ${bucketParam}) as fund_password_locked_until`;
}

export function fundPasswordBucket(userId: bigint): string {
  return `fund-password:${userId}`;
}

/** The state alone (a prepared statement: every money request that reads nothing else). */
const fundPasswordState = preparedStatement<FundPasswordState>(
  'fund_password_state',
  `select ${fundPasswordStateColumns('$1', '$2')}`,
);

/**
 * Checks a member's 6-digit fund password; called on every purchase and withdrawal. Five wrong
 * attempts lock fund-password use for 30 minutes. Throws an ApiError the member can read.
 * Call it before opening the money transaction: the hash check runs on libuv's thread pool (off the
 * event loop) and must not hold row locks. The PIN hash is peppered and cheap (see
 * lib/passwords.ts); a hash in the old format is checked at its old cost once and replaced here.
 */
export async function verifyFundPassword(db: Tx, userId: bigint, password: string | undefined, now: Date) {
  if (!password) throw badRequest('validation.required', { field: 'fundPassword' });
  if (!FUND_PASSWORD.test(password)) throw badRequest('fundPassword.format');
  await verifyFundPasswordWith(db, userId, password, now, async (bucket) => {
    const [state] = await fundPasswordState.execute(db, [userId, bucket]);
    return state!;
  });
}

/**
 * verifyFundPassword with the state read by the caller's own statement, so a money request reads
 * what it needs (the product, the card, the settings…) and the fund-password state in one round
 * trip. `read(bucket)` runs inside the member's one-check-at-a-time section (so parallel guesses
 * cannot outrun the lockout); `validate(row)` runs next, for the caller's refusals that come before
 * the fund password's. Returns the row.
 */
export async function verifyFundPasswordWith<R extends FundPasswordState>(
  db: Tx,
  userId: bigint,
  password: string | undefined,
  now: Date,
  read: (bucket: string) => Promise<R>,
  validate?: (row: R) => void,
): Promise<R> {
  const bucket = fundPasswordBucket(userId);
  // one check at a time per member: parallel guesses cannot outrun the lockout
  return oneCheckAtATime(bucket, async () => {
    const row = await read(bucket);
    validate?.(row);
    if (!password) throw badRequest('validation.required', { field: 'fundPassword' });
    if (!FUND_PASSWORD.test(password)) throw badRequest('fundPassword.format');
    if (row.fund_password_locked_until && new Date(row.fund_password_locked_until) > now)
      throw new ApiError(Codes.locked, 'fundPassword.locked');
    if (!row.fund_password_hash) throw badRequest('fundPassword.notSet');
    const check = await verifyFundPasswordHash(row.fund_password_hash, password);
    if (check.valid) {
      if (check.rehash) {
        // Old format or cost: store the new hash, unless the PIN was changed meanwhile.
        await db
          .updateTable('users')
          .set({ fund_password_hash: check.rehash })
          .where('id', '=', userId)
          .where('fund_password_hash', '=', row.fund_password_hash)
          .execute();
      }
      // earlier wrong attempts are forgotten; nothing to delete (a write) when there were none
      if (row.fund_password_bucket) await clearBucket(db, bucket);
      return row;
    }
    const allowed = await hit(db, bucket, { limit: MAX_WRONG - 1, windowMs: LOCK_MS, lockMs: LOCK_MS }, now);
    if (!allowed) throw new ApiError(Codes.locked, 'fundPassword.locked');
    throw badRequest('fundPassword.wrong');
  });
}
