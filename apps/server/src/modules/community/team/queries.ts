import { sql } from 'kysely';
import type { Tx } from '../../../db/tx.js';
import { PURCHASE } from '../envelopes/grants.js';
import { toCount } from '../shared.js';

const hasBought = sql<boolean>`exists (select 1 from ledger_transfers t where t.user_id = u.id and ${PURCHASE})`;

export async function memberProfile(db: Tx, memberId: bigint) {
  return db.selectFrom('users').select(['username', 'invitation_code']).where('id', '=', memberId).executeTakeFirstOrThrow();
}

/** Direct invitees and how many of them have bought. */
export async function teamTotals(db: Tx, memberId: bigint) {
  const totals = await sql<{ team_size: string; buyers: string }>`
    select count(*) as team_size, count(*) filter (where ${hasBought}) as buyers
    from users u where u.referrer_id = ${memberId}`.execute(db);
  return { teamSize: toCount(totals.rows[0]?.team_size), buyers: toCount(totals.rows[0]?.buyers) };
}

export function teamPage(db: Tx, memberId: bigint, size: number, offset: number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.phone', 'u.username', 'u.created_at'])
    .select(hasBought.as('has_bought'))
    .where('u.referrer_id', '=', memberId)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
}

/** An invitee is listed while an envelope through them waits, or while none exists yet. */
const waitingInvitee = (memberId: bigint) => sql`u.referrer_id = ${memberId} and (
    exists (select 1 from red_envelopes e where e.user_id = ${memberId} and e.source_user_id = u.id
            and e.status = 'unreceived')
    or not exists (select 1 from red_envelopes e where e.user_id = ${memberId} and e.source_user_id = u.id))`;

export async function waitingInviteeCount(db: Tx, memberId: bigint): Promise<number> {
  const total = await sql<{ n: string }>`select count(*) as n from users u where ${waitingInvitee(memberId)}`.execute(db);
  return toCount(total.rows[0]?.n);
}

export async function waitingInviteePage(db: Tx, memberId: bigint, size: number, offset: number) {
  const rows = await sql<{
    id: bigint;
    phone: string;
    username: string;
    created_at: Date;
    has_bought: boolean;
    envelope_id: bigint | null;
    amount: bigint | null;
  }>`
    select u.id, u.phone, u.username, u.created_at, ${hasBought} as has_bought, w.id as envelope_id, w.amount
    from users u
    left join lateral (
      select e.id, e.amount from red_envelopes e
      where e.user_id = ${memberId} and e.source_user_id = u.id and e.status = 'unreceived'
      order by e.id limit 1
    ) w on true
    where ${waitingInvitee(memberId)}
    order by u.created_at desc, u.id desc
    limit ${size} offset ${offset}`.execute(db);
  return rows.rows;
}
