import { Type } from 'typebox';
import type { App, AppContext } from '../../../app.js';
import { ok, pageOf } from '../../../http/envelope.js';
import {
  Envelope,
  MoneyString,
  Page,
  PageQuery,
  errorResponses,
  memberSecurity,
} from '../../../http/schema.js';
import { DateTime, NullableString, paging } from '../wire.js';
import { INCOME_CODES, accountMovements } from './service.js';

const tags = ['money: funding details'];

export const MovementSchema = Type.Object({
  id: Type.String({ description: 'ledger transfer id' }),
  type: Type.String({
    description: 'transfer code: recharge, buy, income_accrual, income_receive, withdraw, withdraw_fee, …',
  }),
  typeText: Type.String({ description: 'English label of the type' }),
  account: Type.String({ description: 'cash | unreceived' }),
  kind: Type.String({
    description: 'posted | held (pending) | settled (hold posted) | released (hold voided)',
  }),
  direction: Type.String({ description: 'in | out' }),
  amount: MoneyString,
  signedAmount: MoneyString,
  balanceAfter: MoneyString,
  ref: NullableString,
  createTime: DateTime,
});

export const MovementFilter = {
  ...PageQuery,
  account: Type.Optional(Type.Union([Type.Literal('cash'), Type.Literal('unreceived')])),
  type: Type.Optional(Type.String({ maxLength: 40, description: 'one transfer code' })),
};

export async function registerRecordRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/user/account/findUserAccountRecordPage',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Funding details: every movement on the member’s cash and unreceived accounts, newest first',
        body: Type.Optional(Type.Object(MovementFilter)),
        response: { 200: Envelope(Page(MovementSchema)), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const { records, total } = await accountMovements(ctx.db, request.memberId!, page, size, {
        account: request.body?.account,
        codes: request.body?.type ? [request.body.type] : undefined,
      });
      return ok(request, pageOf(records, total, page, size));
    },
  );

  app.post(
    '/app/user/account/findIncomeRecordPage',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary:
          'Membership income records: income credited to cash (collected product income, bonuses, red envelopes, prizes)',
        body: Type.Optional(Type.Object({ ...PageQuery, type: MovementFilter.type })),
        response: { 200: Envelope(Page(MovementSchema)), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const { page, size } = paging(request.body);
      const type = request.body?.type;
      const { records, total } = await accountMovements(ctx.db, request.memberId!, page, size, {
        account: 'cash',
        creditsOnly: true,
        codes: type ? INCOME_CODES.filter((c) => c === type) : INCOME_CODES,
      });
      return ok(request, pageOf(records, total, page, size));
    },
  );
}
