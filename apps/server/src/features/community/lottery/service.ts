import { sql } from 'kysely';
import { keyReusedError } from '../../../lib/idempotency.js';
import { badRequest } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { formatMoney } from '../../../lib/money.js';
import { PURCHASE } from '../envelopes/grants.js';
import { iso, payFromPromotions } from '../shared.js';
import type { RoundPrize } from '../tables.js';
import { drawHmac, hashSeed, newServerSeed, pickPrize, rollOf, totalWeightOf } from './fair.js';

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

/**
 * An operator grant of chances to one member (grantKey makes a retried request grant once; the same
 * key for another member or number of chances is refused with 422).
 */
export async function grantChancesTo(
  trx: Tx,
  input: { userId: bigint; chances: number; operatorId: bigint; grantKey: string; now: Date },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('lottery_chance_grants')
    .values({
      user_id: input.userId,
      chances: input.chances,
      operator_id: input.operatorId,
      grant_key: input.grantKey,
      created_at: input.now,
    })
    .onConflict((oc) => oc.column('grant_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const earlier = await trx
      .selectFrom('lottery_chance_grants')
      .select(['user_id', 'chances'])
      .where('grant_key', '=', input.grantKey)
      .executeTakeFirstOrThrow();
    if (earlier.user_id !== input.userId || earlier.chances !== input.chances) throw keyReusedError();
    return false;
  }
  await trx
    .insertInto('lottery_members')
    .values({ user_id: input.userId, chances_granted: input.chances })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        chances_granted: eb('lottery_members.chances_granted', '+', eb.ref('excluded.chances_granted')),
      })),
    )
    .execute();
  return true;
}

export async function remainingChances(db: Tx, userId: bigint): Promise<number> {
  const row = await db
    .selectFrom('lottery_members')
    .select(['chances_granted', 'chances_used'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? row.chances_granted - row.chances_used : 0;
}

/** Freezes the enabled prizes (weight > 0) into a new open round with a fresh secret seed. */
export async function openRound(trx: Tx, now: Date) {
  const open = await trx.selectFrom('lottery_rounds').select('id').where('status', '=', 'open').executeTakeFirst();
  if (open) throw badRequest('community.lottery.roundOpen');
  const prizes = await trx
    .selectFrom('lottery_prizes')
    .selectAll()
    .where('enabled', '=', true)
    .where('weight', '>', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const table: RoundPrize[] = prizes.map((p) => ({
    id: Number(p.id),
    name: p.name,
    kind: p.kind,
    amount: String(p.amount),
    weight: p.weight,
  }));
  const totalWeight = totalWeightOf(table);
  if (totalWeight <= 0) throw badRequest('community.lottery.noPrizes');
  const serverSeed = newServerSeed();
  return trx
    .insertInto('lottery_rounds')
    .values({
      seed_hash: hashSeed(serverSeed),
      server_seed: serverSeed,
      prizes: JSON.stringify(table),
      total_weight: totalWeight,
      opened_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function parsePrizes(value: unknown): RoundPrize[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as RoundPrize[];
}

export interface DrawResult {
  drawId: number;
  roundId: number;
  drawNumber: number;
  prizeId: number | null;
  prizeName: string;
  amount: string;
  won: boolean;
  outOfStock: boolean;
  hmac: string;
  seedHash: string;
  remainingChances: number;
  createdAt: string;
}

/**
 * One draw for one member, in the caller's transaction. Locks: the open round (shared, so a close
 * waits for draws in flight), the member's chance row, the selected prize's row, then the ledger
 * accounts. Refuses without changing anything when there is no open round or no chance left.
 */
export async function drawOnce(trx: Tx, memberId: bigint, now: Date): Promise<DrawResult> {
  const round = await trx.selectFrom('lottery_rounds').selectAll().where('status', '=', 'open').forShare().executeTakeFirst();
  if (!round) throw badRequest('community.lottery.noOpenRound');

  const member = await trx
    .selectFrom('lottery_members')
    .selectAll()
    .where('user_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!member || member.chances_used >= member.chances_granted) throw badRequest('community.lottery.noChances');

  const last = await trx
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.max('draw_number').as('n'))
    .where('round_id', '=', round.id)
    .where('user_id', '=', memberId)
    .executeTakeFirst();
  const drawNumber = Number(last?.n ?? 0) + 1;
  const prizes = parsePrizes(round.prizes);
  const hmac = drawHmac(round.server_seed, memberId, drawNumber);
  const roll = rollOf(hmac, round.total_weight);
  const selected = pickPrize(prizes, roll);

  let awarded: RoundPrize | null = null;
  let outOfStock = false;
  if (selected.kind === 'cash') {
    const stock = await trx
      .selectFrom('lottery_prizes')
      .select(['id', 'stock'])
      .where('id', '=', BigInt(selected.id))
      .forUpdate()
      .executeTakeFirst();
    if (!stock || (stock.stock !== null && stock.stock <= 0)) {
      outOfStock = true;
    } else {
      awarded = selected;
      if (stock.stock !== null) {
        await trx
          .updateTable('lottery_prizes')
          .set((eb) => ({ stock: eb('stock', '-', 1) }))
          .where('id', '=', stock.id)
          .execute();
      }
    }
  }

  const amount = awarded ? BigInt(awarded.amount) : 0n;
  const transferId = amount > 0n ? `lottery:${round.id}:${memberId}:${drawNumber}` : null;
  const draw = await trx
    .insertInto('lottery_draws')
    .values({
      round_id: round.id,
      user_id: memberId,
      draw_number: drawNumber,
      hmac,
      roll,
      selected_prize_id: BigInt(selected.id),
      awarded_prize_id: awarded ? BigInt(awarded.id) : null,
      prize_name: awarded ? awarded.name : selected.kind === 'none' ? selected.name : '',
      amount,
      out_of_stock: outOfStock,
      transfer_id: transferId,
      created_at: now,
    })
    .returning(['id', 'prize_name'])
    .executeTakeFirstOrThrow();
  if (transferId) {
    await payFromPromotions(trx, { id: transferId, userId: memberId, amount, code: 'lottery', ref: `lottery_draw:${draw.id}` });
  }
  await trx
    .updateTable('lottery_members')
    .set((eb) => ({ chances_used: eb('chances_used', '+', 1) }))
    .where('user_id', '=', memberId)
    .execute();

  return {
    drawId: Number(draw.id),
    roundId: Number(round.id),
    drawNumber,
    prizeId: awarded ? awarded.id : null,
    prizeName: draw.prize_name,
    amount: formatMoney(amount),
    won: amount > 0n,
    outOfStock,
    hmac,
    seedHash: round.seed_hash,
    remainingChances: member.chances_granted - member.chances_used - 1,
    createdAt: iso(now),
  };
}
