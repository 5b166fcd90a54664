/**
 * Operator API for money: /core/admin/money/… Roles: admin may do everything; finance runs the
 * money (recharges, withdrawals, funding, accrual); support reads. The catalogue (products,
 * channels, banks, settings) is admin-only. Every write leaves an audit_log row.
 */
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { ApiError, Codes, badRequest } from '../../../http/errors.js';
import {
  AmountInput,
  Envelope,
  MoneyString,
  Page,
  PageQuery,
  errorResponses,
  operatorSecurity,
} from '../../../http/schema.js';
import { memberBalances, trialBalance } from '../../../ledger/ledger.js';
import { PARTIAL_SAVE, audit } from '../../../lib/audit.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { listBanks } from '../cards/service.js';
import { BankSchema } from '../cards/schemas.js';
import { listMoneyConfig } from '../config.js';
import { runAccrual, type AccrualLog } from '../income/accrual.js';
import { OrderOperatorSchema, OrderStatusFilter, ProductSchema } from '../products/schemas.js';
import { invalidateOrder } from '../products/invalidate.js';
import { productListCache } from '../products/list-cache.js';
import { listOrders, listProducts } from '../products/service.js';
import { MovementFilter, MovementSchema } from '../records/schemas.js';
import { accountMovements } from '../records/service.js';
import { RechargeFields } from '../recharge/schemas.js';
import {
  confirmRecharge,
  failRecharge,
  getRecharge,
  listRecharges,
  lockRecharge,
} from '../recharge/service.js';
import { isUsdt, parseUsdt } from '../units.js';
import { WithdrawalFields } from '../withdrawal/schemas.js';
import { listWithdrawals, passWithdrawal, rejectWithdrawal } from '../withdrawal/service.js';
import {
  DateTime,
  Day,
  IdBody,
  NullableDateTime,
  NullableString,
  RechargeStatusKey,
  WithdrawalStatusKey,
  operatorRecord,
  operatorStatusFields,
  paging,
  withoutStatus,
} from '../wire.js';
import {
  acknowledgeAlert,
  deleteProduct,
  fundAccount,
  listAccrualRuns,
  listAlerts,
  listCallbacks,
  listChannelsAdmin,
  reserveStatus,
  saveBank,
  saveChannel,
  saveProduct,
  setConfigValue,
} from './service.js';

const tags = ['admin: money'];
const P = '/admin/money';

// Operator records speak the words their filters take: status "pending", not the member app's code 0.
const RechargeOperatorSchema = Type.Object({
  ...withoutStatus(RechargeFields.properties),
  ...operatorStatusFields(RechargeStatusKey),
});
const WithdrawalOperatorSchema = Type.Object({
  ...withoutStatus(WithdrawalFields.properties),
  ...operatorStatusFields(WithdrawalStatusKey),
});
const RechargeAdminSchema = Type.Object({ ...RechargeOperatorSchema.properties, userId: Type.Integer() });
const WithdrawalAdminSchema = Type.Object({ ...WithdrawalOperatorSchema.properties, userId: Type.Integer() });
const ChannelAdminSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  icon: Type.String(),
  payUrl: Type.String(),
  status: Type.String(),
  sort: Type.Integer(),
});
const StatusOnOff = Type.Optional(Type.Union([Type.Literal('on'), Type.Literal('off')]));

