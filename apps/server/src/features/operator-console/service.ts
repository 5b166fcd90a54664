/**
 * The operator console (issue 17): read models (the money position in one answer, the audit log,
 * member search, a member's sessions and team) and the console's own writes — operators (create,
 * disable, reset password) and ending a member's sessions. Money writes stay with money / ledger.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Tx } from '../../db/tx.js';
import { revokeAllSessions, revokeSubjectSessions } from '../../auth/sessions.js';
import type { SessionStore } from '../../auth/session-cache.js';
import { badRequest, notFound } from '../../http/errors.js';
import { formatMoney } from '../../lib/money.js';
import { audit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { toBig, toCount } from '../money/wire.js';

/** The windows of the deposits / withdrawals figures, in days back from now. */
export const FLOW_WINDOWS = [1, 7, 30] as const;

export async function moneyPosition(db: Tx, now: Date) {
  const since = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
  const [accounts, held, flows, pendingRecharges, refusedCallbacks] = await Promise.all([
    sql<{ code: string; posted: string | bigint | null; pending: string | bigint | null }>`
      select code, sum(credits_posted - debits_posted)::bigint as posted,
             sum(debits_pending)::bigint as pending
      from ledger_accounts where code in ('member_cash', 'fee_revenue') group by code`.execute(db),
    sql<{ n: string | bigint; amount: string | bigint | null }>`
      select count(*) as n, sum(amount)::bigint as amount from withdrawals where status = 'pending'`.execute(
      db,
    ),
    Promise.all(
      FLOW_WINDOWS.map(async (days) => {
        const from = since(days);
        const [deposits, withdrawals] = await Promise.all([
          sql<{ total: string | bigint | null; n: string | bigint }>`
            select sum(amount)::bigint as total, count(*) as n from recharges
            where status = 'success' and paid_at >= ${from}`.execute(db),
          sql<{ total: string | bigint | null; n: string | bigint }>`
            select sum(amount)::bigint as total, count(*) as n from withdrawals
            where status = 'passed' and audited_at >= ${from}`.execute(db),
        ]);
        return {
          days,
          deposits: formatMoney(toBig(deposits.rows[0]?.total)),
          depositCount: toCount(deposits.rows[0]?.n),
          withdrawals: formatMoney(toBig(withdrawals.rows[0]?.total)),
          withdrawalCount: toCount(withdrawals.rows[0]?.n),
        };
      }),
    ),
    sql<{ n: string | bigint }>`select count(*) as n from recharges where status = 'pending'`.execute(db),
    sql<{ n: string | bigint }>`
      select count(*) as n from callback_log
      where outcome not in ('accepted', 'duplicate', 'pending') and created_at >= ${since(1)}`.execute(db),
  ]);
  const account = (code: string) => accounts.rows.find((r) => r.code === code);
  return {
    memberCash: formatMoney(toBig(account('member_cash')?.posted)),
    memberCashHeld: formatMoney(toBig(account('member_cash')?.pending)),
    heldWithdrawals: { count: toCount(held.rows[0]?.n), amount: formatMoney(toBig(held.rows[0]?.amount)) },
    feeRevenue: formatMoney(toBig(account('fee_revenue')?.posted)),
    pendingRecharges: toCount(pendingRecharges.rows[0]?.n),
    refusedCallbacksToday: toCount(refusedCallbacks.rows[0]?.n),
    flows,
  };
}

export async function auditPage(
  db: Tx,
  filter: { action?: string; operatorId?: bigint; target?: string },
  page: number,
  size: number,
) {
  let base = db.selectFrom('audit_log as a').leftJoin('operators as o', 'o.id', 'a.operator_id');
  if (filter.action) base = base.where('a.action', 'like', `${filter.action.replace(/[%_\\]/g, '\\$&')}%`);
  if (filter.operatorId) base = base.where('a.operator_id', '=', filter.operatorId);
  if (filter.target) base = base.where('a.target', '=', filter.target);
  const [rows, total] = await Promise.all([
    base
      .select([
        'a.id',
        'a.action',
        'a.target',
        'a.before',
        'a.after',
        'a.created_at',
        'a.operator_id',
        'o.username',
      ])
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      action: r.action,
      target: r.target,
      operatorId: r.operator_id === null ? null : Number(r.operator_id),
      operator: r.username ?? null,
      before: r.before === null ? null : JSON.stringify(r.before),
      after: r.after === null ? null : JSON.stringify(r.after),
      createTime: new Date(r.created_at as unknown as string).toISOString(),
    })),
    total: toCount(total.n as string),
  };
}

