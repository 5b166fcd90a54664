import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { t } from '../../../http/i18n.js';
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
import {
  DateTime,
  LooseAmount,
  NullableDateTime,
  NullableString,
  RECHARGE_STATUS,
  RechargeStatusKey,
  memberStatusFields,
  paging,
} from '../wire.js';
import { registerCallbackRoute } from './callback.js';
import { createRecharge, listChannels, listCoinRecords, listRecharges, usdtNetworks } from './service.js';

const tags = ['money: recharge'];

export const ChannelSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String({ description: 'gateway | usdt' }),
  icon: Type.String(),
  currency: Type.String({
    description: 'BASE (the app currency) or USDT: the unit of min/max and of the amount to send',
  }),
  min: Type.String(),
  max: NullableString,
  status: Type.String(),
  sort: Type.Integer(),
});

export const RechargeSchema = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  payChannelId: Type.Integer(),
  payChannel: Type.String(),
  payChannelCode: Type.String(),
  method: Type.String({ description: 'gateway | usdt' }),
  amount: Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'credited amount (0.00 until credited)' }),
  estimatedAmount: Type.Union([Type.String({ pattern: '^-?\\d+\\.\\d{2}$' }), Type.Null()], {
    description:
      "a pending USDT recharge: what its declared USDT will credit at today's rate; null otherwise",
  }),
  usdtAmount: NullableString,
  usdtRate: NullableString,
  network: NullableString,
  txHash: NullableString,
  ...memberStatusFields(RechargeStatusKey, RECHARGE_STATUS),
  failureReason: NullableString,
  createTime: DateTime,
  arrivedTime: NullableDateTime,
});

const UsdtInfo = Type.Object({
  networks: Type.Array(Type.Object({ network: Type.String(), address: Type.String() })),
  network: NullableString,
  address: NullableString,
  min: Type.String({ description: 'USDT' }),
  rate: Type.String({ description: 'base currency per 1 USDT' }),
  warning: Type.String({
    description: 'Recharge below USDT <min> is not credited and not refundable (localized)',
  }),
  payChannelId: Type.Union([Type.Integer(), Type.Null()]),
});

const CoinRecordSchema = Type.Object({
  id: Type.Integer(),
  rechargeId: Type.Integer(),
  createDateTime: DateTime,
  currency: Type.String(),
  fromAmount: Type.String({ description: 'USDT' }),
  price: Type.String(),
  toAmount: MoneyString,
});

const RecordFilter = Type.Optional(
  Type.Object({
    ...PageQuery,
    status: Type.Optional(RechargeStatusKey),
    method: Type.Optional(Type.Union([Type.Literal('gateway'), Type.Literal('usdt')])),
  }),
);

export async function registerRechargeRoutes(app: App, ctx: AppContext) {
  await registerCallbackRoute(app, ctx);

  const usdtInfo = async (locale: Parameters<typeof t>[0]) => {
    const config = await loadMoneyConfig(ctx.db);
    const networks = usdtNetworks(config);
    const channel = await ctx.db
      .selectFrom('pay_channels')
      .select('id')
      .where('kind', '=', 'usdt')
      .where('status', '=', 'on')
      .orderBy('sort', 'desc')
      .orderBy('id')
      .executeTakeFirst();
    return {
      networks,
      network: networks[0]?.network ?? null,
      address: networks[0]?.address ?? null,
      min: formatUsdt(config.usdtMin),
      rate: config.usdtRate,
      warning: t(locale, 'money.recharge.usdtBelowMin', { min: formatUsdt(config.usdtMin, 0) }),
      payChannelId: channel ? Number(channel.id) : null,
    };
  };

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
    async (request) => ok(request, await usdtInfo(request.locale)),
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
        usdt: await usdtInfo(request.locale),
      });
    },
  );

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
              ...RechargeSchema.properties,
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
          ctx.db,
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
      const { records, total } = await listCoinRecords(ctx.db, request.memberId!, page, size);
      return ok(request, pageOf(records, total, page, size));
    },
  );
}
