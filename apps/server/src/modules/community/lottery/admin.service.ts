/**
 * The lottery, the operators' side: prizes, rounds (open, close, reveal), chance rules and grants of
 * chances by hand. Every change runs with its audit row in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext, OperatorIdentity } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { requireOnCreate, saveRow } from '../../../lib/audit.js';
import { keyReusedError } from '../../../lib/idempotency.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { auditedChange, checkRange, savedOutcome, toClearableDate, toDate } from '../admin/kit.js';
import { iso, paging } from '../shared.js';
import './messages.js';
import {
  addGrantedChances,
  allChanceRules,
  allPrizes,
  chanceGrantCount,
  chanceGrantPage,
  chanceTotals,
  grantByKey,
  insertChanceGrant,
  latestRounds,
  lockRound,
  setRoundStatus,
  userExists,
} from './queries.js';
import { openRound, parsePrizes } from './service.js';

// ---- prizes

type PrizeRow = Awaited<ReturnType<typeof allPrizes>>[number];

const prizeOut = (r: PrizeRow) => ({
  id: Number(r.id),
  name: r.name,
  kind: r.kind,
  amount: formatMoney(r.amount),
  weight: r.weight,
  stock: r.stock,
  imageUrl: r.image_url,
  enabled: r.enabled,
  sort: r.sort,
});

export async function listPrizes(ctx: AppContext) {
  return (await allPrizes(ctx.db)).map(prizeOut);
}

/** Creates (name, kind, weight; amount for cash) or partially updates a prize; sent empty, stock and imageUrl clear. */
export function savePrize(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: {
    id?: number;
    name?: string;
    kind?: 'cash' | 'none';
    amount?: string;
    weight?: number;
    stock?: number | '';
    imageUrl?: string;
    enabled?: boolean;
    sort?: number;
  },
) {
  requireOnCreate(!body.id, { name: body.name, kind: body.kind, weight: body.weight });
  const sentAmount = body.amount === undefined ? undefined : parseMoney(body.amount);
  const now = ctx.clock.now();
  return auditedChange(ctx, operator, 'lotteryPrize.save', async (trx) => {
    const { before, after } = await saveRow(trx, 'lottery_prizes', body.id, {
      values: (existing) => {
        const kind = body.kind ?? existing!.kind;
        // a prize of kind none carries no amount, so making one none takes its amount to 0
        const amount = sentAmount ?? (kind === 'none' ? 0n : (existing?.amount ?? 0n));
        if ((kind === 'cash') !== amount > 0n) throw badRequest('community.lottery.prizeAmount');
        return {
          name: body.name,
          kind: body.kind,
          amount,
          weight: body.weight,
          stock: body.stock === '' ? null : body.stock,
          image_url: body.imageUrl === '' ? null : body.imageUrl,
          enabled: body.enabled,
          sort: body.sort,
          updated_at: now,
        };
      },
      defaults: { stock: null, image_url: null, enabled: true, sort: 0 },
      notFoundKey: 'community.lottery.prizeNotFound',
    });
    return savedOutcome(`lotteryPrize:${after.id}`, before, after, prizeOut);
  });
}

// ---- rounds

type RoundRow = Awaited<ReturnType<typeof latestRounds>>[number];

const roundOut = (r: RoundRow) => ({
  id: Number(r.id),
  status: r.status,
  seedHash: r.seed_hash,
  serverSeed: r.status === 'revealed' ? r.server_seed : null,
  totalWeight: r.total_weight,
  prizes: parsePrizes(r.prizes).map((p) => ({ ...p, amount: formatMoney(BigInt(p.amount)) })),
  openedAt: iso(r.opened_at),
  closedAt: iso(r.closed_at),
  revealedAt: iso(r.revealed_at),
});

export async function listRounds(ctx: AppContext) {
  return (await latestRounds(ctx.db, 100)).map(roundOut);
}

export function createRound(ctx: AppContext, operator: OperatorIdentity) {
  return auditedChange(ctx, operator, 'lotteryRound.create', async (trx) => {
    const round = await openRound(trx, ctx.clock.now());
    const out = roundOut(round);
    // The seed stays out of the audit log until it is revealed.
    return { target: `lotteryRound:${round.id}`, after: { ...out, serverSeed: null }, result: out };
  });
}

/** Closes the open round: no more draws (the lock waits for the draws in flight). */
export function closeRound(ctx: AppContext, operator: OperatorIdentity, id: number) {
  return auditedChange(ctx, operator, 'lotteryRound.close', async (trx) => {
    const before = await lockExistingRound(trx, id);
    if (before.status !== 'open') throw badRequest('community.lottery.roundNotOpen');
    const after = await setRoundStatus(trx, before.id, { status: 'closed', closed_at: ctx.clock.now() });
    return {
      target: `lotteryRound:${after.id}`,
      before: { status: before.status },
      after: { status: after.status },
      result: roundOut(after),
    };
  });
}

