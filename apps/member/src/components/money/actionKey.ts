import { useState } from 'react';

/**
 * Idempotency keys for money-moving actions (buy, recharge, withdraw, receive): one
 * `crypto.randomUUID()` per user action, kept while the member retries the same action (same
 * fingerprint: the same product and quantity, amount and card...), so a retry after a lost answer
 * never moves money twice. `settle()` after the server accepted: the next action gets a new key.
 */
export class ActionKeys {
  private current: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = defaultKey) {}

  keyFor(fingerprint: string): string {
    if (this.current?.fingerprint !== fingerprint) this.current = { fingerprint, key: this.newKey() };
    return this.current.key;
  }

  settle(): void {
    this.current = null;
  }
}

function defaultKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Non-secure contexts (plain http on a LAN address) have no randomUUID: build a v4 UUID.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The ActionKeys of one screen. */
export function useActionKeys(): ActionKeys {
  const [keys] = useState(() => new ActionKeys());
  return keys;
}
