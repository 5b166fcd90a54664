import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { Envelope, MoneyString, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { idempotencyKeyOf, once } from '../../../lib/idempotency.js';
import { formatMoney } from '../../../lib/money.js';
import { DateTimeString, IdBody, NullableDateTime, iso, maskPhone, paging, payFromPromotions, toCount } from '../shared.js';
import { grantEnvelopes } from './grants.js';
import './messages.js';

const tags = ['redEnvelope'];

const RedEnvelope = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.Enum(['registration', 'invitee_registration', 'invitee_first_purchase']),
  amount: MoneyString,
  status: Type.Enum(['unreceived', 'received']),
  /** the member whose event earned it (masked phone) */
  sourcePhone: Type.String(),
  createdAt: DateTimeString,
  receivedAt: NullableDateTime,
});

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
          Type.Object({ ...PageQuery, status: Type.Optional(Type.Enum(['unreceived', 'received'])) }),
        ),
        response: {
          200: Envelope(Type.Object({ unreceivedAmount: MoneyString, ...Page(RedEnvelope).properties })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const { page, size, offset } = paging(request.body);
      const status = request.body?.status;
      await grantEnvelopes(ctx.db, ctx.clock.now(), { beneficiaryId: memberId });

      let query = ctx.db
        .selectFrom('red_envelopes as e')
        .innerJoin('envelope_rules as r', 'r.id', 'e.rule_id')
        .innerJoin('users as s', 's.id', 'e.source_user_id')
        .where('e.user_id', '=', memberId);
      if (status) query = query.where('e.status', '=', status);
      const [rows, total, waiting] = await Promise.all([
        query
          .select(['e.id', 'r.title', 'r.kind', 'e.amount', 'e.status', 's.phone', 'e.created_at', 'e.received_at'])
          .orderBy('e.id', 'desc')
          .limit(size)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ctx.db
          .selectFrom('red_envelopes')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('sum'))
          .where('user_id', '=', memberId)
          .where('status', '=', 'unreceived')
          .executeTakeFirstOrThrow(),
      ]);
      return ok(request, {
        unreceivedAmount: formatMoney(BigInt(waiting.sum)),
        ...pageOf(
          rows.map((r) => ({
            id: Number(r.id),
            title: r.title,
            kind: r.kind,
            amount: formatMoney(r.amount),
            status: r.status,
            sourcePhone: maskPhone(r.phone),
            createdAt: iso(r.created_at),
            receivedAt: iso(r.received_at),
          })),
          toCount(total.n),
          page,
          size,
        ),
      });
    },
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
    async (request) => {
      const memberId = request.memberId!;
      const id = BigInt(request.body.id);
      const now = ctx.clock.now();
      const key = idempotencyKeyOf(request);
      const { result } = await ctx.db.transaction().execute((trx) =>
        once(trx, 'community.envelope.receive', memberId, key, async () => {
          const envelope = await trx
            .selectFrom('red_envelopes')
            .selectAll()
            .where('id', '=', id)
            .where('user_id', '=', memberId)
            .forUpdate()
            .executeTakeFirst();
          if (!envelope) throw notFound('community.envelope.notFound');
          if (envelope.status === 'received') throw badRequest('community.envelope.alreadyReceived');
          const paid = await payFromPromotions(trx, {
            id: `red_envelope:${envelope.id}`,
            userId: memberId,
            amount: envelope.amount,
            code: 'red_envelope',
            ref: `red_envelope:${envelope.id}`,
          });
          await trx
            .updateTable('red_envelopes')
            .set({ status: 'received', received_at: now, transfer_id: paid.id })
            .where('id', '=', envelope.id)
            .execute();
          return { id: Number(envelope.id), amount: formatMoney(envelope.amount), receivedAt: iso(now) };
        }),
      );
      return ok(request, result);
    },
  );
}
