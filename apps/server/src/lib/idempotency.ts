import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError, Codes } from '../http/errors.js';
import type { Tx } from '../db/tx.js';

/**
 * A client's idempotency key with the fingerprint of the request it came with. The same key sent
 * again with the same request is a retry and gets the first answer; the same key with a different
 * request (another product, another amount) is a client bug and is refused with 422, moving
 * nothing — Stripe's semantics.
 */
export interface RequestKey {
  /** at most 128 characters */
  key: string;
  /** SHA-256 of the route and the request's fields (requestIdentity); null: not checked */
  fingerprint: string | null;
}

/** Fields that do not say what a request asks for: the key itself, and secrets checked anew each time. */
const NOT_FINGERPRINTED = new Set(['requestId', 'fundPassword']);

/**
 * The client's key — header Idempotency-Key, or form field requestId — with the fingerprint of the
 * request: its method, route and fields (after validation, so "2" and 2 are the same), in a stable
 * order.
 */
export function idempotencyKeyOf(request: FastifyRequest): RequestKey | undefined {
  const header = request.headers['idempotency-key'];
  const field = (request.body as { requestId?: unknown } | undefined)?.requestId;
  const key = typeof header === 'string' && header ? header : typeof field === 'string' && field ? field : undefined;
  if (!key) return undefined;
  return { key: key.slice(0, 128), fingerprint: requestFingerprint(request) };
}

export function requestFingerprint(request: FastifyRequest): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const fields = Object.keys(body)
    .filter((name) => !NOT_FINGERPRINTED.has(name))
    .sort()
    .map((name) => [name, String(body[name])]);
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url ?? request.url, fields]))
    .digest('hex');
}

/** The stored key for a client's key; a fresh one (that nothing can repeat) when there is none. */
export function idempotencyKeyFor(requestKey: RequestKey | undefined): RequestKey {
  return requestKey ?? { key: randomUUID(), fingerprint: null };
}

export function keyReusedError(): ApiError {
  return new ApiError(Codes.unprocessable, 'error.idempotencyConflict');
}

/**
 * Runs a money-moving action once per (scope, subject, key). The first request inserts the key
 * (its row lock makes a concurrent twin wait), runs, and stores its answer; a retry with the same
 * key gets the stored answer and moves nothing, a different request with the same key gets 422.
 * If the action fails, the transaction rolls back and the key is free again. Must be called inside
 * the action's transaction.
 */
export async function once<T>(
  tx: Tx,
  scope: string,
  subjectId: bigint,
  requestKey: RequestKey | undefined,
  action: (key: string) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const { key, fingerprint } = idempotencyKeyFor(requestKey);
  const claimed = await tx
    .insertInto('idempotency_keys')
    .values({ scope, subject_id: subjectId, key, fingerprint, response: JSON.stringify(null) })
    .onConflict((oc) => oc.columns(['scope', 'subject_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const stored = await storedResponse<T>(tx, scope, subjectId, { key, fingerprint });
    if (!stored) throw new Error(`idempotency key ${scope}/${key} vanished`);
    return { result: stored.response, replayed: true };
  }
  const result = await action(key);
  await tx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(result ?? null) })
    .where('scope', '=', scope)
    .where('subject_id', '=', subjectId)
    .where('key', '=', key)
    .execute();
  return { result, replayed: false };
}

/**
 * The stored answer of the request that used this key, if one committed; 422 when that request
 * was a different one. For actions that claim their key at the end, in the same statement as the
 * change itself (money/products buy, money/withdrawal apply: `insert into idempotency_keys …
 * values (…, response, fingerprint)`, no ON CONFLICT): a twin's insert then fails with a unique
 * violation once the first commits, and the twin answers with this.
 */
export async function storedResponse<T>(
  tx: Tx,
  scope: string,
  subjectId: bigint,
  requestKey: RequestKey,
): Promise<{ response: T } | undefined> {
  const stored = await tx
    .selectFrom('idempotency_keys')
    .select(['response', 'fingerprint'])
    .where('scope', '=', scope)
    .where('subject_id', '=', subjectId)
    .where('key', '=', requestKey.key)
    .executeTakeFirst();
  if (!stored) return undefined;
  if (stored.fingerprint !== null && requestKey.fingerprint !== null && stored.fingerprint !== requestKey.fingerprint)
    throw keyReusedError();
  const response = typeof stored.response === 'string' ? JSON.parse(stored.response) : stored.response;
  return { response: response as T };
}
