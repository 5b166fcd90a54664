import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { badRequest } from '../../../http/errors.js';
import { AmountInput } from '../../../http/schema.js';
import type { Tx } from '../../../db/tx.js';
import { PARTIAL_SAVE, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { grantEnvelopes } from '../envelopes/grants.js';
import { iso, toCount } from '../shared.js';
import {
  OptionalDate,
  ClearableDate,
  EnvelopeRuleOut,
  checkRange,
  toDate,
  toClearableDate,
} from '../admin/kit.js';
import { adminKit } from '../admin/kit.js';

/** The operator API of envelopes (under /admin/community). */
export async function registerEnvelopesAdmin(app: App, ctx: AppContext) {
  const { finance, route, audited } = adminKit(app, ctx);
  // ---- red envelope rules ------------------------------------------------------------------
  const ruleOut = async (
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
  ) => {
    const counts = await db
      .selectFrom('red_envelopes')
      .select((eb) => [
        eb.fn.countAll<string>().as('granted'),
        eb.fn.count<string>('received_at').as('received'),
      ])
      .where('rule_id', '=', r.id)
      .executeTakeFirstOrThrow();
    return {
      id: Number(r.id),
      kind: r.kind,
      title: r.title,
      amount: formatMoney(r.amount),
      enabled: r.enabled,
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
      granted: toCount(counts.granted),
      received: toCount(counts.received),
    };
  };

  route(
    'envelopeRules/list',
    finance,
    'Red envelope rules with grant counts',
    null,
    Type.Array(EnvelopeRuleOut),
    async () => {
      const rows = await ctx.db.selectFrom('envelope_rules').selectAll().orderBy('id').execute();
      return Promise.all(rows.map((r) => ruleOut(ctx.db, r)));
    },
  );

  route(
    'envelopeRules/save',
    finance,
    {
      summary:
        'Create a red envelope rule, or update one (with id; the kind cannot change). Events from startsAt (default now) qualify.',
      description: `${PARTIAL_SAVE} To create: kind, title and amount; the rest default to enabled, starting now, no end. Sent empty, endsAt means no end.`,
    },
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      kind: Type.Optional(Type.Enum(['registration', 'invitee_registration', 'invitee_first_purchase'])),
      title: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      amount: Type.Optional(AmountInput),
      enabled: Type.Optional(Type.Boolean()),
      startsAt: OptionalDate,
      endsAt: ClearableDate,
    }),
    EnvelopeRuleOut,
    async ({ body, operator }) => {
      requireOnCreate(!body.id, { kind: body.kind, title: body.title, amount: body.amount });
      const amount = body.amount === undefined ? undefined : parseMoney(body.amount);
      if (amount !== undefined && amount <= 0n) throw badRequest('validation.invalid', { field: 'amount' });
      const startsAt = toDate(body.startsAt);
      const endsAt = toClearableDate(body.endsAt);
      const now = ctx.clock.now();
      return audited(operator, 'envelopeRule.save', async (trx) => {
        const { before, after } = await saveRow(trx, 'envelope_rules', body.id, {
          check: (existing) => {
            if (body.kind !== undefined && existing.kind !== body.kind)
              throw badRequest('community.envelope.kindFixed');
          },
          values: (existing) => {
            checkRange(
              startsAt ?? existing?.starts_at ?? now,
              endsAt === undefined ? existing?.ends_at : endsAt,
            );
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
    },
  );

  route(
    'envelopeRules/grantNow',
    finance,
    'Evaluate every envelope rule now (the timer does this every minute)',
    null,
    Type.Object({ granted: Type.Integer() }),
    async ({ operator }) =>
      audited(operator, 'envelopeRule.grantNow', async (trx) => {
        const granted = await grantEnvelopes(trx, ctx.clock.now());
        return { target: 'envelopeRules', after: { granted }, result: { granted } };
      }),
  );
}
