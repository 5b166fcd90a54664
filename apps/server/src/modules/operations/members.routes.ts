/** The console's member routes: a member's sessions (and ending them) and their team. */
import { Type } from 'typebox';
import type { App, AppContext } from '../../kernel/context.js';
import { ok, pageOf } from '../../http/envelope.js';
import { Envelope, Page, PageQuery, errorResponses } from '../../http/schema.js';
import { paging } from '../money/wire.js';
import { MemberSession, P, TeamMember, UserIdBody, consoleSchema as schema } from './schemas.js';
import {
  SESSION_ID_LENGTH,
  TEAM_LEVELS,
  memberSessions,
  memberTeam,
  revokeMemberSessions,
} from './members.service.js';

export function registerMemberRoutes(app: App, ctx: AppContext) {
  const read = { preHandler: app.requireOperator('finance', 'support') };
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
      schema: schema('End one session of a member (or all, without sessionId); their next call gets 50001', {
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
      }),
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
}
