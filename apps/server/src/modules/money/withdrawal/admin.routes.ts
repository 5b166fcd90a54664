import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { Envelope, Page, PageQuery, errorResponses } from '../../../http/schema.js';
import { passWithdrawal, rejectWithdrawal } from './review.js';
import { listWithdrawals } from './service.js';
import { IdBody, WithdrawalStatusKey, operatorRecord, paging } from '../wire.js';
import { P, WithdrawalOperatorSchema, WithdrawalAdminSchema } from '../admin/kit.js';
import { IDEMPOTENT, RequestIdField, moneyAdminKit } from '../admin/kit.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';

/** The operator API of money: withdrawals (under /admin/money). */
export async function registerWithdrawalAdmin(app: App, ctx: AppContext) {
  const { read, finance, schema } = moneyAdminKit(app);
  // ---------------------------------------------------------------- withdrawals
  app.post(
    `${P}/withdrawal/page`,
    {
      ...read,
      schema: schema('Withdrawals of every member (or of one)', {
        body: Type.Optional(
          Type.Object({
            ...PageQuery,
            userId: Type.Optional(Type.Integer({ minimum: 1 })),
            status: Type.Optional(WithdrawalStatusKey),
          }),
        ),
        response: { 200: Envelope(Page(WithdrawalAdminSchema)), ...errorResponses },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listWithdrawals(
        ctx.db,
        {
          userId: request.body?.userId ? BigInt(request.body.userId) : undefined,
          status: request.body?.status,
        },
        page,
        size,
      );
      return ok(request, pageOf(records.map(operatorRecord), total, page, size));
    },
  );

  app.post(
    `${P}/withdrawal/pass`,
    {
      ...finance,
      schema: schema(IDEMPOTENT('Pass a pending withdrawal: the held amount and fee are posted'), {
        body: Type.Object({ ...IdBody.properties, ...RequestIdField }),
        response: { 200: Envelope(WithdrawalOperatorSchema), ...errorResponses },
      }),
    },
    async (request) =>
      ok(
        request,
        operatorRecord(
          await passWithdrawal(
            ctx.db,
            request.operator!.id,
            BigInt(request.body.id),
            ctx.clock.now(),
            idempotencyKeyOf(request),
          ),
        ),
      ),
  );

  app.post(
    `${P}/withdrawal/reject`,
    {
      ...finance,
      schema: schema(
        IDEMPOTENT('Reject a pending withdrawal: the held amount and fee return to the member'),
        {
          body: Type.Object({
            id: Type.Integer({ minimum: 1 }),
            reason: Type.Optional(Type.String({ maxLength: 500 })),
            ...RequestIdField,
          }),
          response: { 200: Envelope(WithdrawalOperatorSchema), ...errorResponses },
        },
      ),
    },
    async (request) =>
      ok(
        request,
        operatorRecord(
          await rejectWithdrawal(
            ctx.db,
            request.operator!.id,
            BigInt(request.body.id),
            request.body.reason ?? '',
            ctx.clock.now(),
            idempotencyKeyOf(request),
          ),
        ),
      ),
  );
}
