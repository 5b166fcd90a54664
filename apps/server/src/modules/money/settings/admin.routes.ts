import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { Envelope, Page, PageQuery, errorResponses } from '../../../http/schema.js';
import { PARTIAL_SAVE } from '../../../lib/audit.js';
import { listBanks } from '../cards/service.js';
import { BankSchema } from '../cards/schemas.js';
import { listMoneyConfig } from '../config.js';
import { NullableString, paging } from '../wire.js';
import { listChannelsAdmin, saveBank, saveChannel, setConfigValue } from './service.js';
import { P, ChannelAdminSchema, StatusOnOff } from '../admin/kit.js';
import { moneyAdminKit } from '../admin/kit.js';

/** The operator API of money: channels, banks, settings (under /admin/money). */
export async function registerSettingsAdmin(app: App, ctx: AppContext) {
  registerPayChannelRoutes(app, ctx);
  registerBankAndConfigListRoutes(app, ctx);
  registerConfigSetRoute(app, ctx);
}

/** Routes: ${P}/payChannel/list, ${P}/payChannel/save. */
function registerPayChannelRoutes(app: App, ctx: AppContext) {
  const { read, admin, schema } = moneyAdminKit(app);
  // ---------------------------------------------------------------- channels, banks, settings
  app.post(
    `${P}/payChannel/list`,
    {
      ...read,
      schema: schema('Payment channels (secrets are never shown)', {
        response: { 200: Envelope(Type.Array(ChannelAdminSchema)), ...errorResponses },
      }),
    },
    async (request) => ok(request, await listChannelsAdmin(ctx.db)),
  );

  app.post(
    `${P}/payChannel/save`,
    {
      ...admin,
      schema: schema(
        'Create or update a payment channel; the callback secret is returned once when set or rotated',
        {
          description:
            `${PARTIAL_SAVE} To create: code, name and kind; the rest default to icon "", payUrl "", ` +
            'a generated secret, status on, sort 0. Sent empty, icon and payUrl mean none.',
          body: Type.Object({
            id: Type.Optional(Type.Integer({ minimum: 1 })),
            code: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{1,39}$' })),
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
            kind: Type.Optional(Type.Union([Type.Literal('gateway'), Type.Literal('usdt')])),
            icon: Type.Optional(Type.String({ maxLength: 500 })),
            payUrl: Type.Optional(Type.String({ maxLength: 500 })),
            secret: Type.Optional(Type.String({ minLength: 16, maxLength: 200 })),
            rotateSecret: Type.Optional(Type.Boolean()),
            status: StatusOnOff,
            sort: Type.Optional(Type.Integer()),
          }),
          response: {
            200: Envelope(Type.Object({ ...ChannelAdminSchema.properties, secret: NullableString })),
            ...errorResponses,
          },
        },
      ),
    },
    async (request) =>
      ok(request, await saveChannel(ctx.db, request.operator!.id, request.body, ctx.clock.now())),
  );
}

/** Routes: ${P}/bank/page, ${P}/bank/save, ${P}/config/list. */
function registerBankAndConfigListRoutes(app: App, ctx: AppContext) {
  const { read, admin, schema } = moneyAdminKit(app);
  app.post(
    `${P}/bank/page`,
    {
      ...read,
      schema: schema('Banks, including those switched off', {
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: { 200: Envelope(Page(BankSchema)), ...errorResponses },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listBanks(ctx.db, page, size, true);
      return ok(request, pageOf(records, total, page, size));
    },
  );

  app.post(
    `${P}/bank/save`,
    {
      ...admin,
      schema: schema('Create or update a bank', {
        description:
          `${PARTIAL_SAVE} To create: name and code; the rest default to logo "", status on, sort 0. ` +
          'Sent empty, logo means none.',
        body: Type.Object({
          id: Type.Optional(Type.Integer({ minimum: 1 })),
          name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          code: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
          logo: Type.Optional(Type.String({ maxLength: 500 })),
          status: StatusOnOff,
          sort: Type.Optional(Type.Integer()),
        }),
        response: { 200: Envelope(BankSchema), ...errorResponses },
      }),
    },
    async (request) => ok(request, await saveBank(ctx.db, request.operator!.id, request.body)),
  );

  app.post(
    `${P}/config/list`,
    {
      ...read,
      schema: schema('Money settings with their effective values', {
        response: {
          200: Envelope(
            Type.Array(Type.Object({ key: Type.String(), value: Type.String(), isDefault: Type.Boolean() })),
          ),
          ...errorResponses,
        },
      }),
    },
    async (request) => ok(request, await listMoneyConfig(ctx.db)),
  );
}

/** Routes: ${P}/config/set. */
function registerConfigSetRoute(app: App, ctx: AppContext) {
  const { admin, schema } = moneyAdminKit(app);
  app.post(
    `${P}/config/set`,
    {
      ...admin,
      schema: schema('Change one money setting (validated per key)', {
        description:
          'Keys: money.recharge_min/max, money.withdraw_min/max (amounts), money.withdraw_fee_bp (basis points, 100 = 1 %), ' +
          'money.withdraw_open_weekdays ("1,2,3,4,5", 1 = Monday), money.usdt_rate, money.usdt_min, ' +
          'money.usdt_trc20_address, money.usdt_erc20_address, money.timezone, money.callback_window_seconds, ' +
          'money.max_bank_cards, money.max_wallets.',
        body: Type.Object({ key: Type.String({ maxLength: 64 }), value: Type.String({ maxLength: 200 }) }),
        response: {
          200: Envelope(Type.Object({ key: Type.String(), value: Type.String() })),
          ...errorResponses,
        },
      }),
    },
    async (request) =>
      ok(request, await setConfigValue(ctx.db, request.operator!.id, request.body.key, request.body.value)),
  );
}
