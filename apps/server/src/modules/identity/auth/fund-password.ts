import { preparedStatement } from '../../../db/prepared.js';
import { ApiError, Codes, badRequest } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { verifyFundPasswordHash } from '../../../lib/passwords.js';
import { ProvedPins } from './proved-pins.js';
import {
  acceptAttempt,
  oneCheckAtATime,
  refusal,
  rejectAttempt,
  releaseAttempt,
  reserveAttempt,
  reserveAttemptSql,
  type AttemptRule,
  type Reservation,
} from '../../../lib/rate-limit.js';

export const FUND_PASSWORD = /^\d{6}$/;

/** 5 wrong fund passwords lock fund-password use for 30 minutes (docs/server-auth.md). */
export const FUND_PASSWORD_RULE: AttemptRule = { limit: 5, windowMs: 30 * 60 * 1000, lockMs: 30 * 60 * 1000 };

/** What a fund-password check needs from the database: the hash and this check's counted attempt. */
export interface FundPasswordState {
  fund_password_hash: string | null;
  /**
   * this check's count in the member's bucket, taken before the comparison by the read itself
   * (fundPasswordAttemptCte); null when the bucket refused it (locked, or at its limit)
   */
  fund_password_attempt: number | null;
}

export function fundPasswordBucket(userId: bigint): string {
  return `fund-password:${userId}`;
}

/**
 * A CTE named `fund_password_attempt` that counts one fund-password attempt of the member's bucket
 * (parameter `bucketParam`) at `nowParam`, before the PIN is compared (lib/rate-limit.ts,
 * reserveAttemptSql). Money requests put it in the statement that reads what they need, so the
 * count costs no extra round trip; select `fundPasswordStateColumns` from it.
 */
export function fundPasswordAttemptCte(bucketParam: string, nowParam: string): string {
  const now = `${nowParam}::timestamptz`;
  const windowStart = `${now} - interval '${FUND_PASSWORD_RULE.windowMs} milliseconds'`;
  return `fund_password_attempt as (${reserveAttemptSql(bucketParam, now, windowStart, String(FUND_PASSWORD_RULE.limit))})`;
}

/** Select-list columns giving a FundPasswordState, beside fundPasswordAttemptCte. */
export function fundPasswordStateColumns(userIdParam: string): string {
  return `(select fund_password_hash from users where id = ${userIdParam}) as fund_password_hash,
    (select hits from fund_password_attempt) as fund_password_attempt`;
}

/**
 * A CTE named `fund_password_forget` for a money statement that follows a proved fund password:
 * it forgets the member's counted attempts (bucket parameter `bucketParam`) in the statement's own
 * transaction, once `afterCte` has rows (the money moved), so a purchase or withdrawal needs no
 * separate statement, round trip and commit for it (FundPasswordProof). Waiting on `afterCte` also
 * puts the bucket row's lock after the ledger's account locks, so money statements take their locks
 * in one order.
 */
export function fundPasswordForgetCte(bucketParam: string, afterCte: string): string {
  return `fund_password_forget as (
    update rate_limits set hits = 0 where bucket = ${bucketParam} and exists (select 1 from ${afterCte})
  )`;
}

/** This process's PINs proved lately (proved-pins.ts): a right PIN paid argon2 once per sitting. */
const provedPins = new ProvedPins();

/** The state alone (a prepared statement): $1 member, $2 bucket, $3 now. */
const fundPasswordState = preparedStatement<FundPasswordState>(
  'fund_password_state',
  `with ${fundPasswordAttemptCte('$2', '$3')} select ${fundPasswordStateColumns('$1')}`,
);

/**
 * Checks a member's 6-digit fund password; called on every purchase and withdrawal. Five wrong
 * attempts lock fund-password use for 30 minutes. Throws an ApiError the member can read, with
 * `attemptsLeft` (wrong) or `lockedUntil` (locked) in its details.
 * Call it before opening the money transaction: the hash check runs on libuv's thread pool (off the
 * event loop) and must not hold row locks. The PIN hash is peppered and cheap (see
 * lib/passwords.ts); a hash in the old format is checked at its old cost once and replaced here.
 */
export async function verifyFundPassword(db: Tx, userId: bigint, password: string | undefined, now: Date) {
  if (!password) throw badRequest('validation.required', { field: 'fundPassword' });
  if (!FUND_PASSWORD.test(password)) throw badRequest('fundPassword.format');
  const { proof } = await proveFundPasswordWith(db, userId, password, now, async (bucket) => {
    const [state] = await fundPasswordState.execute(db, [userId, bucket, now]);
    return state!;
  });
  await proof.settle();
}

