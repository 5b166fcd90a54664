import { preparedStatement } from '../../db/prepared.js';
import { ApiError, Codes, badRequest } from '../../http/errors.js';
import type { Tx } from '../../ledger/ledger.js';
import { verifyFundPasswordHash } from '../../lib/passwords.js';
import { clearBucket, hit, oneCheckAtATime } from '../../lib/rate-limit.js';

export const FUND_PASSWORD = /^\d{6}$/;
const MAX_WRONG = 5;
const LOCK_MS = 30 * 60 * 1000;

/** The hash and the lockout bucket in one round trip (a prepared statement: every money request). */
const fundPasswordState = preparedStatement<{
  fund_password_hash: string | null;
  bucket: string | null;
  locked_until: Date | null;
}>(
  'fund_password_state',
  `select u.fund_password_hash, r.bucket, r.locked_until
   from users u left join rate_limits r on r.bucket = $2
   where u.id = $1`,
);

/**
 * Checks a member's 6-digit fund password; called on every purchase and withdrawal. Five wrong
 * attempts lock fund-password use for 30 minutes. Throws an ApiError the member can read.
 * Call it before opening the money transaction: the hash check runs on libuv's thread pool (off the
 * event loop) and must not hold row locks. The PIN hash is peppered and cheap (≈ 1 ms; see
 * lib/passwords.ts); a hash in the old format is checked at its old cost once and replaced here.
 */
export async function verifyFundPassword(db: Tx, userId: bigint, password: string | undefined, now: Date) {
  if (!password) throw badRequest('validation.required', { field: 'fundPassword' });
  if (!FUND_PASSWORD.test(password)) throw badRequest('fundPassword.format');
  const bucket = `fund-password:${userId}`;
  // one check at a time per member: parallel guesses cannot outrun the lockout
  await oneCheckAtATime(bucket, async () => {
    // One round trip on this hot path (every purchase and withdrawal): the hash and the lockout bucket.
    const [user] = await fundPasswordState.execute(db, [userId, bucket]);
    if (user?.locked_until && new Date(user.locked_until) > now)
      throw new ApiError(Codes.locked, 'fundPassword.locked');
    if (!user?.fund_password_hash) throw badRequest('fundPassword.notSet');
    const check = await verifyFundPasswordHash(user.fund_password_hash, password);
    if (check.valid) {
      if (check.rehash) {
        // Old format or cost: store the new hash, unless the PIN was changed meanwhile.
        await db
          .updateTable('users')
          .set({ fund_password_hash: check.rehash })
          .where('id', '=', userId)
          .where('fund_password_hash', '=', user.fund_password_hash)
          .execute();
      }
      // earlier wrong attempts are forgotten; nothing to delete (a write) when there were none
      if (user.bucket !== null) await clearBucket(db, bucket);
      return;
    }
    const allowed = await hit(db, bucket, { limit: MAX_WRONG - 1, windowMs: LOCK_MS, lockMs: LOCK_MS }, now);
    if (!allowed) throw new ApiError(Codes.locked, 'fundPassword.locked');
    throw badRequest('fundPassword.wrong');
  });
}
