/**
 * A fresh id for a money-moving request (redeem, open an envelope, draw): sent as `requestId` and
 * as the Idempotency-Key, so a retry of the same attempt is answered without paying twice.
 * crypto.randomUUID needs a secure context; plain-HTTP deployments get the same from getRandomValues.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false)
    return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