export async function registerAdminRoutes(app: App, ctx: AppContext, log: AccrualLog) {
  const read = { preHandler: app.requireOperator('finance', 'support') };
  const finance = { preHandler: app.requireOperator('finance') };
  const admin = { preHandler: app.requireOperator('admin') };
  const schema = <T extends object>(summary: string, extra: T) => ({
    tags,
    summary,
    security: operatorSecurity,
    ...extra,
  });

  // ---------------------------------------------------------------- products and orders
  app.post(
    `${P}/product/page`,
    {
      ...read,
      schema: schema('Products, including those switched off', {
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: { 200: Envelope(Page(ProductSchema)), ...errorResponses },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listProducts(ctx.db, page, size, ctx.clock.now(), true);
      return ok(request, pageOf(records, total, page, size));
    },
  );

  app.post(
    `${P}/product/save`,
    {
      ...admin,
      schema: schema(
        'Create a product, or update one (with id); orders keep the terms they were bought with',
        {
          description:
            `${PARTIAL_SAVE} To create: name, price, dailyIncome, periodDays and stock; the rest default to ` +
            'image "", no end date, agreement "", purchaseLimit 0 (no limit), status on, sort 0. ' +
            'Sent empty, validUntil means no end date and image / agreement mean none.',
          body: Type.Object({
            id: Type.Optional(Type.Integer({ minimum: 1 })),
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
            image: Type.Optional(Type.String({ maxLength: 500 })),
            price: Type.Optional(AmountInput),
            dailyIncome: Type.Optional(AmountInput),
            periodDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
            stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
            validUntil: Type.Optional(
              Type.String({ maxLength: 40, description: 'ISO date-time; empty = no end' }),
            ),
            agreement: Type.Optional(Type.String({ maxLength: 20000 })),
            purchaseLimit: Type.Optional(
              Type.Integer({ minimum: 0, maximum: 1_000_000, description: '0 = no limit' }),
            ),
            status: StatusOnOff,
            sort: Type.Optional(Type.Integer()),
          }),
          response: { 200: Envelope(ProductSchema), ...errorResponses },
        },
      ),
    },
    async (request) => {
      const saved = await saveProduct(ctx.db, request.operator!.id, request.body, ctx.clock.now());
      productListCache(ctx).invalidate();
      return ok(request, saved);
    },
  );

  app.post(
    `${P}/product/delete`,
    {
      ...admin,
      schema: schema('Delete a product that has no orders (otherwise switch it off)', {
        body: IdBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses },
      }),
    },
    async (request) => {
      await deleteProduct(ctx.db, request.operator!.id, BigInt(request.body.id), ctx.clock.now());
      productListCache(ctx).invalidate();
      return ok(request, null);
    },
  );

  app.post(
    `${P}/order/page`,
    {
      ...read,
      schema: schema('Product orders of every member (or of one)', {
        body: Type.Optional(
          Type.Object({
            ...PageQuery,
            userId: Type.Optional(Type.Integer({ minimum: 1 })),
            status: OrderStatusFilter,
          }),
        ),
        response: { 200: Envelope(Page(OrderOperatorSchema)), ...errorResponses },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const userId = request.body?.userId ? BigInt(request.body.userId) : null;
      const { records, total } = await listOrders(ctx.db, userId, page, size, ctx.clock.now(), {
        status: request.body?.status,
      });
      return ok(request, pageOf(records.map(operatorRecord), total, page, size));
    },
  );

  app.post(
    `${P}/order/invalidate`,
    {
      ...finance,
      schema: schema(
        'Void an open order (status Invalid): accrual stops; with refund, the price returns to member cash',
        {
          body: Type.Object({
            id: Type.Integer({ minimum: 1 }),
            refund: Type.Optional(Type.Boolean({ default: false })),
            reason: Type.Optional(Type.String({ maxLength: 500 })),
          }),
          response: { 200: Envelope(OrderOperatorSchema), ...errorResponses },
        },
      ),
    },
    async (request) =>
      ok(
        request,
        operatorRecord(
          await invalidateOrder(
            ctx.db,
            request.operator!.id,
            {
              orderId: BigInt(request.body.id),
              refund: request.body.refund ?? false,
              reason: request.body.reason ?? '',
            },
            ctx.clock.now(),
          ),
        ),
      ),
  );

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
        'Confirm a recharge by hand and credit it once (USDT: the confirmed amount, converted at the current rate)',
        {
          body: Type.Object({
            id: Type.Integer({ minimum: 1 }),
            usdtAmount: Type.Optional(
              Type.String({ maxLength: 24, description: 'USDT recharges: confirmed on-chain amount' }),
            ),
            txHash: Type.Optional(Type.String({ maxLength: 100 })),
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
      const outcome = await ctx.db.transaction().execute(async (trx) => {
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
        return result;
      });
      return ok(request, { outcome, recharge: operatorRecord(await getRecharge(ctx.db, BigInt(id))) });
    },
  );

  app.post(
    `${P}/recharge/fail`,
    {
      ...finance,
      schema: schema('Mark an unsettled recharge failed (nothing is credited)', {
        body: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          reason: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        response: { 200: Envelope(RechargeOperatorSchema), ...errorResponses },
      }),
    },
    async (request) => {
      const now = ctx.clock.now();
      await ctx.db.transaction().execute(async (trx) => {
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
      });
      return ok(request, operatorRecord(await getRecharge(ctx.db, BigInt(request.body.id))));
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
      schema: schema('Pass a pending withdrawal: the held amount and fee are posted', {
        body: IdBody,
        response: { 200: Envelope(WithdrawalOperatorSchema), ...errorResponses },
      }),
    },
    async (request) =>
      ok(
        request,
        operatorRecord(
          await passWithdrawal(ctx.db, request.operator!.id, BigInt(request.body.id), ctx.clock.now()),
        ),
      ),
  );

  app.post(
    `${P}/withdrawal/reject`,
    {
      ...finance,
      schema: schema('Reject a pending withdrawal: the held amount and fee return to the member', {
        body: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          reason: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        response: { 200: Envelope(WithdrawalOperatorSchema), ...errorResponses },
      }),
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
          ),
        ),
      ),
  );

  // ---------------------------------------------------------------- reserve, promotions, ledger
  const FundBody = Type.Object({
    amount: AmountInput,
    note: Type.Optional(Type.String({ maxLength: 200 })),
    requestId: Type.Optional(Type.String({ maxLength: 128 })),
  });
  const FundResult = Type.Object({
    account: Type.String(),
    amount: MoneyString,
    balance: MoneyString,
    transferId: Type.String(),
  });
  for (const [path, account, summary] of [
    [`${P}/reserve/fund`, 'income_reserve', 'Fund the income reserve from operator capital'],
    [
      `${P}/promotions/fund`,
      'promotions',
      'Fund the promotions account (rewards, bonuses) from operator capital',
    ],
  ] as const) {
    app.post(
      path,
      {
        ...finance,
        schema: schema(summary, {
          body: FundBody,
          response: { 200: Envelope(FundResult), ...errorResponses },
        }),
      },
      async (request) =>
        ok(
          request,
          await fundAccount(
            ctx.db,
            request.operator!.id,
            account,
            parseMoney(request.body.amount),
            request.body.note ?? '',
            idempotencyKeyOf(request),
          ),
        ),
    );
  }

  app.post(
    `${P}/reserve/status`,
    {
      ...read,
      schema: schema(
        'Income reserve against outstanding income liabilities of Valid and Not-started orders',
        {
          response: {
            200: Envelope(
              Type.Object({
                reserveBalance: MoneyString,
                reserveAvailable: MoneyString,
                outstandingIncome: MoneyString,
                openOrders: Type.Integer(),
                dailyIncomeDue: MoneyString,
                shortfall: MoneyString,
                covered: Type.Boolean(),
                daysCovered: Type.Union([Type.Integer(), Type.Null()]),
                unreceivedLiability: MoneyString,
                promotionsBalance: MoneyString,
                openShortfallDays: Type.Integer(),
              }),
            ),
            ...errorResponses,
          },
        },
      ),
    },
    async (request) => ok(request, await reserveStatus(ctx.db)),
  );

  app.post(
    `${P}/reserve/alerts`,
    {
      ...read,
      schema: schema('Reserve alerts: business days the reserve could not cover', {
        body: Type.Optional(Type.Object({ ...PageQuery, openOnly: Type.Optional(Type.Boolean()) })),
        response: {
          200: Envelope(
            Page(
              Type.Object({
                id: Type.Integer(),
                kind: Type.String(),
                day: Day,
                needed: MoneyString,
                available: MoneyString,
                message: Type.String(),
                createTime: DateTime,
                acknowledgedAt: NullableDateTime,
                acknowledgedBy: Type.Union([Type.Integer(), Type.Null()]),
              }),
            ),
          ),
          ...errorResponses,
        },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listAlerts(ctx.db, page, size, request.body?.openOnly ?? false);
      return ok(request, pageOf(records, total, page, size));
    },
  );

  app.post(
    `${P}/reserve/alerts/ack`,
    {
      ...finance,
      schema: schema('Acknowledge a reserve alert', {
        body: IdBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses },
      }),
    },
    async (request) => {
      await acknowledgeAlert(ctx.db, request.operator!.id, BigInt(request.body.id), ctx.clock.now());
      return ok(request, null);
    },
  );

  app.post(
    `${P}/trialBalance`,
    {
      ...read,
      schema: schema(
        'Trial balance of the whole ledger (debits = credits; account totals = their transfers)',
        {
          response: {
            200: Envelope(
              Type.Object({
                ok: Type.Boolean(),
                postedDifference: Type.String(),
                pendingDifference: Type.String(),
                accountsOutOfBalance: Type.Array(Type.Integer()),
              }),
            ),
            ...errorResponses,
          },
        },
      ),
    },
    async (request) => {
      const tb = await trialBalance(ctx.db);
      return ok(request, {
        ok: tb.ok,
        postedDifference: formatMoney(tb.postedDifference),
        pendingDifference: formatMoney(tb.pendingDifference),
        accountsOutOfBalance: tb.accountsOutOfBalance.map(Number),
      });
    },
  );

  app.post(
    `${P}/ledger/member`,
    {
      ...read,
      schema: schema('Any member’s balances and funding details', {
        body: Type.Object({ userId: Type.Integer({ minimum: 1 }), ...MovementFilter }),
        response: {
          200: Envelope(
            Type.Object({
              cash: MoneyString,
              available: MoneyString,
              frozen: MoneyString,
              unreceived: MoneyString,
              movements: Page(MovementSchema),
            }),
          ),
          ...errorResponses,
        },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const userId = BigInt(request.body.userId);
      const balances = await memberBalances(ctx.db, userId);
      if (!balances.cash) throw new ApiError(Codes.notFound, 'error.notFound');
      const { records, total } = await accountMovements(ctx.db, userId, page, size, {
        account: request.body.account,
        codes: request.body.type ? [request.body.type] : undefined,
      });
      return ok(request, {
        cash: formatMoney(balances.cash.balance),
        available: formatMoney(balances.cash.available),
        frozen: formatMoney(balances.cash.debitsPending),
        unreceived: formatMoney(balances.unreceived.balance),
        movements: pageOf(records, total, page, size),
      });
    },
  );

  // ---------------------------------------------------------------- accrual
  app.post(
    `${P}/accrual/run`,
    {
      ...finance,
      schema: schema('Run the daily income accrual now (safe to repeat: each order is paid once per day)', {
        response: {
          200: Envelope(
            Type.Object({
              runId: Type.Union([Type.Integer(), Type.Null()]),
              today: Day,
              paidThrough: Type.Union([Day, Type.Null()]),
              accrualRows: Type.Integer(),
              transfers: Type.Integer(),
              amount: MoneyString,
              daysPaid: Type.Array(Type.Object({ day: Day, total: MoneyString, orders: Type.Integer() })),
              shortfalls: Type.Array(Type.Object({ day: Day, needed: MoneyString, available: MoneyString })),
              ordersStarted: Type.Integer(),
              ordersEnded: Type.Integer(),
            }),
          ),
          ...errorResponses,
        },
      }),
    },
    async (request) => {
      const operatorId = request.operator!.id;
      const r = await runAccrual(ctx.db, ctx.clock.now(), { trigger: `operator:${operatorId}`, log });
      const view = {
        runId: r.runId,
        today: r.today,
        paidThrough: r.paidThrough,
        accrualRows: r.accrualRows,
        transfers: r.transfers,
        amount: formatMoney(r.amount),
        daysPaid: r.daysPaid.map((d) => ({ day: d.day, total: formatMoney(d.total), orders: d.orders })),
        shortfalls: r.shortfalls.map((s) => ({
          day: s.day,
          needed: formatMoney(s.needed),
          available: formatMoney(s.available),
        })),
        ordersStarted: r.ordersStarted,
        ordersEnded: r.ordersEnded,
      };
      await audit(ctx.db, {
        operatorId,
        action: 'money.accrual.run',
        target: r.runId ? `accrual_run:${r.runId}` : 'accrual',
        after: view,
      });
      return ok(request, view);
    },
  );

  app.post(
    `${P}/accrual/runs`,
    {
      ...read,
      schema: schema('Accrual job runs, newest first', {
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: {
          200: Envelope(
            Page(
              Type.Object({
                id: Type.Integer(),
                trigger: Type.String(),
                businessNow: DateTime,
                today: Day,
                paidThrough: Type.Union([Day, Type.Null()]),
                accrualRows: Type.Integer(),
                transfers: Type.Integer(),
                amount: MoneyString,
                shortfallDays: Type.Integer(),
                startedAt: DateTime,
                finishedAt: NullableDateTime,
              }),
            ),
          ),
          ...errorResponses,
        },
      }),
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await listAccrualRuns(ctx.db, page, size);
      return ok(request, pageOf(records, total, page, size));
    },
  );
}
