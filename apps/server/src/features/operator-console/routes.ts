/**
 * Operator console read models (issue 17): /core/admin/console/… — the money position landing
 * page in one call, the audit log and member search. Any operator role may read them; the money
 * actions stay on /core/admin/money/… with their own role checks.
 */
import { Type } from 'typebox';
import type { Module } from '../../kernel/context.js';
import { ok, pageOf } from '../../http/envelope.js';
import {
  Envelope,
  MoneyString,
  Page,
  PageQuery,
  errorResponses,
  operatorSecurity,
} from '../../http/schema.js';
import { paging } from '../money/wire.js';
import { auditPage, createOperator, listOperators, moneyPosition, searchMembers } from './service.js';

const tags = ['admin: console'];
const P = '/admin/console';

const Flow = Type.Object({
  days: Type.Integer({ description: 'window: the last N×24 hours' }),
  deposits: MoneyString,
  depositCount: Type.Integer(),
  withdrawals: MoneyString,
  withdrawalCount: Type.Integer(),
});

const Member = Type.Object({
  id: Type.Integer(),
  areaCode: Type.String(),
  phone: Type.String(),
  username: Type.String(),
  status: Type.String(),
  invitationCode: Type.String(),
  referrerId: Type.Union([Type.Integer(), Type.Null()]),
  createTime: Type.String(),
});

const OperatorRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('finance'), Type.Literal('support')]),
  createTime: Type.String(),
});

const AuditEntry = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  target: Type.Union([Type.String(), Type.Null()]),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  operator: Type.Union([Type.String(), Type.Null()]),
  before: Type.Union([Type.String(), Type.Null()], { description: 'JSON text' }),
  after: Type.Union([Type.String(), Type.Null()], { description: 'JSON text' }),
  createTime: Type.String(),
});

export const operatorConsoleFeature: Module = {
  name: 'operator-console',
  async register(app, ctx) {
    const read = { preHandler: app.requireOperator('finance', 'support') };
    const admin = { preHandler: app.requireOperator('admin') };
    const schema = <T extends object>(summary: string, extra: T) => ({
      tags,
      summary,
      security: operatorSecurity,
      ...extra,
    });

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

    app.post(
      `${P}/operators/list`,
      {
        ...admin,
        schema: schema('Operators and their roles (admin only)', {
          response: { 200: Envelope(Type.Array(OperatorRow)), ...errorResponses },
        }),
      },
      async (request) => ok(request, await listOperators(ctx.db)),
    );

    app.post(
      `${P}/operators/create`,
      {
        ...admin,
        schema: schema('Create an operator with a role (admin only)', {
          body: Type.Object({
            username: Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
            password: Type.String({ minLength: 8, maxLength: 128 }),
            role: Type.Union([Type.Literal('admin'), Type.Literal('finance'), Type.Literal('support')]),
          }),
          response: { 200: Envelope(OperatorRow), ...errorResponses },
        }),
      },
      async (request) => ok(request, await createOperator(ctx.db, request.operator!.id, request.body)),
    );
  },
};