/** Members by id (digits only, also tried as a phone) or by the start of the phone number. */
export async function searchMembers(db: Tx, query: string, limit: number) {
  const q = query.trim().replace(/^\+/, '');
  const digits = /^\d+$/.test(q);
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'area_code',
      'phone',
      'username',
      'status',
      'created_at',
      'invitation_code',
      'referrer_id',
    ])
    .where((eb) =>
      eb.or([
        ...(digits && q.length <= 18 ? [eb('id', '=', BigInt(q))] : []),
        eb('phone', 'like', `${q.replace(/[%_\\]/g, '\\$&')}%`),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    areaCode: r.area_code,
    phone: r.phone,
    username: r.username,
    status: r.status,
    invitationCode: r.invitation_code,
    referrerId: r.referrer_id === null ? null : Number(r.referrer_id),
    createTime: new Date(r.created_at as unknown as string).toISOString(),
  }));
}

type OperatorRowData = {
  id: bigint;
  username: string;
  role: 'admin' | 'finance' | 'support';
  created_at: Date;
  disabled_at: Date | null;
};

function operatorView(r: OperatorRowData) {
  return {
    id: Number(r.id),
    username: r.username,
    role: r.role,
    disabled: r.disabled_at !== null,
    createTime: new Date(r.created_at as unknown as string).toISOString(),
  };
}

const OPERATOR_COLUMNS = ['id', 'username', 'role', 'created_at', 'disabled_at'] as const;

export async function listOperators(db: Tx) {
  const rows = await db.selectFrom('operators').select(OPERATOR_COLUMNS).orderBy('id').execute();
  return rows.map(operatorView);
}

/**
 * Disables (or enables again) an operator. Disabling ends every session of theirs in the same
 * transaction, and the operator guard refuses a disabled operator's token anyway. An admin cannot
 * disable themselves (the console would lose its last admin by a slip).
 */
export async function setOperatorDisabled(
  db: Kysely<DB>,
  sessions: SessionStore,
  byOperatorId: bigint,
  operatorId: bigint,
  disabled: boolean,
  now: Date,
) {
  if (disabled && operatorId === byOperatorId) throw badRequest('console.operator.notSelf');
  const { view, revocation } = await db.transaction().execute(async (trx) => {
    const before = await lockOperator(trx, operatorId);
    const row = await trx
      .updateTable('operators')
      .set({ disabled_at: disabled ? (before.disabled_at ?? now) : null })
      .where('id', '=', operatorId)
      .returning(OPERATOR_COLUMNS)
      .executeTakeFirstOrThrow();
    const revocation = disabled ? await revokeAllSessions(trx, sessions, 'operator', operatorId, now) : null;
    await audit(trx, {
      operatorId: byOperatorId,
      action: disabled ? 'operator.disable' : 'operator.enable',
      target: `operator:${operatorId}`,
      before: operatorView(before),
      after: operatorView(row),
    });
    return { view: operatorView(row), revocation };
  });
  // every server process has dropped the operator's sessions before the admin hears "done"
  await sessions.settle(revocation);
  return view;
}

/** Sets a new password for an operator and ends their sessions: they sign in again with it. */
export async function resetOperatorPassword(
  db: Kysely<DB>,
  sessions: SessionStore,
  byOperatorId: bigint,
  operatorId: bigint,
  password: string,
  now: Date,
) {
  const passwordHash = await hashPassword(password);
  const { view, revocation } = await db.transaction().execute(async (trx) => {
    const before = await lockOperator(trx, operatorId);
    await trx
      .updateTable('operators')
      .set({ password_hash: passwordHash })
      .where('id', '=', operatorId)
      .execute();
    // The admin resetting their own password keeps no old session either: one rule for all.
    const revocation = await revokeAllSessions(trx, sessions, 'operator', operatorId, now);
    // The audit row says that the password changed, never what it is.
    await audit(trx, {
      operatorId: byOperatorId,
      action: 'operator.resetPassword',
      target: `operator:${operatorId}`,
      before: operatorView(before),
      after: { ...operatorView(before), passwordChanged: true },
    });
    return { view: operatorView(before), revocation };
  });
  await sessions.settle(revocation);
  return view;
}

async function lockOperator(trx: Tx, operatorId: bigint) {
  const row = await trx
    .selectFrom('operators')
    .select(OPERATOR_COLUMNS)
    .where('id', '=', operatorId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('console.operator.notFound');
  return row;
}

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
    const { count: revoked, revocation } = await revokeSubjectSessions(trx, sessions, 'member', userId, now, sessionId);
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

/** A new operator with a role; a taken username is a unique violation (409), never a silent reuse. */
export async function createOperator(
  db: Tx,
  byOperatorId: bigint,
  input: { username: string; password: string; role: 'admin' | 'finance' | 'support' },
) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('operators')
      .values({ username: input.username, password_hash: passwordHash, role: input.role })
      .returning(OPERATOR_COLUMNS)
      .executeTakeFirstOrThrow();
    const view = operatorView(row);
    await audit(trx, {
      operatorId: byOperatorId,
      action: 'operator.create',
      target: `operator:${row.id}`,
      after: view,
    });
    return view;
  });
}
