/**
 * A fund password proved lately (src/modules/identity/auth/proved-pins.ts): the same PIN against the
 * same stored hash, for the same member, within the TTL, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { ProvedPins, PROVED_PIN_TTL_MS } from '../../src/modules/identity/auth/proved-pins.js';
import { fundPasswordProofTtlMs } from '../../src/kernel/config.js';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 24) + ms);

describe('PINs proved lately', () => {
  it('matches the same member, stored hash and PIN only, until the TTL has run out', () => {
    const pins = new ProvedPins(PROVED_PIN_TTL_MS);
    expect(pins.matches(1n, 'hash-a', '123456', at(0))).toBe(false);
    pins.remember(1n, 'hash-a', '123456', at(0));
    expect(pins.matches(1n, 'hash-a', '123456', at(PROVED_PIN_TTL_MS - 1))).toBe(true);
    expect(pins.matches(1n, 'hash-a', '123457', at(1))).toBe(false); // another PIN
    expect(pins.matches(1n, 'hash-b', '123456', at(1))).toBe(false); // the fund password changed
    expect(pins.matches(2n, 'hash-a', '123456', at(1))).toBe(false); // another member
    expect(pins.matches(1n, 'hash-a', '123456', at(PROVED_PIN_TTL_MS))).toBe(false); // expired
    expect(pins.matches(1n, 'hash-a', '123456', at(1))).toBe(false); // and forgotten
  });

  it('a new proof replaces the member’s last; at most maxEntries members, the oldest dropped', () => {
    const pins = new ProvedPins(60_000, 2);
    pins.remember(1n, 'old', '111111', at(0));
    pins.remember(1n, 'new', '222222', at(0));
    expect(pins.matches(1n, 'old', '111111', at(1))).toBe(false);
    expect(pins.matches(1n, 'new', '222222', at(1))).toBe(true);
    pins.remember(2n, 'h2', '222222', at(0));
    pins.remember(3n, 'h3', '333333', at(0));
    expect([1n, 2n, 3n].map((m) => pins.matches(m, `h${m}`, `${m}`.repeat(6), at(1)))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('FUND_PASSWORD_PROOF_TTL_MS: 10 minutes by default; 0 remembers nothing, so every check pays the hash', () => {
    expect(fundPasswordProofTtlMs({})).toBe(10 * 60 * 1000);
    expect(fundPasswordProofTtlMs({ FUND_PASSWORD_PROOF_TTL_MS: '0' })).toBe(0);
    expect(fundPasswordProofTtlMs({ FUND_PASSWORD_PROOF_TTL_MS: 'soon' })).toBe(PROVED_PIN_TTL_MS);
    const off = new ProvedPins(0);
    off.remember(1n, 'hash', '123456', at(0));
    expect(off.matches(1n, 'hash', '123456', at(0))).toBe(false);
  });

  it('two processes do not share proofs: each has a key of its own', () => {
    const [a, b] = [new ProvedPins(), new ProvedPins()];
    a.remember(1n, 'hash', '123456', at(0));
    expect([a.matches(1n, 'hash', '123456', at(1)), b.matches(1n, 'hash', '123456', at(1))]).toEqual([
      true,
      false,
    ]);
  });
});
