import { randomUUID } from 'node:crypto';
import type { Tx } from '../ledger/ledger.js';

/**
 * Runs a money-moving action once per (scope, subject, key). The first request inserts the key
 * (its row lock makes a concurrent twin wait), runs, and stores its answer; a retry with the same
 * key gets the stored answer and moves nothing. If the action fails, the transaction rolls back
 * and the key is free again. Must be called inside the action's transaction.
 */
export async function once<T>(
  tx: Tx,
  scope: string,
  subjectId: bigint,
  key: string | undefined,
  action: (key: string) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const effectiveKey = idempotencyKeyFor(key);
  const claimed = await tx
    .insertInto('idempotency_keys')
    .values({ scope, subject_id: subjectId, key: effectiveKey, response: JSON.stringify(null) })
    .onConflict((oc) => oc.columns(['scope', 'subject_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const stored = await storedResponse<T>(tx, scope, subjectId, effectiveKey);
    if (!stored) throw new Error(`idempotency key ${scope}/${effectiveKey} vanished`);
    return { result: stored.response, replayed: true };
  }
  const result = await action(effectiveKey);
  await tx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(result ?? null) })
    .where('scope', '=', scope)
    .where('subject_id', '=', subjectId)
    .where('key', '=', effectiveKey)
    .execute();
  return { result, replayed: false };
}

/** The key stored for a client's key: at most 128 characters; a fresh one when there is none. */
export function idempotencyKeyFor(key: string | undefined): string {
  return key && key.length > 0 ? key.slice(0, 128) : randomUUID();
}

/**
 * The stored answer of the request that used this key, if one committed. For actions that claim
 * their key at the end, in the same statement as the change itself (money/products buy,
 * money/withdrawal apply: `insert into idempotency_keys … values (…, response)`, no ON CONFLICT):
 * a twin's insert then fails with a unique violation once the first commits, and the twin answers
 * with this.
 */
export async function storedResponse<T>(
  tx: Tx,
  scope: string,
  subjectId: bigint,
  key: string,
): Promise<{ response: T } | undefined> {
  const stored = await tx
    .selectFrom('idempotency_keys')
    .select('response')
    .where('scope', '=', scope)
    .where('subject_id', '=', subjectId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!stored) return undefined;
  const response = typeof stored.response === 'string' ? JSON.parse(stored.response) : stored.response;
  return { response: response as T };
}

/** The client's key: header Idempotency-Key, or form field requestId. */
export function idempotencyKeyOf(headers: Record<string, unknown>, body: unknown): string | undefined {
  const header = headers['idempotency-key'];
  if (typeof header === 'string' && header) return header;
  const field = (body as { requestId?: unknown } | undefined)?.requestId;
  return typeof field === 'string' && field ? field : undefined;
}
