import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { Envelope, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { NoReceiveChild, TeamMember } from './schemas.js';
import * as team from './service.js';

const tags = ['team'];

/** Team (single level): share link, invitees, and invitees whose envelope is not received yet. */
export async function registerTeam(app: App, ctx: AppContext) {
  app.post(
    '/app/config/getShareUrl',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The member's share link (registration page with their invitation code)",
        security: memberSecurity,
        response: {
          200: Envelope(Type.Object({ url: Type.String(), invitationCode: Type.String() })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, await team.shareUrl(ctx, request.memberId!, `${request.protocol}://${request.host}`)),
  );

  app.post(
    '/app/user/getUserTeamInfoSingleLevel',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Direct invitees (single level): team size, buyers, and a page of members',
        security: memberSecurity,
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: {
          200: Envelope(
            Type.Object({
              teamSize: Type.Integer(),
              buyerCount: Type.Integer(),
              ...Page(TeamMember).properties,
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, await team.teamInfo(ctx, request.memberId!, request.body)),
  );

  app.post(
    '/app/user/getNoReceiveChildren',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary:
          'Invitees whose red envelope is not received yet: an envelope is waiting, or none is earned yet',
        security: memberSecurity,
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: { 200: Envelope(Page(NoReceiveChild)), ...errorResponses },
      },
    },
    async (request) => ok(request, await team.waitingInvitees(ctx, request.memberId!, request.body)),
  );
}
