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
import { DateTime, NullableString, paging } from '../wire.js';
import { INCOME_CODES, accountMovements } from './service.js';

const tags = ['money: funding details'];

export const MovementSchema = Type.Object({
  id: Type.String({ description: 'ledger transfer id' }),
  type: Type.String({
    description: 'transfer code: recharge, buy, income_accrual, income_receive, withdraw, withdraw_fee, …',
  }),
  typeText: Type.String({ description: 'English label of the type' }),
  account: Type.Union([Type.Literal('cash'), Type.Literal('unreceived')]),
  kind: Type.Union([Type.Literal('posted'), Type.Literal('hold'), Type.Literal('returned')], {
    description:
      "posted: a completed movement; hold: money set aside for a withdrawal (see holdStatus); returned: a rejected withdrawal's money back",
  }),
  holdStatus: Type.Union(
    [Type.Literal('pending'), Type.Literal('passed'), Type.Literal('rejected'), Type.Null()],
    {
      description:
        'for a hold: waiting for the operator, paid out, or rejected (then a returned row gives it back)',
    },
  ),
  direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  amount: MoneyString,
  signedAmount: MoneyString,
  balanceAfter: Type.String({
    pattern: '^-?\\d+\\.\\d{2}$',
    description:
      'cash: the balance the member can spend after this movement (as Mine and Withdraw show it); unreceived: that balance',
  }),
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
