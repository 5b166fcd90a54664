import type { Tx } from '../../../db/tx.js';
import { LIVE_SESSION } from '../../../auth/sessions.js';
import { preparedStatement } from '../../../db/prepared.js';

export async function memberIdByPhone(db: Tx, areaCode: string, phone: string): Promise<bigint | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('area_code', '=', areaCode)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.id ?? null;
}

export function memberPhone(db: Tx, memberId: bigint) {
  return db
    .selectFrom('users')
    .select(['area_code', 'phone'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

export async function passwordHashOf(db: Tx, memberId: bigint): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

export async function setPasswordHash(trx: Tx, memberId: bigint, passwordHash: string) {
  await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', memberId).execute();
}

export async function setFundPasswordHash(trx: Tx, memberId: bigint, fundPasswordHash: string) {
  await trx
    .updateTable('users')
    .set({ fund_password_hash: fundPasswordHash })
    .where('id', '=', memberId)
    .execute();
}

export async function setProfile(
  db: Tx,
  memberId: bigint,
  values: { head_url?: string | null; username?: string },
) {
  await db.updateTable('users').set(values).where('id', '=', memberId).execute();
}

// ---- getUserInfo: one statement whatever the session cache holds

export interface UserInfoRow {
  id: bigint;
  username: string;
  area_code: string;
  phone: string;
  head_url: string | null;
  invitation_code: string;
  has_fund_password: boolean;
  created_at: Date;
  referrer_id: bigint | null;
  referrer_phone: string | null;
  credits_posted: bigint;
  debits_posted: bigint;
  debits_pending: bigint;
}

const USER_INFO_COLUMNS = `u.id, u.username, u.area_code, u.phone, u.head_url, u.invitation_code,
          u.fund_password_hash is not null as has_fund_password, u.created_at,
          r.id as referrer_id, r.phone as referrer_phone,
          coalesce(a.credits_posted, 0) as credits_posted, coalesce(a.debits_posted, 0) as debits_posted,
          coalesce(a.debits_pending, 0) as debits_pending`;

/**
 * getUserInfo in one round trip whatever the session cache holds. On a miss: the live session
 * (LIVE_SESSION: not revoked, not expired), the profile, the referrer and the cash account in one
 * statement, whose session then goes into the cache.
 */
export const userInfoByToken = preparedStatement<UserInfoRow & { session_expires_at: Date }>(
  'user_info_by_token',
  `select ${USER_INFO_COLUMNS}, s.expires_at as session_expires_at
   from sessions s
   join users u on u.id = s.subject_id
   left join users r on r.id = u.referrer_id
   left join ledger_accounts a on a.user_id = u.id and a.code = 'member_cash'
   where ${LIVE_SESSION}`,
);

/** On a cache hit (the session is known live): the same figures by member id. */
export const userInfoById = preparedStatement<UserInfoRow>(
  'user_info_by_id',
  `select ${USER_INFO_COLUMNS}
   from users u
   left join users r on r.id = u.referrer_id
   left join ledger_accounts a on a.user_id = u.id and a.code = 'member_cash'
   where u.id = $1`,
);

/**
 * The cash figures of the members ($1, bigint[]) whose getUserInfo the answer cache serves: read by
 * the barrier's own statement, fresh for every answer (profile.service.ts; BarrierRead). A member
 * without a cash account has no row here: that answer is read from the database instead.
 */
export const MEMBER_CASH_BY_IDS = `select a.user_id as member_id, a.credits_posted, a.debits_posted, a.debits_pending
  from ledger_accounts a where a.user_id = any ($1::bigint[]) and a.code = 'member_cash'`;
