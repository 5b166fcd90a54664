import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { ApiError, Codes, badRequest } from '../../../http/errors.js';
import { Envelope, Page, PageQuery, errorResponses } from '../../../http/schema.js';
import { audit } from '../../../lib/audit.js';
import { getRecharge, listRecharges } from './service.js';
import { confirmRecharge, failRecharge, lockRecharge } from './settlement.js';
import { isUsdt, parseUsdt } from '../units.js';
import { DateTime, NullableString, RechargeStatusKey, operatorRecord, paging } from '../wire.js';
import { listCallbacks } from './admin.service.js';
import { P, RechargeOperatorSchema, RechargeAdminSchema } from '../admin/kit.js';
import { IDEMPOTENT, RequestIdField, moneyAdminKit } from '../admin/kit.js';
import { idempotencyKeyOf, once } from '../../../lib/idempotency.js';

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
    async (request) => {
      const { id, usdtAmount, txHash } = request.body;
      if (usdtAmount !== undefined && !isUsdt(usdtAmount))
        throw badRequest('validation.amount', { field: 'usdtAmount' });
      const now = ctx.clock.now();
      const answer = await ctx.db.transaction().execute(async (trx) => {
        const { result: done } = await once(
          trx,
          'operator.recharge.confirm',
          request.operator!.id,
          idempotencyKeyOf(request),
          async () => {
            const recharge = await lockRecharge(trx, { id: BigInt(id) });
            if (!recharge) throw new ApiError(Codes.notFound, 'money.recharge.notFound');
            if (usdtAmount !== undefined && recharge.method !== 'usdt')
              throw badRequest('money.admin.notGateway');
            const before = await getRecharge(trx, recharge.id);
            const result = await confirmRecharge(
              trx,
              recharge,
              recharge.method === 'usdt'
                ? { usdtAmount: usdtAmount !== undefined ? parseUsdt(usdtAmount) : undefined, txHash }
                : {},
              now,
            );
            await audit(trx, {
              operatorId: request.operator!.id,
              action: 'money.recharge.confirm',
              target: `recharge:${recharge.id}`,
              before,
              after: { ...(await getRecharge(trx, recharge.id)), outcome: result },
            });
            return { outcome: result, recharge: operatorRecord(await getRecharge(trx, recharge.id)) };
          },
        );
        return done;
      });
      return ok(request, answer);
    },
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
    async (request) => {
      const now = ctx.clock.now();
      const answer = await ctx.db.transaction().execute(async (trx) => {
        const { result: done } = await once(
          trx,
          'operator.recharge.fail',
          request.operator!.id,
          idempotencyKeyOf(request),
          async () => {
            const recharge = await lockRecharge(trx, { id: BigInt(request.body.id) });
            if (!recharge) throw new ApiError(Codes.notFound, 'money.recharge.notFound');
            const before = await getRecharge(trx, recharge.id);
            await failRecharge(trx, recharge, request.body.reason ?? 'failed by operator', now);
            await audit(trx, {
              operatorId: request.operator!.id,
              action: 'money.recharge.fail',
              target: `recharge:${recharge.id}`,
              before,
              after: await getRecharge(trx, recharge.id),
            });
            return operatorRecord(await getRecharge(trx, recharge.id));
          },
        );
        return done;
      });
      return ok(request, answer);
    },
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
