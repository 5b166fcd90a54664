import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { pepperSettings, type PepperSettings } from '../kernel/config.js';

// ------------------------------------------------------------------ login passwords

// argon2id (the library's default algorithm) at OWASP's m=19 MiB, t=2: ≈ 15–26 ms of CPU per hash
// on the 2-core reference machine. Strong against offline guessing of a database dump; login and
// password changes are rare enough to afford it. The async API runs on libuv's thread pool, off
// the event loop.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------ fund passwords (6-digit PINs)

/*
 * A fund password is a 6-digit PIN checked on every purchase and withdrawal. With only 10^6 values,
 * hash cost barely slows an offline attacker who has the database (10^6 × 26 ms ≈ 7 core-hours per
 * member at login-password cost), while it made every money request pay 26 ms of CPU. What protects
 * a PIN is a secret the database does not hold, plus the online lockout (5 wrong → 30 min,
 * modules/identity/auth/fund-password.ts):
 *
 *   stored = "fp1$<key id>$" + argon2id(m=4 MiB, t=1, p=1)( hex(HMAC-SHA256(pepper, PIN)) )
 *
 * The pepper is FUND_PASSWORD_PEPPER (≥ 32 characters), or else the key file FUND_PASSWORD_PEPPER_FILE,
 * by default `apps/server/.data/fund-password.key` (the server's data folder, beside the default
 * PGlite data and uploads), created once with 32 random bytes and mode 0600. A dump of the database
 * alone is useless without it; the cheap argon2 (≈ 1 ms) still salts each PIN and makes a leak of
 * both cost minutes of CPU per PIN instead of microseconds. The key id (derived from the key, not
 * revealing it) is stored so a server started with a different pepper fails loudly instead of
 * counting every member's right PIN as wrong.
 *
 * Hashes from before (plain argon2id at the login cost, "$argon2id$…") keep verifying; a successful
 * verify returns `rehash` in the new format, which the caller stores (once per member).
 */
const FUND_PREFIX = 'fp1$';
const fundOptions = { memoryCost: 4096, timeCost: 1, parallelism: 1 };

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_FUND_PEPPER_FILE = path.join(serverRoot, '.data', 'fund-password.key');

interface Pepper {
  key: KeyObject;
  /** 8 hex characters derived from the key (HMAC of a constant): identifies it, reveals nothing */
  id: string;
  source: string;
}

let pepper: Pepper | undefined;

function pepperOf(key: Buffer, source: string): Pepper {
  const id = createHmac('sha256', key).update('aurum fund-password key id').digest('hex').slice(0, 8);
  return { key: createSecretKey(key), id, source };
}

/**
 * The fund-password pepper of this process: env FUND_PASSWORD_PEPPER, else the key file (generated
 * once, atomically, so several server processes starting together agree on one key).
 */
export function fundPasswordPepper(settings: PepperSettings = pepperSettings()): Pepper {
  if (pepper) return pepper;
  const fromEnv = settings.secret;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('FUND_PASSWORD_PEPPER must be at least 32 characters');
    pepper = pepperOf(Buffer.from(fromEnv, 'utf8'), 'FUND_PASSWORD_PEPPER');
    return pepper;
  }
  const file = settings.file || DEFAULT_FUND_PEPPER_FILE;
  pepper = pepperOf(readOrCreateKeyFile(file, settings.production), file);
  return pepper;
}

/** For tests: forget the resolved pepper so the next use resolves it again. */
export function resetFundPasswordPepper(): void {
  pepper = undefined;
}

function readKeyFile(file: string): Buffer {
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file}: not a fund-password key (64 hex characters)`);
  if ((statSync(file).mode & 0o077) !== 0) {
    console.warn(JSON.stringify({ level: 'warn', msg: `${file} is readable by others; chmod 600 it` }));
  }
  return Buffer.from(text, 'hex');
}

function readOrCreateKeyFile(file: string, production: boolean): Buffer {
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written in full under a private name, then linked into place: link() fails if another process
  // won the race, and nobody ever reads a half-written key.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600);
  try {
    linkSync(temporary, file);
    if (production) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: `generated the fund-password pepper ${file}; back it up (without it no fund password verifies) or set FUND_PASSWORD_PEPPER on every server`,
        }),
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readKeyFile(file);
}

function peppered(key: KeyObject, pin: string): string {
  return createHmac('sha256', key).update(pin, 'utf8').digest('hex');
}

export async function hashFundPassword(pin: string): Promise<string> {
  const { key, id } = fundPasswordPepper();
  return `${FUND_PREFIX}${id}$${await hash(peppered(key, pin), fundOptions)}`;
}

export interface FundPasswordCheck {
  valid: boolean;
  /** when valid and the stored hash is in an older format or cost: the new hash to store */
  rehash: string | null;
}

/** Checks a PIN against a stored fund-password hash (current or legacy format). */
export async function verifyFundPasswordHash(stored: string, pin: string): Promise<FundPasswordCheck> {
  if (!stored.startsWith(FUND_PREFIX)) {
    // Legacy: argon2id of the bare PIN. Verify at its own cost once, then move it to the new format.
    if (!(await verifyPassword(stored, pin))) return { valid: false, rehash: null };
    return { valid: true, rehash: await hashFundPassword(pin) };
  }
  const { key, id } = fundPasswordPepper();
  const end = stored.indexOf('$', FUND_PREFIX.length);
  const keyId = stored.slice(FUND_PREFIX.length, end);
  if (keyId !== id) {
    // Not the member's mistake: the server runs with another pepper than the one this was made with.
    throw new Error(
      `fund password hashed with pepper ${keyId}, this server has ${id} (${pepper?.source}); restore the key or FUND_PASSWORD_PEPPER`,
    );
  }
  const argon = stored.slice(end + 1);
  let valid: boolean;
  try {
    valid = await verify(argon, peppered(key, pin));
  } catch {
    return { valid: false, rehash: null };
  }
  if (!valid) return { valid: false, rehash: null };
  const params = parseOptions(argon);
  const current =
    params.memoryCost === fundOptions.memoryCost &&
    params.timeCost === fundOptions.timeCost &&
    params.parallelism === fundOptions.parallelism;
  return { valid: true, rehash: current ? null : await hashFundPassword(pin) };
}
