import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../db/tx.js';
import { preparedStatement } from '../db/prepared.js';

export type SubjectType = 'member' | 'operator';

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
 * The condition every session lookup uses, on `sessions s`: the token's hash ($1), the subject type
 * ($2) and now ($3). Revocation and expiry are checked in the database on every request (no
 * session cache), so a logout or password change takes effect at once in every server process.
 */
export const LIVE_SESSION = `s.token_hash = $1 and s.subject_type = $2 and s.revoked_at is null and s.expires_at > $3`;

const sessionSubject = preparedStatement<{ subject_id: bigint }>(
  'session_subject',
  `select s.subject_id from sessions s where ${LIVE_SESSION}`,
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

/** The parameters of `LIVE_SESSION` ($1–$3). */
export function liveSessionParams(subjectType: SubjectType, token: string, now: Date): [string, SubjectType, Date] {
  return [hashToken(token), subjectType, now];
}

/** The subject behind a token, or null when it is unknown, expired or revoked. */
export async function resolveSession(
  tx: Tx,
  subjectType: SubjectType,
  token: string | undefined,
  now: Date,
): Promise<bigint | null> {
  if (!plausibleToken(token)) return null;
  const [row] = await sessionSubject.execute(tx, liveSessionParams(subjectType, token, now));
  return row?.subject_id ?? null;
}

/**
 * Revokes one token (logout). With `subjectType`, only a token of that kind is touched, so a
 * member logout cannot end an operator session. Returns whether a live session was revoked.
 */
export async function revokeSession(tx: Tx, token: string, now: Date, subjectType?: SubjectType): Promise<boolean> {
  if (!token || token.length > 200) return false;
  let query = tx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null);
  if (subjectType) query = query.where('subject_type', '=', subjectType);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Logs a subject out everywhere (password change, lockout); `exceptToken` keeps the session that
 * made the change.
 */
export async function revokeAllSessions(
  tx: Tx,
  subjectType: SubjectType,
  subjectId: bigint,
  now: Date,
  exceptToken?: string,
) {
  let query = tx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null);
  if (exceptToken) query = query.where('token_hash', '<>', hashToken(exceptToken));
  await query.execute();
}
