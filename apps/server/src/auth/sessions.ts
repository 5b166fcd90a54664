import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Tx } from '../db/tx.js';
import { preparedStatement } from '../db/prepared.js';
import type { Revocation, SessionStore, SubjectType } from './session-cache.js';

export type { SubjectType } from './session-cache.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque random token; only its hash is stored, so a database leak yields no usable tokens. */
export async function createSession(
  tx: Tx,
  subjectType: SubjectType,
  subjectId: bigint,
  now: Date,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await tx
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), subject_type: subjectType, subject_id: subjectId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/**
 * The condition every session lookup in the database uses, on `sessions s`: the token's hash ($1),
 * the subject type ($2) and now ($3). Reads that hit the session cache (session-cache.ts) skip it;
 * the cache is kept exact by the revocations below (docs/server-auth.md, "Session cache").
 */
export const LIVE_SESSION = `s.token_hash = $1 and s.subject_type = $2 and s.revoked_at is null and s.expires_at > $3`;

const sessionSubject = preparedStatement<{ subject_id: bigint; expires_at: Date }>(
  'session_subject',
  `select s.subject_id, s.expires_at from sessions s where ${LIVE_SESSION}`,
);

/** The member token of a request (X-Access-Token; the first one if repeated). */
export function accessTokenOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['x-access-token'];
  return Array.isArray(value) ? value[0] : value;
}

/** A token worth looking up: present and of a plausible length. */
export function plausibleToken(token: string | undefined): token is string {
  return !!token && token.length <= 200;
}

/**
 * The subject behind a token, or null when it is unknown, expired or revoked: from the session
 * cache when it holds the token, else from the database (and then cached).
 */
export async function resolveSession(
  tx: Tx,
  store: SessionStore,
  subjectType: SubjectType,
  token: string | undefined,
  now: Date,
): Promise<bigint | null> {
  if (!plausibleToken(token)) return null;
  const tokenHash = hashToken(token);
  const cached = store.lookup(subjectType, tokenHash, now);
  if ('subjectId' in cached) return cached.subjectId;
  const [row] = await sessionSubject.execute(tx, [tokenHash, subjectType, now]);
  if (!row) return null;
  store.remember(cached, row.subject_id, row.expires_at);
  return row.subject_id;
}

/**
 * Revokes sessions matching `where` (on `sessions`, parameters from $3 on) and, on PostgreSQL,
 * notifies every server process in the same statement: the notification is sent when the
 * transaction commits, and only if it commits. Identical payloads of one transaction are delivered
 * once, so revoking many sessions of one subject makes one notification.
 */
async function revokeWhere(
  tx: Tx,
  store: SessionStore,
  now: Date,
  where: ReturnType<typeof sql>,
): Promise<Revocation | null> {
  const id = store.newRevocationId();
  const notify = store.channel
    ? sql`, pg_notify(${store.channel}, ${id} || ':' || subject_type || ':' || subject_id)`
    : sql``;
  const { rows } = await sql<{ subject_type: SubjectType; subject_id: bigint }>`
    with revoked as (
      update sessions set revoked_at = ${now} where revoked_at is null and ${where}
      returning subject_type, subject_id
    )
    select subject_type, subject_id ${notify}
    from (select distinct subject_type, subject_id from revoked) r`.execute(tx);
  if (rows.length === 0) {
    await store.settle({ id, subjects: [] });
    return null;
  }
  return { id, subjects: rows.map((r) => ({ subjectType: r.subject_type, subjectId: r.subject_id })) };
}

/**
 * Revokes one token (logout). With `subjectType`, only a token of that kind is touched, so a
 * member logout cannot end an operator session. Returns the revocation to `settle` once the
 * transaction committed (null when no live session matched).
 */
export async function revokeSession(
  tx: Tx,
  store: SessionStore,
  token: string,
  now: Date,
  subjectType?: SubjectType,
): Promise<Revocation | null> {
  if (!token || token.length > 200) return null;
  const ofType = subjectType ? sql` and subject_type = ${subjectType}` : sql``;
  return revokeWhere(tx, store, now, sql`token_hash = ${hashToken(token)}${ofType}`);
}

/**
 * Logs a subject out everywhere (password change, operator revocation); `exceptToken` keeps the
 * session that made the change. Settle the returned revocation once the transaction committed.
 */
export async function revokeAllSessions(
  tx: Tx,
  store: SessionStore,
  subjectType: SubjectType,
  subjectId: bigint,
  now: Date,
  exceptToken?: string,
): Promise<Revocation | null> {
  const except = exceptToken ? sql` and token_hash <> ${hashToken(exceptToken)}` : sql``;
  return revokeWhere(tx, store, now, sql`subject_type = ${subjectType} and subject_id = ${subjectId}${except}`);
}

/**
 * Ends a subject's live sessions for an operator: all of them, or the one whose token hash starts
 * with `tokenHashPrefix` (the session id the console shows). Returns how many ended and the
 * revocation to settle once the transaction committed.
 */
export async function revokeSubjectSessions(
  tx: Tx,
  store: SessionStore,
  subjectType: SubjectType,
  subjectId: bigint,
  now: Date,
  tokenHashPrefix?: string,
): Promise<{ count: number; revocation: Revocation | null }> {
  const prefix = tokenHashPrefix ? sql` and token_hash like ${`${tokenHashPrefix}%`}` : sql``;
  const live = sql`subject_type = ${subjectType} and subject_id = ${subjectId} and expires_at > ${now}${prefix}`;
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from sessions where revoked_at is null and ${live}`.execute(tx);
  const count = Number(rows[0]?.n ?? 0);
  return { count, revocation: count > 0 ? await revokeWhere(tx, store, now, live) : null };
}
