import { ApiError, Codes, badRequest } from '../../http/errors.js';
import type { Tx } from '../../ledger/ledger.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { clearBucket, hit, isLocked, oneCheckAtATime } from '../../lib/rate-limit.js';

const WINDOW_MS = 15 * 60 * 1000;

export interface LoginGuardRules {
  /** wrong passwords for one account from one address before it is locked */
  failuresPerAccountAndIp: number;
  /** wrong passwords from one address (any account) before the address is locked */
  failuresPerIp: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_LOGIN_RULES: LoginGuardRules = {
  failuresPerAccountAndIp: 5,
  failuresPerIp: 50,
  windowMs: WINDOW_MS,
  lockMs: WINDOW_MS,
};

let dummyHash: Promise<string> | undefined;

/**
 * Password check with brute-force protection. An unknown account costs the same argon2 verify as
 * a known one and gets the same generic refusal, so the answer does not reveal which part was
 * wrong. After `failuresPerAccountAndIp` wrong tries the account is locked for that address
 * (code 423) for `lockMs`; the address as a whole is limited too.
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
  const rules = input.rules ?? DEFAULT_LOGIN_RULES;
  const accountBucket = `login:${input.account}:${input.ip}`;
  const ipBucket = `login-ip:${input.ip}`;
  // one check at a time per account and address: parallel guesses cannot outrun the lockout
  await oneCheckAtATime(accountBucket, async () => {
    if ((await isLocked(db, accountBucket, input.now)) || (await isLocked(db, ipBucket, input.now))) {
      throw new ApiError(Codes.locked, input.lockedKey);
    }
    dummyHash ??= hashPassword('not-a-real-password-0');
    const valid = await verifyPassword(input.passwordHash ?? (await dummyHash), input.password);
    if (valid && input.passwordHash) {
      await clearBucket(db, accountBucket);
      return;
    }
    const lock = { windowMs: rules.windowMs, lockMs: rules.lockMs };
    const accountOk = await hit(
      db,
      accountBucket,
      { limit: rules.failuresPerAccountAndIp - 1, ...lock },
      input.now,
    );
    const ipOk = await hit(db, ipBucket, { limit: rules.failuresPerIp - 1, ...lock }, input.now);
    if (!accountOk || !ipOk) throw new ApiError(Codes.locked, input.lockedKey);
    throw badRequest(input.badCredentialsKey);
  });
}

/** Forget an account's failed logins on every address (after a password reset). */
export async function clearLoginFailures(db: Tx, account: string): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('bucket', 'like', `login:${escapeLike(account)}:%`)
    .execute();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
