import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { Envelope, Page, PageQuery, errorResponses } from '../../../http/schema.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { DateTime, NullableString, RechargeStatusKey, operatorRecord, paging } from '../wire.js';
import { P, RechargeOperatorSchema, RechargeAdminSchema } from '../admin/kit.js';
import { IDEMPOTENT, RequestIdField, moneyAdminKit } from '../admin/kit.js';
import { confirmRechargeByOperator, failRechargeByOperator, listCallbacks } from './admin.service.js';
import { listRecharges } from './service.js';

/** The operator API of money: recharges (under /admin/money). */
export async function registerRechargeAdmin(app: App, ctx: AppContext) {
  registerRechargeReviewRoutes(app, ctx);
  registerRechargeFailAndCallbackRoutes(app, ctx);
}

/** Routes: ${P}/recharge/page, ${P}/recharge/confirm. */
function registerRechargeReviewRoutes(app: App, ctx: AppContext) {
  const { read, finance, schema } = moneyAdminKit(app);
  // ---------------------------------------------------------------- recharges
  app.post(
    `${P}/recharge/page`,
    {
      ...read,
      schema: schema('Recharges of every member (or of one)', {
        body: Type.Optional(
          Type.Object({
            ...PageQuery,
            userId: Type.Optional(Type.Integer({ minimum: 1 })),
            status: Type.Optional(RechargeStatusKey),
          }),
        ),
        response: { 200: Envelope(Page(RechargeAdminSchema)), ...errorResponses },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listRecharges(
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
    `${P}/recharge/confirm`,
    {
      ...finance,
      schema: schema(
        IDEMPOTENT(
          'Confirm a recharge by hand and credit it once (USDT: the confirmed amount, converted at the current rate)',
        ),
        {
          body: Type.Object({
            id: Type.Integer({ minimum: 1 }),
            usdtAmount: Type.Optional(
              Type.String({ maxLength: 24, description: 'USDT recharges: confirmed on-chain amount' }),
            ),
            txHash: Type.Optional(Type.String({ maxLength: 100 })),
            ...RequestIdField,
          }),
          response: {
            200: Envelope(
              Type.Object({
                outcome: Type.String({ description: 'credited | duplicate | below_minimum' }),
                recharge: RechargeOperatorSchema,
              }),
            ),
            ...errorResponses,
          },
        },
      ),
    },
    async (request) =>
      ok(
        request,
        await confirmRechargeByOperator(
          ctx.db,
          request.operator!.id,
          request.body,
          idempotencyKeyOf(request),
          ctx.clock.now(),
        ),
      ),
  );
}

/** Routes: ${P}/recharge/fail, ${P}/callback/page. */
function registerRechargeFailAndCallbackRoutes(app: App, ctx: AppContext) {
  const { read, finance, schema } = moneyAdminKit(app);
  app.post(
    `${P}/recharge/fail`,
    {
      ...finance,
      schema: schema(IDEMPOTENT('Mark an unsettled recharge failed (nothing is credited)'), {
        body: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          reason: Type.Optional(Type.String({ maxLength: 500 })),
          ...RequestIdField,
        }),
        response: { 200: Envelope(RechargeOperatorSchema), ...errorResponses },
      }),
    },
    async (request) =>
      ok(
        request,
        await failRechargeByOperator(
          ctx.db,
          request.operator!.id,
          BigInt(request.body.id),
          request.body.reason,
          idempotencyKeyOf(request),
          ctx.clock.now(),
        ),
      ),
  );

  app.post(
    `${P}/callback/page`,
    {
      ...read,
      schema: schema('Payment callbacks received, accepted or refused, with their raw bodies', {
        body: Type.Optional(
          Type.Object({ ...PageQuery, orderNo: Type.Optional(Type.String({ maxLength: 64 })) }),
        ),
        response: {
          200: Envelope(
            Page(
              Type.Object({
                id: Type.Integer(),
                channelCode: Type.String(),
                orderNo: NullableString,
                outcome: Type.String(),
                detail: NullableString,
                remoteIp: NullableString,
                rawBody: Type.String(),
                createTime: DateTime,
              }),
            ),
          ),
          ...errorResponses,
        },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listCallbacks(ctx.db, page, size, request.body?.orderNo);
      return ok(request, pageOf(records, total, page, size));
    },
  );
}
