/**
 * Operator console read models (issue 17): /core/admin/console/… — the money position landing
 * page in one call, the audit log and member search. Any operator role may read them; the money
 * actions stay on /core/admin/money/… with their own role checks.
 */
import { Type } from 'typebox';
import type { Module } from '../../kernel/context.js';
import { ok, pageOf } from '../../http/envelope.js';
import { Envelope, MoneyString, Page, PageQuery, errorResponses } from '../../http/schema.js';
import { paging } from '../money/wire.js';
import { auditPage, moneyPosition, searchMembers } from './service.js';
import { AuditEntry, Flow, Member, P, consoleSchema as schema } from './schemas.js';
import { registerOperatorRoutes } from './operators.routes.js';
import { registerMemberRoutes } from './members.routes.js';
import './messages.js';

export const operatorConsoleFeature: Module = {
  name: 'operator-console',
  async register(app, ctx) {
    const read = { preHandler: app.requireOperator('finance', 'support') };

    app.post(
      `${P}/position`,
      {
        ...read,
        schema: schema(
          'Money position: members’ cash, held withdrawals, fee revenue, deposits and withdrawals over 1/7/30 days',
          {
            response: {
              200: Envelope(
                Type.Object({
                  memberCash: MoneyString,
                  memberCashHeld: MoneyString,
                  heldWithdrawals: Type.Object({ count: Type.Integer(), amount: MoneyString }),
                  feeRevenue: MoneyString,
                  pendingRecharges: Type.Integer(),
                  refusedCallbacksToday: Type.Integer(),
                  flows: Type.Array(Flow),
                }),
              ),
              ...errorResponses,
            },
          },
        ),
      },
      async (request) => ok(request, await moneyPosition(ctx.db, ctx.clock.now())),
    );

    app.post(
      `${P}/audit/page`,
      {
        ...read,
        schema: schema('Audit log, newest first: who did what, with the record before and after', {
          body: Type.Optional(
            Type.Object({
              ...PageQuery,
              action: Type.Optional(
                Type.String({ maxLength: 100, description: 'prefix, e.g. money.withdrawal' }),
              ),
              operatorId: Type.Optional(Type.Integer({ minimum: 1 })),
              target: Type.Optional(Type.String({ maxLength: 100, description: 'e.g. withdrawal:12' })),
            }),
          ),
          response: { 200: Envelope(Page(AuditEntry)), ...errorResponses },
        }),
      },
      async (request) => {
        const { page, size } = paging(request.body);
        const body = request.body;
        const { records, total } = await auditPage(
          ctx.db,
          {
            action: body?.action || undefined,
            operatorId: body?.operatorId ? BigInt(body.operatorId) : undefined,
            target: body?.target || undefined,
          },
          page,
          size,
        );
        return ok(request, pageOf(records, total, page, size));
      },
    );

    app.post(
      `${P}/members/search`,
      {
        ...read,
        schema: schema('Members by id or phone number (its start)', {
          body: Type.Object({ query: Type.String({ minLength: 1, maxLength: 40 }) }),
          response: { 200: Envelope(Type.Array(Member)), ...errorResponses },
        }),
      },
      async (request) => ok(request, await searchMembers(ctx.db, request.body.query, 20)),
    );

    registerOperatorRoutes(app, ctx);
    registerMemberRoutes(app, ctx);
  },
};
