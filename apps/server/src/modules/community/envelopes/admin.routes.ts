import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { AmountInput } from '../../../http/schema.js';
import { PARTIAL_SAVE } from '../../../lib/audit.js';
import { OptionalDate, ClearableDate, EnvelopeRuleOut, adminKit } from '../admin/kit.js';
import { grantNow, listRules, saveRule } from './admin.service.js';

/** The operator API of envelopes (under /admin/community). */
export async function registerEnvelopesAdmin(app: App, ctx: AppContext) {
  const { finance, route } = adminKit(app, ctx);
  // ---- red envelope rules ------------------------------------------------------------------

  route(
    'envelopeRules/list',
    finance,
    'Red envelope rules with grant counts',
    null,
    Type.Array(EnvelopeRuleOut),
    async () => listRules(ctx),
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
    async ({ body, operator }) => saveRule(ctx, operator, body),
  );

  route(
    'envelopeRules/grantNow',
    finance,
    'Evaluate every envelope rule now (the timer does this every minute)',
    null,
    Type.Object({ granted: Type.Integer() }),
    async ({ operator }) => grantNow(ctx, operator),
  );
}
