import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { Envelope, MoneyString, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { DateTimeString, IdBody } from '../shared.js';
import { ENVELOPE_STATUSES, RedEnvelope } from './schemas.js';
import * as envelopes from './service.js';

const tags = ['redEnvelope'];

/** Red envelopes: granted by operator rules (grants.ts), received once into member cash. */
export async function registerEnvelopes(app: App, ctx: AppContext) {
  app.post(
    '/app/redEnvelope/page',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The member's red envelopes, newest first (pending grants are evaluated first)",
        security: memberSecurity,
        body: Type.Optional(
          Type.Object({ ...PageQuery, status: Type.Optional(Type.Enum(ENVELOPE_STATUSES)) }),
        ),
        response: {
          200: Envelope(Type.Object({ unreceivedAmount: MoneyString, ...Page(RedEnvelope).properties })),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, await envelopes.envelopes(ctx, request.memberId!, request.body)),
  );

  app.post(
    '/app/redEnvelope/receive',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Receive a red envelope into member cash (once; retries with the same Idempotency-Key replay)',
        security: memberSecurity,
        body: Type.Object({ ...IdBody.properties, requestId: Type.Optional(Type.String({ maxLength: 128 })) }),
        response: {
          200: Envelope(Type.Object({ id: Type.Integer(), amount: MoneyString, receivedAt: DateTimeString })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, await envelopes.receive(ctx, request.memberId!, request.body.id, idempotencyKeyOf(request))),
  );
}