/** Reveals a closed round's seed, so every draw of it can be recomputed; the audit row keeps the seed. */
export function revealRound(ctx: AppContext, operator: OperatorIdentity, id: number) {
  return auditedChange(ctx, operator, 'lotteryRound.reveal', async (trx) => {
    const before = await lockExistingRound(trx, id);
    if (before.status !== 'closed') throw badRequest('community.lottery.roundNotClosed');
    const after = await setRoundStatus(trx, before.id, { status: 'revealed', revealed_at: ctx.clock.now() });
    return {
      target: `lotteryRound:${after.id}`,
      before: { status: before.status },
      after: { status: after.status, serverSeed: after.server_seed },
      result: roundOut(after),
    };
  });
}

async function lockExistingRound(trx: Tx, id: number) {
  const round = await lockRound(trx, BigInt(id));
  if (!round) throw notFound('community.lottery.roundNotFound');
  return round;
}

// ---- chance rules and grants by hand

type ChanceRuleRow = Awaited<ReturnType<typeof allChanceRules>>[number];

const chanceRuleOut = (r: ChanceRuleRow) => ({
  id: Number(r.id),
  kind: r.kind,
  chances: r.chances,
  enabled: r.enabled,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
});

export async function listChanceRules(ctx: AppContext) {
  return (await allChanceRules(ctx.db)).map(chanceRuleOut);
}

/** Creates (kind, chances) or partially updates a chance rule; the kind never changes. */
export function saveChanceRule(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: {
    id?: number;
    kind?: 'per_purchase' | 'registration';
    chances?: number;
    enabled?: boolean;
    startsAt?: string;
    endsAt?: string;
  },
) {
  requireOnCreate(!body.id, { kind: body.kind, chances: body.chances });
  const startsAt = toDate(body.startsAt);
  const endsAt = toClearableDate(body.endsAt);
  const now = ctx.clock.now();
  return auditedChange(ctx, operator, 'lotteryChanceRule.save', async (trx) => {
    const { before, after } = await saveRow(trx, 'lottery_chance_rules', body.id, {
      check: (existing) => {
        if (body.kind !== undefined && existing.kind !== body.kind) throw badRequest('community.envelope.kindFixed');
      },
      values: (existing) => {
        checkRange(startsAt ?? existing?.starts_at ?? now, endsAt === undefined ? existing?.ends_at : endsAt);
        return {
          chances: body.chances,
          enabled: body.enabled,
          starts_at: startsAt,
          ends_at: endsAt,
          updated_at: existing ? now : undefined,
        };
      },
      defaults: { enabled: true, starts_at: now, ends_at: null },
      createOnly: { kind: body.kind },
    });
    return savedOutcome(`lotteryChanceRule:${after.id}`, before, after, chanceRuleOut);
  });
}

/** Lottery chances granted, newest first: by a chance rule or by an operator (operators' list). */
export async function listChanceGrants(
  ctx: AppContext,
  input: { page?: number; size?: number; userId?: number } | undefined,
) {
  const { page, size, offset } = paging(input);
  const userId = input?.userId ? BigInt(input.userId) : undefined;
  const [rows, total] = await Promise.all([
    chanceGrantPage(ctx.db, userId, size, offset),
    chanceGrantCount(ctx.db, userId),
  ]);
  const records = rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    phone: r.phone,
    chances: r.chances,
    ruleId: r.rule_id === null ? null : Number(r.rule_id),
    ruleKind: r.rule_kind,
    operator: r.username,
    createdAt: iso(r.created_at),
  }));
  return pageOf(records, total, page, size);
}

/**
 * Gives a member chances by hand. The request's idempotency key (Idempotency-Key or requestId)
 * makes a retried request grant once; without one every request grants.
 */
export function grantChances(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: { userId: number; chances: number },
  requestKey: string | undefined,
) {
  const key = requestKey ?? randomUUID();
  return auditedChange(ctx, operator, 'lottery.grantChances', async (trx) => {
    const userId = BigInt(body.userId);
    if (!(await userExists(trx, userId))) throw notFound('community.userNotFound');
    const granted = await grantChancesTo(trx, {
      userId,
      chances: body.chances,
      operatorId: operator.id,
      grantKey: `operator:${operator.id}:${key}`,
      now: ctx.clock.now(),
    });
    const totals = (await chanceTotals(trx, userId))!;
    return {
      target: `user:${userId}`,
      after: { chances: body.chances, granted },
      result: { userId: body.userId, granted, remainingChances: totals.chances_granted - totals.chances_used },
    };
  });
}

/**
 * An operator grant of chances to one member (grantKey makes a retried request grant once; the same
 * key for another member or number of chances is refused with 422).
 */
async function grantChancesTo(
  trx: Tx,
  input: { userId: bigint; chances: number; operatorId: bigint; grantKey: string; now: Date },
): Promise<boolean> {
  const inserted = await insertChanceGrant(trx, {
    user_id: input.userId,
    chances: input.chances,
    operator_id: input.operatorId,
    grant_key: input.grantKey,
    created_at: input.now,
  });
  if (!inserted) {
    const earlier = await grantByKey(trx, input.grantKey);
    if (earlier.user_id !== input.userId || earlier.chances !== input.chances) throw keyReusedError();
    return false;
  }
  await addGrantedChances(trx, input.userId, input.chances);
  return true;
}
