/**
 * Fund passwords this process proved right in the last minutes, so the same PIN against the same
 * stored hash is not put through argon2 again (docs/server-auth.md, "A fund password proved
 * lately"). The member app checks the PIN as soon as six digits are typed
 * (fund-password-check.ts) and the purchase or withdrawal that follows checks it again: without
 * this, every payment paid the hash twice, ≈ 1 ms of CPU each.
 *
 * An entry is a digest, HMAC-SHA256 under a random key of this process (never stored or sent), of
 * the member, the stored hash and the PIN: it matches only the same PIN against the same stored
 * hash, so a changed fund password (a new hash, a new salt) never matches an entry made before,
 * and nothing needs to be announced to other processes. It is a shortcut for a right PIN only:
 * every attempt is still counted before the comparison (the lockout is unchanged), and a PIN that
 * matches no entry is compared by argon2 as before.
 */
import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { DEFAULT_FUND_PASSWORD_PROOF_TTL_MS, fundPasswordProofTtlMs } from '../../../kernel/config.js';

/** How long a proved PIN is taken without the hash by default (FUND_PASSWORD_PROOF_TTL_MS). */
export const PROVED_PIN_TTL_MS = DEFAULT_FUND_PASSWORD_PROOF_TTL_MS;

export class ProvedPins {
  private readonly key: KeyObject = createSecretKey(randomBytes(32));
  /** per member: the digest of the last proof and until when it counts (insertion order: oldest first) */
  private readonly entries = new Map<bigint, { digest: Buffer; until: number }>();

  /** `ttlMs` 0: nothing is remembered, every check pays the hash (FUND_PASSWORD_PROOF_TTL_MS=0). */
  constructor(
    private readonly ttlMs = fundPasswordProofTtlMs(),
    private readonly maxEntries = 100_000,
  ) {}

  /** Whether `pin` against `stored` was proved right for `member` less than the TTL before `now`. */
  matches(member: bigint, stored: string, pin: string, now: Date): boolean {
    const entry = this.entries.get(member);
    if (!entry) return false;
    if (entry.until <= now.getTime()) {
      this.entries.delete(member);
      return false;
    }
    return timingSafeEqual(entry.digest, this.digest(member, stored, pin));
  }

  /** After argon2 proved `pin` right against `stored`. */
  remember(member: bigint, stored: string, pin: string, now: Date): void {
    this.entries.delete(member);
    if (this.ttlMs === 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(member, { digest: this.digest(member, stored, pin), until: now.getTime() + this.ttlMs });
  }

  private digest(member: bigint, stored: string, pin: string): Buffer {
    return createHmac('sha256', this.key).update(`${member}\0${stored}\0${pin}`, 'utf8').digest();
  }
}
