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
import {
  SESSION_ID_LENGTH,
  TEAM_LEVELS,
  auditPage,
  createOperator,
  listOperators,
  memberSessions,
  memberTeam,
  moneyPosition,
  resetOperatorPassword,
  revokeMemberSessions,
  searchMembers,
  setOperatorDisabled,
} from './service.js';
import './messages.js';

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
  disabled: Type.Boolean({ description: 'cannot sign in; every session ended' }),
  createTime: Type.String(),
});

const MemberSession = Type.Object({
  id: Type.String({ description: 'names the session (the start of its token’s hash, not a token)' }),
  createTime: Type.String(),
  expiresAt: Type.String(),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  live: Type.Boolean({ description: 'neither revoked nor expired' }),
});

const TeamMember = Type.Object({
  id: Type.Integer(),
  areaCode: Type.String(),
  phone: Type.String(),
  username: Type.String(),
  referrerId: Type.Union([Type.Integer(), Type.Null()]),
  level: Type.Integer({ description: '1 = invited by the member, 2 = by one of those, …' }),
  hasBought: Type.Boolean(),
  createTime: Type.String(),
});

const UserIdBody = { userId: Type.Integer({ minimum: 1 }) };

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

    app.post(
      `${P}/operators/disable`,
      {
        ...admin,
        schema: schema('Disable an operator (their sessions end at once) or enable them again (admin only)', {
          body: Type.Object({
            id: Type.Integer({ minimum: 1 }),
            disabled: Type.Boolean({ description: 'true: disable; false: enable again' }),
          }),
          response: { 200: Envelope(OperatorRow), ...errorResponses },
        }),
      },
      async (request) =>
        ok(
          request,
          await setOperatorDisabled(
            ctx.db,
            ctx.sessions,
            request.operator!.id,
            BigInt(request.body.id),
            request.body.disabled,
            ctx.clock.now(),
          ),
        ),
    );

    app.post(
      `${P}/operators/resetPassword`,
      {
        ...admin,
        schema: schema('Set a new password for an operator; their sessions end (admin only)', {
          body: Type.Object({
            id: Type.Integer({ minimum: 1 }),
            password: Type.String({ minLength: 8, maxLength: 128 }),
          }),
          response: { 200: Envelope(OperatorRow), ...errorResponses },
        }),
      },
      async (request) =>
        ok(
          request,
          await resetOperatorPassword(
            ctx.db,
            ctx.sessions,
            request.operator!.id,
            BigInt(request.body.id),
            request.body.password,
            ctx.clock.now(),
          ),
        ),
    );

    app.post(
      `${P}/members/sessions`,
      {
        ...read,
        schema: schema('A member’s sessions (signed-in devices), newest first', {
          body: Type.Object(UserIdBody),
          response: { 200: Envelope(Type.Array(MemberSession)), ...errorResponses },
        }),
      },
      async (request) =>
        ok(request, await memberSessions(ctx.db, BigInt(request.body.userId), ctx.clock.now())),
    );

    app.post(
      `${P}/members/sessions/revoke`,
      {
        ...read,
        schema: schema(
          'End one session of a member (or all, without sessionId); their next call gets 50001',
          {
            body: Type.Object({
              ...UserIdBody,
              sessionId: Type.Optional(
                Type.String({
                  minLength: SESSION_ID_LENGTH,
                  maxLength: SESSION_ID_LENGTH,
                  pattern: '^[0-9a-f]+$',
                }),
              ),
            }),
            response: { 200: Envelope(Type.Object({ revoked: Type.Integer() })), ...errorResponses },
          },
        ),
      },
      async (request) =>
        ok(
          request,
          await revokeMemberSessions(
            ctx.db,
            ctx.sessions,
            request.operator!.id,
            BigInt(request.body.userId),
            request.body.sessionId,
            ctx.clock.now(),
          ),
        ),
    );

    app.post(
      `${P}/members/team`,
      {
        ...read,
        schema: schema(
          `A member’s team by level (1 to ${TEAM_LEVELS}): counts per level and a page of one level`,
          {
            body: Type.Object({
              ...UserIdBody,
              ...PageQuery,
              level: Type.Optional(Type.Integer({ minimum: 1, maximum: TEAM_LEVELS, default: 1 })),
            }),
            response: {
              200: Envelope(
                Type.Object({
                  levels: Type.Array(
                    Type.Object({ level: Type.Integer(), count: Type.Integer(), buyers: Type.Integer() }),
                  ),
                  members: Page(TeamMember),
                }),
              ),
              ...errorResponses,
            },
          },
        ),
      },
      async (request) => {
        const { page, size } = paging(request.body);
        const level = request.body.level ?? 1;
        const team = await memberTeam(ctx.db, BigInt(request.body.userId), level, page, size);
        return ok(request, {
          levels: team.levels,
          members: pageOf(team.page.records, team.page.total, page, size),
        });
      },
    );
  },
};
