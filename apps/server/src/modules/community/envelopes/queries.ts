import type { Tx } from '../../../db/tx.js';
import { toCount } from '../shared.js';
import type { EnvelopeStatus } from './schemas.js';

const envelopesOf = (db: Tx, memberId: bigint, status: EnvelopeStatus | undefined) => {
  const query = db
    .selectFrom('red_envelopes as e')
    .innerJoin('envelope_rules as r', 'r.id', 'e.rule_id')
    .innerJoin('users as s', 's.id', 'e.source_user_id')
    .where('e.user_id', '=', memberId);
  return status ? query.where('e.status', '=', status) : query;
};

export function envelopePage(db: Tx, memberId: bigint, status: EnvelopeStatus | undefined, size: number, offset: number) {
  return envelopesOf(db, memberId, status)
    .select(['e.id', 'r.title', 'r.kind', 'e.amount', 'e.status', 's.phone', 'e.created_at', 'e.received_at'])
    .orderBy('e.id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
}

export async function envelopeCount(db: Tx, memberId: bigint, status: EnvelopeStatus | undefined): Promise<number> {
  const row = await envelopesOf(db, memberId, status).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** What the member's unreceived envelopes add up to (minor units). */
export async function unreceivedSum(db: Tx, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('red_envelopes')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('sum'))
    .where('user_id', '=', memberId)
    .where('status', '=', 'unreceived')
    .executeTakeFirstOrThrow();
  return BigInt(row.sum);
}

/** The member's own envelope, locked until the transaction ends (a second receive waits, then sees it received). */
export function lockEnvelope(trx: Tx, id: bigint, memberId: bigint) {
  return trx.selectFrom('red_envelopes').selectAll().where('id', '=', id).where('user_id', '=', memberId).forUpdate().executeTakeFirst();
}

export async function markReceived(trx: Tx, id: bigint, transferId: string, now: Date) {
  await trx.updateTable('red_envelopes').set({ status: 'received', received_at: now, transfer_id: transferId }).where('id', '=', id).execute();
}

// ---- the operators' side

export function allRules(db: Tx) {
  return db.selectFrom('envelope_rules').selectAll().orderBy('id').execute();
}

/** How many envelopes a rule granted and how many of them were received. */
export async function ruleCounts(db: Tx, ruleId: bigint) {
  const counts = await db
    .selectFrom('red_envelopes')
    .select((eb) => [eb.fn.countAll<string>().as('granted'), eb.fn.count<string>('received_at').as('received')])
    .where('rule_id', '=', ruleId)
    .executeTakeFirstOrThrow();
  return { granted: toCount(counts.granted), received: toCount(counts.received) };
}
