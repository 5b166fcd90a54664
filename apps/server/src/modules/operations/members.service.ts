/** A member seen from the console: their sessions (and ending them) and their team by level. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Tx } from '../../db/tx.js';
import { revokeSubjectSessions } from '../../auth/sessions.js';
import type { SessionStore } from '../../auth/session-cache.js';
import { notFound } from '../../http/errors.js';
import { audit } from '../../lib/audit.js';
import { toCount } from '../money/wire.js';
import './messages.js';

/**
 * A member's sessions, newest first. Sessions are keyed by the hash of their token; the console sees
 * only its first 16 hex characters as an id (enough to name one, useless to sign in with).
 */
export async function memberSessions(db: Tx, userId: bigint, now: Date) {
  const rows = await db
    .selectFrom('sessions')
    .select(['token_hash', 'created_at', 'expires_at', 'revoked_at'])
    .where('subject_type', '=', 'member')
    .where('subject_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  const iso = (d: Date | null) => (d === null ? null : new Date(d as unknown as string).toISOString());
  return rows.map((r) => ({
    id: r.token_hash.slice(0, SESSION_ID_LENGTH),
    createTime: iso(r.created_at)!,
    expiresAt: iso(r.expires_at)!,
    revokedAt: iso(r.revoked_at),
    live: r.revoked_at === null && new Date(r.expires_at as unknown as string) > now,
  }));
}

export const SESSION_ID_LENGTH = 16;

/**
 * Revokes one live session of a member (by its id from memberSessions) or, without an id, all of
 * them. The member's next call with a revoked token gets code 50001. Returns how many ended.
 */
export async function revokeMemberSessions(
  db: Kysely<DB>,
  sessions: SessionStore,
  byOperatorId: bigint,
  userId: bigint,
  sessionId: string | undefined,
  now: Date,
) {
  const { revoked, revocation } = await db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!member) throw notFound();
    const { count: revoked, revocation } = await revokeSubjectSessions(
      trx,
      sessions,
      'member',
      userId,
      now,
      sessionId,
    );
    if (sessionId !== undefined && revoked === 0) throw notFound('console.session.notFound');
    await audit(trx, {
      operatorId: byOperatorId,
      action: 'member.session.revoke',
      target: `member:${userId}`,
      after: { session: sessionId ?? 'all', revoked },
    });
    return { revoked, revocation };
  });
  // the member's other devices, on any server process, are signed out before the operator hears "done"
  await sessions.settle(revocation);
  return { revoked };
}

/** The deepest team level the console shows (invitees of invitees of invitees). */
export const TEAM_LEVELS = 3;

/**
 * A member's team by level: level 1 are the members they invited, level 2 those members' invitees,
 * and so on to TEAM_LEVELS; counts per level, and a page of one level's members.
 */
export async function memberTeam(db: Tx, userId: bigint, level: number, page: number, size: number) {
  const team = sql`
    with recursive team(id, level) as (
      select id, 1 from users where referrer_id = ${userId}
      union all
      select u.id, t.level + 1 from users u join team t on u.referrer_id = t.id where t.level < ${TEAM_LEVELS}
    )`;
  const [levels, members] = await Promise.all([
    sql<{ level: number; n: string | bigint; buyers: string | bigint }>`
      ${team}
      select t.level, count(*) as n,
             count(*) filter (where exists (select 1 from product_orders o where o.user_id = t.id)) as buyers
      from team t group by t.level order by t.level`.execute(db),
    sql<{
      id: bigint;
      area_code: string;
      phone: string;
      username: string;
      referrer_id: bigint | null;
      created_at: Date;
      has_bought: boolean;
    }>`
      ${team}
      select u.id, u.area_code, u.phone, u.username, u.referrer_id, u.created_at,
             exists (select 1 from product_orders o where o.user_id = u.id) as has_bought
      from team t join users u on u.id = t.id
      where t.level = ${level}
      order by u.id desc limit ${size} offset ${(page - 1) * size}`.execute(db),
  ]);
  const byLevel = Array.from({ length: TEAM_LEVELS }, (_, i) => {
    const row = levels.rows.find((r) => Number(r.level) === i + 1);
    return { level: i + 1, count: toCount(row?.n ?? 0), buyers: toCount(row?.buyers ?? 0) };
  });
  return {
    levels: byLevel,
    page: {
      records: members.rows.map((r) => ({
        id: Number(r.id),
        areaCode: r.area_code,
        phone: r.phone,
        username: r.username,
        referrerId: r.referrer_id === null ? null : Number(r.referrer_id),
        level,
        hasBought: r.has_bought,
        createTime: new Date(r.created_at as unknown as string).toISOString(),
      })),
      total: byLevel[level - 1]!.count,
    },
  };
}
