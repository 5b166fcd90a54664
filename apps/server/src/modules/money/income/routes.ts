import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import {
  Envelope,
  MoneyString,
  Page,
  PageQuery,
  errorResponses,
  memberSecurity,
} from '../../../http/schema.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { Day, NullableDateTime, paging } from '../wire.js';
import { incomeInfo, incomeInfoView, listAccruals, receiveIncome, unreceivedSummary } from './service.js';

const tags = ['money: income'];

export const IncomeInfoSchema = Type.Object({
  todayIncome: MoneyString,
  totalIncome: MoneyString,
  fixedIncome: MoneyString,
  balance: MoneyString,
  available: MoneyString,
  frozen: MoneyString,
  unreceived: MoneyString,
  assets: MoneyString,
  activeOrders: Type.Integer(),
});

export async function registerIncomeRoutes(app: App, ctx: AppContext) {
  registerReceiveAndRecordRoutes(app, ctx);
  registerUnreceivedAndInfoRoutes(app, ctx);
}

/** Routes: /app/user/productIncome/receive, /app/user/productIncome/page. */
function registerReceiveAndRecordRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/user/productIncome/receive',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Collect unreceived product income into cash: all of it, or one order’s (orderId)',
        body: Type.Optional(
          Type.Object({
            orderId: Type.Optional(Type.Integer({ minimum: 1 })),
            requestId: Type.Optional(Type.String({ maxLength: 128 })),
          }),
        ),
        response: {
          200: Envelope(
            Type.Object({
              amount: MoneyString,
              days: Type.Integer({ description: 'accrual rows collected' }),
              orderId: Type.Union([Type.Integer(), Type.Null()]),
              transferId: Type.String(),
              cash: MoneyString,
              unreceived: MoneyString,
            }),
          ),
          ...errorResponses,
        },
        security: memberSecurity,
      },
    },
    async (request) => {
      const orderId = request.body?.orderId;
      const result = await receiveIncome(
        ctx.db,
        request.memberId!,
        orderId ? BigInt(orderId) : null,
        idempotencyKeyOf(request),
        ctx.clock.now(),
      );
      return ok(request, result);
    },
  );

  app.post(
    '/app/user/productIncome/page',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Daily income accruals (one row per order per day), newest day first',
        body: Type.Optional(
          Type.Object({
            ...PageQuery,
            orderId: Type.Optional(Type.Integer({ minimum: 1 })),
            received: Type.Optional(Type.Boolean()),
          }),
        ),
        response: {
          200: Envelope(
            Page(
              Type.Object({
                orderId: Type.Integer(),
                orderNo: Type.String(),
                productName: Type.String(),
                day: Day,
                amount: MoneyString,
                received: Type.Boolean(),
                receivedAt: NullableDateTime,
              }),
            ),
          ),
          ...errorResponses,
        },
        security: memberSecurity,
      },
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listAccruals(request.readDb(), request.memberId!, page, size, {
        orderId: request.body?.orderId ? BigInt(request.body.orderId) : undefined,
        received: request.body?.received,
      });
      return ok(request, pageOf(records, total, page, size));
    },
  );
}

/** Routes: /app/user/productIncome/unreceived, /app/user/productIncome/info. */
function registerUnreceivedAndInfoRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/user/productIncome/unreceived',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Income waiting to be received, in total and per order',
        response: {
          200: Envelope(
            Type.Object({
              total: MoneyString,
              orders: Type.Array(
                Type.Object({
                  orderId: Type.Integer(),
                  orderNo: Type.String(),
                  productName: Type.String(),
                  amount: MoneyString,
                  days: Type.Integer(),
                  firstDay: Day,
                  lastDay: Day,
                }),
              ),
            }),
          ),
          ...errorResponses,
        },
        security: memberSecurity,
      },
    },
    async (request) => ok(request, await unreceivedSummary(ctx.db, request.memberId!)),
  );

  app.post(
    '/app/user/productIncome/info',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary:
          'Income figures: today, total, fixed (still to come from orders), balance, unreceived, assets',
        description: 'The same figures are added to /app/user/getIncomeInfo through its provider hook.',
        response: { 200: Envelope(IncomeInfoSchema), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) =>
      ok(request, incomeInfoView(await incomeInfo(ctx.db, request.memberId!, ctx.clock.now()))),
  );
}
