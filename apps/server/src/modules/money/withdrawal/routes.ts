import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { Envelope, MoneyString, Page, errorResponses, memberSecurity } from '../../../http/schema.js';
import { idempotencyKeyOf } from '../../../lib/idempotency.js';
import { paging } from '../wire.js';
import { applyWithdrawal, listWithdrawals, withdrawalInfo } from './service.js';
import { WithdrawalSchema, ApplyBody, RecordFilter } from './schemas.js';

const tags = ['money: withdrawal'];

export async function registerWithdrawalRoutes(app: App, ctx: AppContext) {
  const routes = [
    {
      path: '/app/user/withdrawal/apply',
      walletOnly: false,
      summary: 'Apply for a withdrawal to a bank card (bankCardId) or a USDT wallet (walletId)',
    },
    {
      path: '/app/wallet/withdrawal',
      walletOnly: true,
      summary:
        'Apply for a withdrawal to a USDT wallet (walletId required); otherwise the same as /app/user/withdrawal/apply',
    },
  ] as const;
  for (const route of routes) {
    app.post(
      route.path,
      {
        preHandler: app.requireMember,
        schema: {
          tags,
          summary: route.summary,
          description:
            'Checks, in order: amount entered and well formed, card/wallet chosen, min/max, open weekday, the card ' +
            'or wallet is the member’s, then the fund password. The amount is held (pending) until an operator ' +
            'passes or rejects it; the fee is a percentage of the amount. Idempotent by Idempotency-Key or requestId.',
          body: ApplyBody,
          response: { 200: Envelope(WithdrawalSchema), ...errorResponses },
          security: memberSecurity,
        },
      },
      async (request) => {
        const result = await applyWithdrawal(ctx.db, request.memberId!, request.body, {
          idempotencyKey: idempotencyKeyOf(request),
          now: ctx.clock.now(),
          locale: request.locale,
          walletOnly: route.walletOnly,
        });
        return ok(request, result);
      },
    );
  }

  for (const [path, summary] of [
    ['/app/user/withdrawal/page', 'The member’s withdrawals, newest first'],
    ['/app/wallet/getWithdrawalRecord', 'Withdrawal records (same list as /app/user/withdrawal/page)'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.requireMember,
        schema: {
          tags,
          summary,
          body: RecordFilter,
          response: { 200: Envelope(Page(WithdrawalSchema)), ...errorResponses },
          security: memberSecurity,
        },
      },
      async (request) => {
        const { page, size } = paging(request.body);
        const { records, total } = await listWithdrawals(
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

  app.post(
    '/app/wallet/getWithdrawalInfo',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary:
          'Withdraw page: limits, fee percent, open weekdays (and whether today is one), available cash',
        response: {
          200: Envelope(
            Type.Object({
              min: MoneyString,
              max: MoneyString,
              feePercent: Type.Number(),
              feeBasisPoints: Type.Integer(),
              openWeekdays: Type.Array(Type.Integer()),
              openWeekdayNames: Type.String(),
              openToday: Type.Boolean(),
              arrivalHours: Type.Integer(),
              available: MoneyString,
              frozen: MoneyString,
            }),
          ),
          ...errorResponses,
        },
        security: memberSecurity,
      },
    },
    async (request) =>
      ok(request, await withdrawalInfo(ctx.db, request.memberId!, ctx.clock.now(), request.locale)),
  );
}
