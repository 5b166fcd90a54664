import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { Envelope, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { paging } from '../wire.js';
import { accountMovements } from './service.js';
import { INCOME_CODES } from '../../../ledger/codes.js';
import { MovementSchema, MovementFilter } from './schemas.js';

const tags = ['money: funding details'];

export async function registerRecordRoutes(app: App, _ctx: AppContext) {
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
      const { records, total } = await accountMovements(request.readDb(), request.memberId!, page, size, {
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
      const { records, total } = await accountMovements(request.readDb(), request.memberId!, page, size, {
        account: 'cash',
        creditsOnly: true,
        codes: type ? INCOME_CODES.filter((c) => c === type) : [...INCOME_CODES],
      });
      return ok(request, pageOf(records, total, page, size));
    },
  );
}
