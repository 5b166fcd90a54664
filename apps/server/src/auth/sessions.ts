import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../ledger/ledger.js';

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

/** The subject behind a token, or null when it is unknown, expired or revoked. */
export async function resolveSession(
  tx: Tx,
  subjectType: SubjectType,
  token: string | undefined,
  now: Date,
): Promise<bigint | null> {
  if (!token || token.length > 200) return null;
  const row = await tx
    .selectFrom('sessions')
    .select(['subject_id'])
    .where('token_hash', '=', hashToken(token))
    .where('subject_type', '=', subjectType)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.subject_id ?? null;
}

export async function revokeSession(tx: Tx, token: string, now: Date): Promise<void> {
  await tx.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', hashToken(token)).execute();
}

/** Logs a subject out everywhere (password change, lockout). */
export async function revokeAllSessions(tx: Tx, subjectType: SubjectType, subjectId: bigint, now: Date) {
  await tx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null)
    .execute();
}
