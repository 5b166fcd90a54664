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
import { formatMoney } from '../../../lib/money.js';
import { loadMoneyConfig } from '../config.js';
import { weekdayNames } from '../time.js';
import { formatUsdt } from '../units.js';
import { withdrawalOpen } from '../withdrawal/service.js';
import { LooseAmount, NullableString, paging } from '../wire.js';
import { registerCallbackRoute } from './callback.routes.js';
import { usdtInfo } from './usdt.js';
import { createRecharge, listChannels, listCoinRecords, listRecharges } from './service.js';
import {
  ChannelSchema,
  RechargeFields,
  RechargeSchema,
  UsdtInfo,
  CoinRecordSchema,
  RecordFilter,
} from './schemas.js';

const tags = ['money: recharge'];

export async function registerRechargeRoutes(app: App, ctx: AppContext) {
  await registerCallbackRoute(app, ctx);
  registerChannelAndLimitRoutes(app, ctx);
  registerRechargeRecordRoutes(app, ctx);
  registerRechargeRequestRoute(app, ctx);
  registerCoinRecordRoute(app, ctx);
}

/** Routes: /app/payChannel/list, /app/chargeAndWithdrawConfig/getConfig. */
function registerChannelAndLimitRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/payChannel/list',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Recharge channels that are on',
        response: { 200: Envelope(Type.Array(ChannelSchema)), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => ok(request, await listChannels(ctx.db)),
  );

  app.post(
    '/app/chargeAndWithdrawConfig/getConfig',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary:
          'Recharge and withdrawal limits, withdrawal fee (percent), open weekdays, USDT rate and minimum',
        response: {
          200: Envelope(
            Type.Object({
              rechargeMin: MoneyString,
              rechargeMax: MoneyString,
              withdrawMin: MoneyString,
              withdrawMax: MoneyString,
              withdrawFeePercent: Type.Number(),
              withdrawFeeBasisPoints: Type.Integer(),
              withdrawOpenWeekdays: Type.Array(Type.Integer({ description: '1 = Monday … 7 = Sunday' })),
              withdrawOpenWeekdayNames: Type.String(),
              withdrawOpenToday: Type.Boolean(),
              withdrawArrivalHours: Type.Integer(),
              usdtRate: Type.String(),
              usdtMin: Type.String(),
              timezone: Type.String(),
            }),
          ),
          ...errorResponses,
        },
        security: memberSecurity,
      },
    },
    async (request) => {
      const config = await loadMoneyConfig(ctx.db);
      return ok(request, {
        rechargeMin: formatMoney(config.rechargeMin),
        rechargeMax: formatMoney(config.rechargeMax),
        withdrawMin: formatMoney(config.withdrawMin),
        withdrawMax: formatMoney(config.withdrawMax),
        withdrawFeePercent: Number(config.withdrawFeeBp) / 100,
        withdrawFeeBasisPoints: Number(config.withdrawFeeBp),
        withdrawOpenWeekdays: config.withdrawOpenWeekdays,
        withdrawOpenWeekdayNames: weekdayNames(config.withdrawOpenWeekdays, request.locale),
        withdrawOpenToday: withdrawalOpen(config, ctx.clock.now()),
        withdrawArrivalHours: 72,
        usdtRate: config.usdtRate,
        usdtMin: formatUsdt(config.usdtMin),
        timezone: config.timezone,
      });
    },
  );
}

/** Routes: /app/wallet/getRecharge, /app/wallet/getRechargeInfo. */
function registerRechargeRecordRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/wallet/getRecharge',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'USDT deposit address, network, minimum, rate and the below-minimum warning',
        response: { 200: Envelope(UsdtInfo), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => ok(request, await usdtInfo(ctx.db, request.locale)),
  );

  app.post(
    '/app/wallet/getRechargeInfo',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Everything the recharge page shows: channels, limits and the USDT deposit details',
        response: {
          200: Envelope(
            Type.Object({
              channels: Type.Array(ChannelSchema),
              min: MoneyString,
              max: MoneyString,
              usdt: UsdtInfo,
            }),
          ),
          ...errorResponses,
        },
        security: memberSecurity,
      },
    },
    async (request) => {
      const config = await loadMoneyConfig(ctx.db);
      return ok(request, {
        channels: await listChannels(ctx.db),
        min: formatMoney(config.rechargeMin),
        max: formatMoney(config.rechargeMax),
        usdt: await usdtInfo(ctx.db, request.locale),
      });
    },
  );
}

/** Routes: /app/user/recharge/recharge. */
function registerRechargeRequestRoute(app: App, ctx: AppContext) {
  app.post(
    '/app/user/recharge/recharge',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary:
          'Start a recharge: a gateway channel answers with payUrl (status Unpaid); the USDT channel with the deposit address (status pending)',
        description:
          'On the USDT channel `amount` is in USDT; below the minimum (USDT 1 by default) the request is refused ' +
          'with "Recharge below USDT 1 is not credited and not refundable". Idempotent by Idempotency-Key or requestId.',
        body: Type.Object({
          amount: Type.Optional(LooseAmount),
          payChannelId: Type.Integer({ minimum: 1 }),
          network: Type.Optional(
            Type.String({ maxLength: 10, description: 'USDT only: TRC20 (default) or ERC20' }),
          ),
          requestId: Type.Optional(Type.String({ maxLength: 128 })),
        }),
        response: {
          200: Envelope(
            Type.Object({
              ...RechargeFields.properties,
              payUrl: NullableString,
              usdt: Type.Union([
                Type.Object({
                  network: Type.String(),
                  address: Type.String(),
                  amount: Type.String(),
                  rate: Type.String(),
                  estimatedAmount: MoneyString,
                  min: Type.String(),
                }),
                Type.Null(),
              ]),
            }),
          ),
          ...errorResponses,
        },
        security: memberSecurity,
      },
    },
    async (request) => {
      const result = await createRecharge(
        ctx.db,
        request.memberId!,
        request.body,
        idempotencyKeyOf(request),
        ctx.clock.now(),
      );
      return ok(request, result);
    },
  );

  for (const [path, summary] of [
    ['/app/user/recharge/page', 'The member’s recharges, newest first'],
    ['/app/wallet/getRechargeRecord', 'Recharge records (same list as /app/user/recharge/page)'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.requireMember,
        schema: {
          tags,
          summary,
          body: RecordFilter,
          response: { 200: Envelope(Page(RechargeSchema)), ...errorResponses },
          security: memberSecurity,
        },
      },
      async (request) => {
        const { page, size } = paging(request.body);
        const { records, total } = await listRecharges(
          request.readDb(),
          { userId: request.memberId!, status: request.body?.status, method: request.body?.method },
          page,
          size,
        );
        return ok(
          request,
          pageOf(
            records.map(({ userId: _u, ...r }) => r),
            total,
            page,
            size,
          ),
        );
      },
    );
  }
}

/** Routes: /app/wallet/getCoinRecord. */
function registerCoinRecordRoute(app: App, _ctx: AppContext) {
  app.post(
    '/app/wallet/getCoinRecord',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Coin records: USDT deposits converted to the base currency',
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: { 200: Envelope(Page(CoinRecordSchema)), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listCoinRecords(request.readDb(), request.memberId!, page, size);
      return ok(request, pageOf(records, total, page, size));
    },
  );
}
