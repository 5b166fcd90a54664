/** Red envelope rules, the operators' side: list with counts, create or edit, grant now; audited. */
import type { AppContext, OperatorIdentity } from '../../../kernel/context.js';
import { badRequest } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { requireOnCreate, saveRow } from '../../../lib/audit.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { auditedChange, checkRange, toClearableDate, toDate } from '../admin/kit.js';
import { iso } from '../shared.js';
import { grantEnvelopes } from './grants.js';
import './messages.js';
import { allRules, ruleCounts } from './queries.js';

type RuleKind = 'registration' | 'invitee_registration' | 'invitee_first_purchase';

async function ruleOut(
  db: Tx,
  r: {
    id: bigint;
    kind: string;
    title: string;
    amount: bigint;
    enabled: boolean;
    starts_at: Date;
    ends_at: Date | null;
  },
) {
  const counts = await ruleCounts(db, r.id);
  return {
    id: Number(r.id),
    kind: r.kind,
    title: r.title,
    amount: formatMoney(r.amount),
    enabled: r.enabled,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    ...counts,
  };
}

export async function listRules(ctx: AppContext) {
  const rows = await allRules(ctx.db);
  return Promise.all(rows.map((r) => ruleOut(ctx.db, r)));
}

/** Creates (kind, title, amount) or partially updates a rule; the kind never changes. */
export function saveRule(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: {
    id?: number;
    kind?: RuleKind;
    title?: string;
    amount?: string;
    enabled?: boolean;
    startsAt?: string;
    endsAt?: string;
  },
) {
  requireOnCreate(!body.id, { kind: body.kind, title: body.title, amount: body.amount });
  const amount = body.amount === undefined ? undefined : parseMoney(body.amount);
  if (amount !== undefined && amount <= 0n) throw badRequest('validation.invalid', { field: 'amount' });
  const startsAt = toDate(body.startsAt);
  const endsAt = toClearableDate(body.endsAt);
  const now = ctx.clock.now();
  return auditedChange(ctx, operator, 'envelopeRule.save', async (trx) => {
    const { before, after } = await saveRow(trx, 'envelope_rules', body.id, {
      check: (existing) => {
        if (body.kind !== undefined && existing.kind !== body.kind)
          throw badRequest('community.envelope.kindFixed');
      },
      values: (existing) => {
        checkRange(startsAt ?? existing?.starts_at ?? now, endsAt === undefined ? existing?.ends_at : endsAt);
        return {
          title: body.title,
          amount,
          enabled: body.enabled,
          starts_at: startsAt,
          ends_at: endsAt,
          updated_at: existing ? now : undefined,
        };
      },
      defaults: { enabled: true, starts_at: now, ends_at: null },
      createOnly: { kind: body.kind },
    });
    const out = await ruleOut(trx, after);
    return {
      target: `envelopeRule:${after.id}`,
      before: before && (await ruleOut(trx, before)),
      after: out,
      result: out,
    };
  });
}

/** Evaluates every rule now (the timer does it every minute). */
export function grantNow(ctx: AppContext, operator: OperatorIdentity) {
  return auditedChange(ctx, operator, 'envelopeRule.grantNow', async (trx) => {
    const granted = await grantEnvelopes(trx, ctx.clock.now());
    return { target: 'envelopeRules', after: { granted }, result: { granted } };
  });
}
