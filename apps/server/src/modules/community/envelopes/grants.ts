import { sql } from 'kysely';
import type { Tx } from '../../../db/tx.js';

/** Ledger transfers that are a completed purchase (a pending purchase counts once it is posted). */
export const PURCHASE = sql`t.code = 'buy' and t.kind in ('posted', 'post_pending')`;

/**
 * Grants red envelopes for every qualifying event under every enabled rule, set-based: one INSERT …
 * SELECT per rule kind. The unique key (rule, beneficiary, source) makes a grant happen once, however
 * often and however concurrently this runs (the timer in start(), and every /redEnvelope/page call
 * for its member). Events count when they fall in the rule's [starts_at, ends_at) window; database
 * timestamps (users.created_at, ledger_transfers.created_at) are compared with database timestamps.
 * Returns the number of envelopes granted.
 */
export async function grantEnvelopes(db: Tx, now: Date, options: { beneficiaryId?: bigint } = {}): Promise<number> {
  const forBeneficiary = (column: string) =>
    options.beneficiaryId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${options.beneficiaryId}`;
  const inWindow = (column: string) =>
    sql`${sql.ref(column)} >= r.starts_at and (r.ends_at is null or ${sql.ref(column)} < r.ends_at)`;
  const notGranted = (beneficiary: string, source: string) => sql`not exists (
      select 1 from red_envelopes e
      where e.rule_id = r.id and e.user_id = ${sql.ref(beneficiary)} and e.source_user_id = ${sql.ref(source)})`;

  const registration = await sql`
    insert into red_envelopes (rule_id, user_id, source_user_id, amount, created_at)
    select r.id, u.id, u.id, r.amount, ${now}
    from envelope_rules r
    join users u on ${inWindow('u.created_at')}
    where r.kind = 'registration' and r.enabled and u.status = 'active'
      ${forBeneficiary('u.id')}
      and ${notGranted('u.id', 'u.id')}
    on conflict on constraint red_envelopes_once do nothing`.execute(db);

  const inviteeRegistration = await sql`
    insert into red_envelopes (rule_id, user_id, source_user_id, amount, created_at)
    select r.id, ref.id, u.id, r.amount, ${now}
    from envelope_rules r
    join users u on u.referrer_id is not null and ${inWindow('u.created_at')}
    join users ref on ref.id = u.referrer_id and ref.status = 'active'
    where r.kind = 'invitee_registration' and r.enabled
      ${forBeneficiary('ref.id')}
      and ${notGranted('ref.id', 'u.id')}
    on conflict on constraint red_envelopes_once do nothing`.execute(db);

  // The invitee's first purchase ever must fall in the window: a member who bought before the rule
  // started has no "first purchase" under it.
  const inviteeFirstPurchase = await sql`
    insert into red_envelopes (rule_id, user_id, source_user_id, amount, created_at)
    select r.id, ref.id, u.id, r.amount, ${now}
    from envelope_rules r
    join users u on u.referrer_id is not null
    join users ref on ref.id = u.referrer_id and ref.status = 'active'
    join lateral (
      select min(t.created_at) as first_at from ledger_transfers t where t.user_id = u.id and ${PURCHASE}
    ) p on p.first_at is not null
    where r.kind = 'invitee_first_purchase' and r.enabled
      and ${inWindow('p.first_at')}
      ${forBeneficiary('ref.id')}
      and ${notGranted('ref.id', 'u.id')}
    on conflict on constraint red_envelopes_once do nothing`.execute(db);

  return [registration, inviteeRegistration, inviteeFirstPurchase].reduce(
    (sum, result) => sum + Number(result.numAffectedRows ?? 0n),
    0,
  );
}
