import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { ApiError, Codes } from '../../../http/errors.js';
import { AmountInput, Envelope, MoneyString, Page, PageQuery, errorResponses } from '../../../http/schema.js';
import { memberBalances } from '../../../ledger/accounts.js';
import { trialBalance } from '../../../ledger/trial-balance.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { MovementFilter, MovementSchema } from '../records/schemas.js';
import { accountMovements } from '../records/service.js';
import { DateTime, Day, IdBody, NullableDateTime, paging } from '../wire.js';
import { acknowledgeAlert, fundAccount, listAlerts, reserveStatus } from './service.js';
import { P } from '../admin/kit.js';
import { moneyAdminKit } from '../admin/kit.js';

/** The operator API of money: reserve, promotions, ledger (under /admin/money). */
export async function registerReserveAdmin(app: App, ctx: AppContext) {
  registerReserveStatusRoutes(app, ctx);
  registerAlertAckAndTrialBalanceRoutes(app, ctx);
  registerMemberLedgerRoute(app, ctx);
}

/** Routes: ${P}/reserve/status, ${P}/reserve/alerts. */
function registerReserveStatusRoutes(app: App, ctx: AppContext) {
  const { read, finance, schema } = moneyAdminKit(app);
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
}

/** Routes: ${P}/reserve/alerts/ack, ${P}/trialBalance. */
function registerAlertAckAndTrialBalanceRoutes(app: App, ctx: AppContext) {
  const { read, finance, schema } = moneyAdminKit(app);
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
        'Trial balance of the whole ledger (debits = credits; account totals = their transfers; income_payable = the uncollected income rows)',
        {
          response: {
            200: Envelope(
              Type.Object({
                ok: Type.Boolean(),
                postedDifference: Type.String(),
                pendingDifference: Type.String(),
                accountsOutOfBalance: Type.Array(Type.Integer()),
                incomePayableDifference: Type.String({
                  description:
                    'income_payable balance minus the uncollected income_accruals rows; 0.00 when the books agree',
                }),
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
        incomePayableDifference: formatMoney(tb.incomePayableDifference),
      });
    },
  );
}

/** Routes: ${P}/ledger/member. */
function registerMemberLedgerRoute(app: App, ctx: AppContext) {
  const { read, schema } = moneyAdminKit(app);
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
}
