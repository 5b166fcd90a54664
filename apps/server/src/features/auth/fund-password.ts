import { ApiError, Codes, badRequest } from '../../http/errors.js';
import type { Tx } from '../../ledger/ledger.js';
import { verifyPassword } from '../../lib/passwords.js';
import { clearBucket, hit, oneCheckAtATime } from '../../lib/rate-limit.js';

export const FUND_PASSWORD = /^\d{6}$/;
const MAX_WRONG = 5;
const LOCK_MS = 30 * 60 * 1000;

/**
 * Checks a member's 6-digit fund password; called on every purchase and withdrawal. Five wrong
 * attempts lock fund-password use for 30 minutes. Throws an ApiError the member can read.
 * Call it before opening the money transaction (argon2 is slow; do not hold row locks over it).
 */
export async function verifyFundPassword(db: Tx, userId: bigint, password: string | undefined, now: Date) {
  if (!password) throw badRequest('validation.required', { field: 'fundPassword' });
  if (!FUND_PASSWORD.test(password)) throw badRequest('fundPassword.format');
  const bucket = `fund-password:${userId}`;
  // one check at a time per member: parallel guesses cannot outrun the lockout
  await oneCheckAtATime(bucket, async () => {
    // One round trip on this hot path (every purchase and withdrawal): the hash and the lockout bucket.
    const user = await db
      .selectFrom('users as u')
      .leftJoin('rate_limits as r', (join) => join.on('r.bucket', '=', bucket))
      .select(['u.fund_password_hash', 'r.bucket', 'r.locked_until'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (user?.locked_until && new Date(user.locked_until) > now)
      throw new ApiError(Codes.locked, 'fundPassword.locked');
    if (!user?.fund_password_hash) throw badRequest('fundPassword.notSet');
    if (await verifyPassword(user.fund_password_hash, password)) {
      // earlier wrong attempts are forgotten; nothing to delete (a write) when there were none
      if (user.bucket !== null) await clearBucket(db, bucket);
      return;
    }
    const allowed = await hit(db, bucket, { limit: MAX_WRONG - 1, windowMs: LOCK_MS, lockMs: LOCK_MS }, now);
    if (!allowed) throw new ApiError(Codes.locked, 'fundPassword.locked');
    throw badRequest('fundPassword.wrong');
  });
}
