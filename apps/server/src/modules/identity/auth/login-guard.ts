import { ApiError, Codes } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { hashPassword, verifyPassword } from '../../../lib/passwords.js';
import {
  acceptAttempt,
  oneCheckAtATime,
  refusal,
  rejectAttempt,
  releaseAttempt,
  reserveAttempt,
  type AttemptRule,
  type Reservation,
} from '../../../lib/rate-limit.js';

const WINDOW_MS = 15 * 60 * 1000;

/** The limits of password logins; docs/server-auth.md explains the numbers and their trade-offs. */
export interface LoginGuardRules {
  /** comparisons for one account from one address */
  perAccountAndAddress: AttemptRule;
  /** comparisons for one account from all addresses together (guessing spread over many addresses) */
  perAccount: AttemptRule;
  /** comparisons from one address, whatever the account (one address trying many accounts) */
  perAddress: AttemptRule;
}

export const DEFAULT_LOGIN_RULES: LoginGuardRules = {
  perAccountAndAddress: { limit: 5, windowMs: WINDOW_MS, lockMs: WINDOW_MS },
  perAccount: { limit: 10, windowMs: WINDOW_MS, lockMs: WINDOW_MS },
  perAddress: { limit: 50, windowMs: WINDOW_MS, lockMs: WINDOW_MS },
};

let dummyHash: Promise<string> | undefined;

export const loginBuckets = {
  accountAndAddress: (account: string, ip: string) => `login:${account}:${ip}`,
  account: (account: string) => `login-account:${account}`,
  address: (ip: string) => `login-ip:${ip}`,
};

/**
 * Password check with brute-force protection, exact under any concurrency and across server
 * processes: each comparison is counted in three buckets (account + address, account, address)
 * before it is made (lib/rate-limit.ts, reserveAttempt), so no bucket ever sees more comparisons than
 * its limit. An unknown account costs the same argon2 verify as a known one and gets the same
 * generic refusal, so the answer does not reveal which part was wrong. A bucket at its limit answers
 * 423 until its lock ends.
 */
export async function checkLogin(
  db: Tx,
  input: {
    /** e.g. "member:+15550000001" */
    account: string;
    ip: string;
    passwordHash: string | undefined;
    password: string;
    now: Date;
    rules?: LoginGuardRules;
    badCredentialsKey: string;
    lockedKey: string;
  },
): Promise<void> {
  // this process's own parallel tries of one account queue here instead of on the bucket rows
  return oneCheckAtATime(loginBuckets.account(input.account), () => checkLoginNow(db, input));
}

async function checkLoginNow(db: Tx, input: Parameters<typeof checkLogin>[1]): Promise<void> {
  const rules = input.rules ?? DEFAULT_LOGIN_RULES;
  const { now } = input;
  const reservations: Reservation[] = [];
  for (const [bucket, rule] of [
    [loginBuckets.accountAndAddress(input.account, input.ip), rules.perAccountAndAddress],
    [loginBuckets.account(input.account), rules.perAccount],
    [loginBuckets.address(input.ip), rules.perAddress],
  ] as const) {
    const reservation = await reserveAttempt(db, bucket, rule, now);
    if (!reservation.reserved) {
      for (const taken of reservations) await releaseAttempt(db, taken);
      throw refusal(reservation, input.lockedKey);
    }
    reservations.push(reservation);
  }
  const [accountAndAddress, account, address] = reservations as [Reservation, Reservation, Reservation];

  dummyHash ??= hashPassword('not-a-real-password-0');
  const valid = await verifyPassword(input.passwordHash ?? (await dummyHash), input.password);
  if (valid && input.passwordHash) {
    // The owner: their account's wrong tries are forgotten; the address keeps its other accounts' ones.
    await acceptAttempt(db, accountAndAddress, true);
    await acceptAttempt(db, account, true);
    await acceptAttempt(db, address, false);
    return;
  }
  // No "attempts left" on a wrong login: the account-wide count would tell of other people's tries.
  let lockedUntil: Date | null = null;
  for (const reservation of reservations) {
    const result = await rejectAttempt(db, reservation, now);
    if (result.lockedUntil && (!lockedUntil || result.lockedUntil > lockedUntil))
      lockedUntil = result.lockedUntil;
  }
  if (lockedUntil) throw refusal({ ...accountAndAddress, reserved: false, lockedUntil }, input.lockedKey);
  throw new ApiError(Codes.badRequest, input.badCredentialsKey);
}

/** Forget an account's failed logins on every address (after a password reset). */
export async function clearLoginFailures(db: Tx, account: string): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        eb('bucket', 'like', `${loginBuckets.accountAndAddress(escapeLike(account), '')}%`),
        eb('bucket', '=', loginBuckets.account(account)),
      ]),
    )
    .execute();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