/**
 * A fund password proved right, whose counted attempts are still to be forgotten ("the owner proved
 * they know it"): by the caller's money statement, through fundPasswordForgetCte with `bucket`
 * (then `forgotten()` once it committed with money moved), or else by `settle()`, which the caller
 * runs whatever happened (in a finally) and which does nothing after `forgotten()`.
 */
export class FundPasswordProof {
  private pending = true;
  constructor(
    private readonly db: Tx,
    private readonly reservation: Reservation,
  ) {}

  get bucket(): string {
    return this.reservation.bucket;
  }

  forgotten(): void {
    this.pending = false;
  }

  async settle(): Promise<void> {
    if (!this.pending) return;
    this.pending = false;
    try {
      await acceptAttempt(this.db, this.reservation, true);
    } catch {
      // The database went away after the PIN proved right (and perhaps after the money moved): the
      // request keeps its own answer, and the attempt stays counted until its window ends (one of
      // five), which a member never notices as more than one try fewer.
    }
  }
}

/**
 * verifyFundPassword with the state read by the caller's own statement, so a money request reads
 * what it needs (the product, the card, the settings…) and counts the fund-password attempt in one
 * round trip: `read(bucket)` must run a statement with fundPasswordAttemptCte(bucket, now) and
 * fundPasswordStateColumns. `validate(row)` runs next, for the caller's refusals that come before
 * the fund password's. Every comparison is counted before it is made, so parallel guesses on any
 * number of server processes cannot outrun the lockout; a request refused before the comparison
 * gives its count back. Returns the row and the proof, whose counted attempts the caller's money
 * statement forgets (FundPasswordProof; the caller must `settle()` it in a finally).
 */
export async function proveFundPasswordWith<R extends FundPasswordState>(
  db: Tx,
  userId: bigint,
  password: string | undefined,
  now: Date,
  read: (bucket: string) => Promise<R>,
  validate?: (row: R) => void,
): Promise<{ row: R; proof: FundPasswordProof }> {
  const bucket = fundPasswordBucket(userId);
  return oneCheckAtATime(bucket, () => checkWith(db, userId, bucket, password, now, read, validate));
}

async function checkWith<R extends FundPasswordState>(
  db: Tx,
  userId: bigint,
  bucket: string,
  password: string | undefined,
  now: Date,
  read: (bucket: string) => Promise<R>,
  validate?: (row: R) => void,
): Promise<{ row: R; proof: FundPasswordProof }> {
  const row = await read(bucket);
  const reservation: Reservation =
    row.fund_password_attempt === null
      ? // refused by the read: locked, or busy with other checks (then this waits its turn)
        await reserveAttempt(db, bucket, FUND_PASSWORD_RULE, now)
      : { reserved: true, bucket, rule: FUND_PASSWORD_RULE, hits: row.fund_password_attempt };
  try {
    validate?.(row);
    if (!password) throw badRequest('validation.required', { field: 'fundPassword' });
    if (!FUND_PASSWORD.test(password)) throw badRequest('fundPassword.format');
    if (!reservation.reserved) throw refusal(reservation, 'fundPassword.locked');
    if (!row.fund_password_hash) throw badRequest('fundPassword.notSet');
  } catch (refusal) {
    // refused before the comparison: this attempt does not count
    if (reservation.reserved) await releaseAttempt(db, reservation);
    throw refusal;
  }
  const stored = row.fund_password_hash;
  const check = provedPins.matches(userId, stored, password, now)
    ? { valid: true, rehash: null }
    : await verifyFundPasswordHash(stored, password);
  if (!check.valid) {
    const { attemptsLeft, lockedUntil } = await rejectAttempt(db, reservation, now);
    if (lockedUntil) throw refusal({ ...reservation, reserved: false, lockedUntil }, 'fundPassword.locked');
    throw new ApiError(Codes.badRequest, 'fundPassword.wrong', { left: attemptsLeft }, undefined, {
      attemptsLeft,
    });
  }
  if (check.rehash) {
    // Old format or cost: store the new hash, unless the PIN was changed meanwhile (the next check
    // proves the new hash by argon2 and is remembered then).
    await db
      .updateTable('users')
      .set({ fund_password_hash: check.rehash })
      .where('id', '=', userId)
      .where('fund_password_hash', '=', stored)
      .execute();
  } else {
    provedPins.remember(userId, stored, password, now);
  }
  // the owner: earlier wrong attempts are forgotten, by the caller's money statement or settle()
  return { row, proof: new FundPasswordProof(db, reservation) };
}
