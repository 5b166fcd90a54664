/** The lottery's Kysely queries: rounds, prizes, draws, chances; the members' side first, then the operators'. */
import { sql, type Insertable } from 'kysely';
import type { Tx } from '../../../db/tx.js';
import { PURCHASE } from '../envelopes/grants.js';
import { toCount } from '../shared.js';
import type { LotteryChanceGrantsTable, LotteryDrawsTable, LotteryRoundsTable } from '../tables.js';

/**
 * Grants lottery chances under the enabled chance rules, set-based and once per source (the grant
 * key is unique): per_purchase — every purchase (ledger transfer 'buy') in the rule's window;
 * registration — members who registered in the window. The granted chances are added to the
 * members' running totals in the same statement. Returns the number of grants made.
 */
export async function grantLotteryChances(db: Tx, now: Date, options: { userId?: bigint } = {}): Promise<number> {
  const forUser = (column: string) =>
    options.userId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${options.userId}`;
  const result = await sql<{ n: string }>`
    with candidates as (
      select t.user_id, r.chances, r.id as rule_id, 'rule:' || r.id || ':buy:' || t.id as grant_key
      from lottery_chance_rules r
      join ledger_transfers t on ${PURCHASE} and t.user_id is not null
        and t.created_at >= r.starts_at and (r.ends_at is null or t.created_at < r.ends_at)
      where r.kind = 'per_purchase' and r.enabled ${forUser('t.user_id')}
      union all
      select u.id, r.chances, r.id, 'rule:' || r.id || ':registration:' || u.id
      from lottery_chance_rules r
      join users u on u.created_at >= r.starts_at and (r.ends_at is null or u.created_at < r.ends_at)
      where r.kind = 'registration' and r.enabled and u.status = 'active' ${forUser('u.id')}
    ), granted as (
      insert into lottery_chance_grants (user_id, chances, rule_id, grant_key, created_at)
      select c.user_id, c.chances, c.rule_id, c.grant_key, ${now} from candidates c
      where not exists (select 1 from lottery_chance_grants g where g.grant_key = c.grant_key)
      on conflict (grant_key) do nothing
      returning user_id, chances
    ), totals as (
      insert into lottery_members (user_id, chances_granted)
      select user_id, sum(chances) from granted group by user_id
      on conflict (user_id) do update set chances_granted = lottery_members.chances_granted + excluded.chances_granted
      returning user_id
    )
    select (select count(*) from granted) as n`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** A member's chance totals (none when the member never had a chance). */
export function chanceTotals(db: Tx, userId: bigint) {
  return db
    .selectFrom('lottery_members')
    .select(['chances_granted', 'chances_used'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

// ---- rounds and prizes as members see them

export function openRoundRow(db: Tx) {
  return db.selectFrom('lottery_rounds').selectAll().where('status', '=', 'open').executeTakeFirst();
}

/** Every prize's stock and picture now (the round's table is frozen, these are live). */
export function livePrizes(db: Tx) {
  return db.selectFrom('lottery_prizes').select(['id', 'stock', 'image_url']).execute();
}

export function latestRevealedRounds(db: Tx, limit: number) {
  return db
    .selectFrom('lottery_rounds')
    .select(['id', 'seed_hash', 'server_seed', 'closed_at', 'revealed_at'])
    .where('status', '=', 'revealed')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findRound(db: Tx, id: bigint) {
  return db.selectFrom('lottery_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

// ---- draws

export function drawPage(db: Tx, memberId: bigint, size: number, offset: number) {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('user_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
}

export async function drawCount(db: Tx, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** One of the member's own draws. */
export function findOwnDraw(db: Tx, id: bigint, memberId: bigint) {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', memberId)
    .executeTakeFirst();
}

/** The open round, share-locked: a close waits for the draws in flight. */
export function lockOpenRoundForDraw(trx: Tx) {
  return trx.selectFrom('lottery_rounds').selectAll().where('status', '=', 'open').forShare().executeTakeFirst();
}

export function lockMemberChances(trx: Tx, memberId: bigint) {
  return trx.selectFrom('lottery_members').selectAll().where('user_id', '=', memberId).forUpdate().executeTakeFirst();
}

/** The member's draws in the round so far (the next draw number is this + 1). */
export async function drawsInRound(trx: Tx, roundId: bigint, memberId: bigint): Promise<number> {
  const last = await trx
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.max('draw_number').as('n'))
    .where('round_id', '=', roundId)
    .where('user_id', '=', memberId)
    .executeTakeFirst();
  return Number(last?.n ?? 0);
}

export function lockPrizeStock(trx: Tx, prizeId: bigint) {
  return trx.selectFrom('lottery_prizes').select(['id', 'stock']).where('id', '=', prizeId).forUpdate().executeTakeFirst();
}

export async function takeOneFromStock(trx: Tx, prizeId: bigint) {
  await trx
    .updateTable('lottery_prizes')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('id', '=', prizeId)
    .execute();
}

export function insertDraw(trx: Tx, values: Insertable<LotteryDrawsTable>) {
  return trx.insertInto('lottery_draws').values(values).returning(['id', 'prize_name']).executeTakeFirstOrThrow();
}

export async function spendOneChance(trx: Tx, memberId: bigint) {
  await trx
    .updateTable('lottery_members')
    .set((eb) => ({ chances_used: eb('chances_used', '+', 1) }))
    .where('user_id', '=', memberId)
    .execute();
}

// ---- the operators' side

export function allPrizes(db: Tx) {
  return db.selectFrom('lottery_prizes').selectAll().orderBy('sort').orderBy('id').execute();
}

/** What a new round freezes: the enabled prizes with a weight, in display order. */
export function drawablePrizes(trx: Tx) {
  return trx
    .selectFrom('lottery_prizes')
    .selectAll()
    .where('enabled', '=', true)
    .where('weight', '>', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function hasOpenRound(trx: Tx): Promise<boolean> {
  return (await trx.selectFrom('lottery_rounds').select('id').where('status', '=', 'open').executeTakeFirst()) !== undefined;
}

export function insertRound(trx: Tx, values: Insertable<LotteryRoundsTable>) {
  return trx.insertInto('lottery_rounds').values(values).returningAll().executeTakeFirstOrThrow();
}

export function latestRounds(db: Tx, limit: number) {
  return db.selectFrom('lottery_rounds').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export function lockRound(trx: Tx, id: bigint) {
  return trx.selectFrom('lottery_rounds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Moves a round on: closed (no more draws) or revealed (its seed published). */
export function setRoundStatus(
  trx: Tx,
  id: bigint,
  change: { status: 'closed'; closed_at: Date } | { status: 'revealed'; revealed_at: Date },
) {
  return trx.updateTable('lottery_rounds').set(change).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function allChanceRules(db: Tx) {
  return db.selectFrom('lottery_chance_rules').selectAll().orderBy('id').execute();
}

export async function userExists(trx: Tx, id: bigint): Promise<boolean> {
  return (await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Records an operator's grant; undefined when the grant key was used before (nothing inserted). */
export function insertChanceGrant(trx: Tx, values: Insertable<LotteryChanceGrantsTable>) {
  return trx
    .insertInto('lottery_chance_grants')
    .values(values)
    .onConflict((oc) => oc.column('grant_key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function grantByKey(trx: Tx, grantKey: string) {
  return trx
    .selectFrom('lottery_chance_grants')
    .select(['user_id', 'chances'])
    .where('grant_key', '=', grantKey)
    .executeTakeFirstOrThrow();
}

export async function addGrantedChances(trx: Tx, userId: bigint, chances: number) {
  await trx
    .insertInto('lottery_members')
    .values({ user_id: userId, chances_granted: chances })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        chances_granted: eb('lottery_members.chances_granted', '+', eb.ref('excluded.chances_granted')),
      })),
    )
    .execute();
}

/** Lottery chances granted (by a rule or an operator), optionally of one member. */
const chanceGrantsOf = (db: Tx, userId: bigint | undefined) => {
  const query = db.selectFrom('lottery_chance_grants as g');
  return userId === undefined ? query : query.where('g.user_id', '=', userId);
};

export function chanceGrantPage(db: Tx, userId: bigint | undefined, size: number, offset: number) {
  return chanceGrantsOf(db, userId)
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .leftJoin('lottery_chance_rules as r', 'r.id', 'g.rule_id')
    .leftJoin('operators as o', 'o.id', 'g.operator_id')
    .select(['g.id', 'g.user_id', 'u.phone', 'g.chances', 'g.rule_id', 'r.kind as rule_kind', 'o.username', 'g.created_at'])
    .orderBy('g.id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
}

export async function chanceGrantCount(db: Tx, userId: bigint | undefined): Promise<number> {
  const row = await chanceGrantsOf(db, userId).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return toCount(row.n);
}
