/**
 * The lottery, the members' side: the open round's published odds, a draw (one chance, one
 * transaction, a cash prize paid from promotions through the ledger), the member's draws and the
 * recomputation of one of them from the revealed seed. Routes call one function each.
 */
import type { AppContext } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { t, type Locale } from '../../../http/i18n.js';
import type { Tx } from '../../../db/tx.js';
import { once, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { localize, localizeOne } from '../../platform/translations/localize.js';
import { iso, paging, payFromPromotions } from '../shared.js';
import type { RoundPrize } from '../tables.js';
import { drawHmac, hashSeed, newServerSeed, pickPrize, recomputeDraw, rollOf, totalWeightOf } from './fair.js';
import './messages.js';
import {
  chanceTotals,
  drawablePrizes,
  drawCount,
  drawPage,
  drawsInRound,
  findOwnDraw,
  findRound,
  grantLotteryChances,
  hasOpenRound,
  insertDraw,
  insertRound,
  latestRevealedRounds,
  livePrizes,
  lockMemberChances,
  lockOpenRoundForDraw,
  lockPrizeStock,
  openRoundRow,
  takeOneFromStock,
  spendOneChance,
} from './queries.js';
import { ALGORITHM } from './schemas.js';

export async function remainingChances(db: Tx, userId: bigint): Promise<number> {
  const row = await chanceTotals(db, userId);
  return row ? row.chances_granted - row.chances_used : 0;
}

/** Freezes the enabled prizes (weight > 0) into a new open round with a fresh secret seed. */
export async function openRound(trx: Tx, now: Date) {
  if (await hasOpenRound(trx)) throw badRequest('community.lottery.roundOpen');
  const prizes = await drawablePrizes(trx);
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
  return insertRound(trx, {
    seed_hash: hashSeed(serverSeed),
    server_seed: serverSeed,
    prizes: JSON.stringify(table),
    total_weight: totalWeight,
    opened_at: now,
  });
}

export function parsePrizes(value: unknown): RoundPrize[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as RoundPrize[];
}

function oddsText(weight: number, total: number): string {
  if (total <= 0) return '0.00%';
  return `${((weight * 100) / total).toFixed(2)}%`;
}

/** The open round's prizes with their odds and live stock, the member's chances, the last revealed rounds. */
export async function rewardList(ctx: AppContext, memberId: bigint, locale: Locale) {
  await grantLotteryChances(ctx.db, ctx.clock.now(), { userId: memberId });
  const round = await openRoundRow(ctx.db);
  const live = await livePrizes(ctx.db);
  const liveById = new Map(live.map((p) => [Number(p.id), p]));
  const table = round ? parsePrizes(round.prizes) : [];
  const totalWeight = round?.total_weight ?? 0;
  const revealed = await latestRevealedRounds(ctx.db, 5);
  const prizes = table.map((p) => {
    const current = liveById.get(p.id);
    return {
      id: p.id,
      name: p.name,
      kind: p.kind,
      amount: formatMoney(BigInt(p.amount)),
      weight: p.weight,
      odds: oddsText(p.weight, totalWeight),
      imageUrl: current?.image_url ?? null,
      inStock: p.kind === 'none' || (current !== undefined && (current.stock === null || current.stock > 0)),
    };
  });
  return {
    roundId: round ? Number(round.id) : null,
    seedHash: round?.seed_hash ?? null,
    totalWeight,
    prizes: await localize(ctx.db, locale, 'lottery_prize', prizes, { name: 'name' }),
    remainingChances: await remainingChances(ctx.db, memberId),
    algorithm: ALGORITHM,
    revealedRounds: revealed.map((r) => ({
      id: Number(r.id),
      seedHash: r.seed_hash,
      serverSeed: r.server_seed,
      closedAt: iso(r.closed_at),
      revealedAt: iso(r.revealed_at),
    })),
  };
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

/** Draws once (chances earned so far are granted first); a retry with the same key replays the answer. */
export async function draw(ctx: AppContext, memberId: bigint, key: RequestKey | undefined, locale: Locale) {
  const now = ctx.clock.now();
  await grantLotteryChances(ctx.db, now, { userId: memberId });
  const { result } = await ctx.db
    .transaction()
    .execute((trx) => once(trx, 'community.lottery.draw', memberId, key, () => drawOnce(trx, memberId, now)));
  const shown = await localizeOne(ctx.db, locale, 'lottery_prize', result, { name: 'prizeName' }, 'prizeId');
  return {
    ...shown,
    prizeName: shown.won || shown.prizeName ? shown.prizeName : t(locale, 'community.lottery.noPrize'),
  };
}

/**
 * One draw for one member, in the caller's transaction. Locks: the open round (shared, so a close
 * waits for draws in flight), the member's chance row, the selected prize's row, then the ledger
 * accounts. Refuses without changing anything when there is no open round or no chance left.
 */
export async function drawOnce(trx: Tx, memberId: bigint, now: Date): Promise<DrawResult> {
  const round = await lockOpenRoundForDraw(trx);
  if (!round) throw badRequest('community.lottery.noOpenRound');

  const member = await lockMemberChances(trx, memberId);
  if (!member || member.chances_used >= member.chances_granted) throw badRequest('community.lottery.noChances');

  const drawNumber = (await drawsInRound(trx, round.id, memberId)) + 1;
  const prizes = parsePrizes(round.prizes);
  const hmac = drawHmac(round.server_seed, memberId, drawNumber);
  const roll = rollOf(hmac, round.total_weight);
  const selected = pickPrize(prizes, roll);

  let awarded: RoundPrize | null = null;
  let outOfStock = false;
  if (selected.kind === 'cash') {
    const stock = await lockPrizeStock(trx, BigInt(selected.id));
    if (!stock || (stock.stock !== null && stock.stock <= 0)) {
      outOfStock = true;
    } else {
      awarded = selected;
      if (stock.stock !== null) await takeOneFromStock(trx, stock.id);
    }
  }

  const amount = awarded ? BigInt(awarded.amount) : 0n;
  const transferId = amount > 0n ? `lottery:${round.id}:${memberId}:${drawNumber}` : null;
  const row = await insertDraw(trx, {
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
  });
  if (transferId) {
    await payFromPromotions(trx, { id: transferId, userId: memberId, amount, code: 'lottery', ref: `lottery_draw:${row.id}` });
  }
  await spendOneChance(trx, memberId);

  return {
    drawId: Number(row.id),
    roundId: Number(round.id),
    drawNumber,
    prizeId: awarded ? awarded.id : null,
    prizeName: row.prize_name,
    amount: formatMoney(amount),
    won: amount > 0n,
    outOfStock,
    hmac,
    seedHash: round.seed_hash,
    remainingChances: member.chances_granted - member.chances_used - 1,
    createdAt: iso(now),
  };
}

/** The member's draws, newest first, prize names in the member's language. */
export async function drawRecords(
  ctx: AppContext,
  memberId: bigint,
  locale: Locale,
  input: { page?: number; size?: number } | undefined,
) {
  const { page, size, offset } = paging(input);
  const [rows, total] = await Promise.all([drawPage(ctx.db, memberId, size, offset), drawCount(ctx.db, memberId)]);
  // prize names in the member's language, by the prize each draw awarded
  const names = await localize(
    ctx.db,
    locale,
    'lottery_prize',
    rows.map((d) => ({ id: d.awarded_prize_id === null ? null : Number(d.awarded_prize_id), name: d.prize_name })),
    { name: 'name' },
  );
  const records = rows.map((d, i) => ({
    drawId: Number(d.id),
    roundId: Number(d.round_id),
    drawNumber: d.draw_number,
    prizeName: names[i]!.name || t(locale, 'community.lottery.noPrize'),
    amount: formatMoney(d.amount),
    won: BigInt(d.amount) > 0n,
    outOfStock: d.out_of_stock,
    createdAt: iso(d.created_at),
  }));
  return pageOf(records, total, page, size);
}

/** Everything needed to recompute one of the member's draws, and the recomputation once the seed is revealed. */
export async function verifyDraw(ctx: AppContext, memberId: bigint, drawId: number) {
  const draw = await findOwnDraw(ctx.db, BigInt(drawId), memberId);
  if (!draw) throw notFound('community.lottery.drawNotFound');
  const round = await findRound(ctx.db, draw.round_id);
  const prizes = parsePrizes(round.prizes);
  const revealed = round.status === 'revealed';
  let verification = null;
  if (revealed) {
    const again = recomputeDraw({
      serverSeed: round.server_seed,
      seedHash: round.seed_hash,
      prizes,
      memberId: draw.user_id,
      drawNumber: draw.draw_number,
    });
    const hmacMatches = again.hmac === draw.hmac;
    const rollMatches = again.roll === draw.roll;
    const prizeMatches = BigInt(again.prize.id) === draw.selected_prize_id;
    verification = {
      seedMatchesHash: again.seedMatchesHash,
      hmacMatches,
      rollMatches,
      prizeMatches,
      verified: again.seedMatchesHash && hmacMatches && rollMatches && prizeMatches,
    };
  }
  return {
    drawId: Number(draw.id),
    memberId: Number(draw.user_id),
    drawNumber: draw.draw_number,
    message: `${draw.user_id}:${draw.draw_number}`,
    hmac: draw.hmac,
    roll: draw.roll,
    selectedPrizeId: Number(draw.selected_prize_id),
    outOfStock: draw.out_of_stock,
    round: {
      id: Number(round.id),
      status: round.status,
      seedHash: round.seed_hash,
      serverSeed: revealed ? round.server_seed : null,
      totalWeight: round.total_weight,
      prizes: prizes.map((p) => ({ ...p, amount: formatMoney(BigInt(p.amount)) })),
    },
    verification,
    algorithm: ALGORITHM,
  };
}
