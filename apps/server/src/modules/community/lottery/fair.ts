/**
 * Provably fair draws, with nothing but SHA-256 and HMAC-SHA256 (anyone can recompute them):
 *
 *   seedHash   = hex(SHA-256(serverSeed))                 serverSeed is 64 hex characters, hashed as text
 *   hmac       = hex(HMAC-SHA256(key = serverSeed, message = "<memberId>:<drawNumber>"))
 *   roll       = (first 16 hex characters of hmac, as an unsigned 64-bit integer) mod totalWeight
 *   prize      = walk the round's frozen prize table in order, adding weights; the first entry whose
 *                running total exceeds roll is selected
 *
 * drawNumber counts the member's draws in the round from 1. The prize table and its total weight
 * are frozen and published when the round opens, together with seedHash; the seed is revealed once
 * the round is closed. If the selected prize has no stock left when drawn, the draw pays nothing
 * ("no prize"), and the draw record says so (outOfStock) — the selection itself stays verifiable.
 *
 * Shell check:  printf %s "$seed" | sha256sum
 *               printf %s "42:1" | openssl dgst -sha256 -hmac "$seed"
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { RoundPrize } from '../tables.js';

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function hashSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function drawHmac(serverSeed: string, memberId: bigint | number | string, drawNumber: number): string {
  return createHmac('sha256', serverSeed).update(`${memberId}:${drawNumber}`, 'utf8').digest('hex');
}

export function rollOf(hmac: string, totalWeight: number): number {
  if (!Number.isInteger(totalWeight) || totalWeight <= 0) throw new RangeError('total weight must be positive');
  return Number(BigInt(`0x${hmac.slice(0, 16)}`) % BigInt(totalWeight));
}

export function pickPrize(prizes: readonly RoundPrize[], roll: number): RoundPrize {
  let running = 0;
  for (const prize of prizes) {
    running += prize.weight;
    if (roll < running) return prize;
  }
  throw new RangeError('roll outside the prize table');
}

export function totalWeightOf(prizes: readonly RoundPrize[]): number {
  return prizes.reduce((sum, p) => sum + p.weight, 0);
}

/** Recomputes one draw from public data: what any member can do once the seed is revealed. */
export function recomputeDraw(input: {
  serverSeed: string;
  seedHash: string;
  prizes: readonly RoundPrize[];
  memberId: bigint | number | string;
  drawNumber: number;
}) {
  const hmac = drawHmac(input.serverSeed, input.memberId, input.drawNumber);
  const roll = rollOf(hmac, totalWeightOf(input.prizes));
  return { seedMatchesHash: hashSeed(input.serverSeed) === input.seedHash, hmac, roll, prize: pickPrize(input.prizes, roll) };
}
