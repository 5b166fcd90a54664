/** The member's profile: who they are, their figures, their avatar and name. */
import { Type } from 'typebox';
import type { AppContext } from '../../../kernel/context.js';
import { Envelope, MoneyString, errorResponses, memberSecurity } from '../../../http/schema.js';
import { ok } from '../../../http/envelope.js';
import { accessTokenOf } from '../../../auth/sessions.js';
import { IncomeInfo, collectIncomeInfo } from './income-info.js';
import { HEAD_URL_MAX, USERNAME_MAX } from './profile.js';
import { changeAvatar, changeUsername, userInfo, userInfoCache } from './profile.service.js';
import type { App } from '../../../kernel/context.js';

const UserInfo = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  areaCode: Type.String(),
  /** in full: the app masks it for display */
  phone: Type.String(),
  headUrl: Type.Union([Type.String(), Type.Null()]),
  invitationCode: Type.String(),
  hasFundPassword: Type.Boolean(),
  referrer: Type.Union([
    Type.Object({ id: Type.Integer(), phone: Type.String({ description: 'masked: 555****001' }) }),
    Type.Null(),
  ]),
  registeredAt: Type.String({ description: 'ISO 8601' }),
  balance: MoneyString,
  available: MoneyString,
});

export function registerProfileRoutes(app: App, ctx: AppContext) {
  const member = { preHandler: app.requireMember };
  const answers = userInfoCache(ctx);

  app.post(
    '/app/user/getUserInfo',
    {
      // No requireMember preHandler: the session check is part of the one statement below.
      schema: {
        tags: ['user'],
        summary: "The logged-in member's profile and cash balance",
        response: { 200: Envelope(UserInfo), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const { memberId, info } = await userInfo(ctx, answers, accessTokenOf(request.headers));
      request.memberId = memberId;
      return ok(request, info);
    },
  );

  app.post(
    '/app/user/getIncomeInfo',
    {
      ...member,
      schema: {
        tags: ['user'],
        summary: 'Balance, assets, unreceived and income figures of the logged-in member',
        response: { 200: Envelope(IncomeInfo), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const info = await collectIncomeInfo(ctx, {
        db: ctx.db,
        userId: request.memberId!,
        now: ctx.clock.now(),
      });
      return ok(
        request,
        info as typeof info & { balance: string; available: string; unreceived: string; assets: string },
      );
    },
  );

  app.post(
    '/app/user/modifyHeadUrl',
    {
      ...member,
      schema: {
        tags: ['user'],
        summary: 'Change the avatar: an /uploads/... path from /file/upload or an http(s) URL',
        body: Type.Object({ headUrl: Type.String({ minLength: 1, maxLength: HEAD_URL_MAX }) }),
        response: { 200: Envelope(Type.Object({ headUrl: Type.String() })), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => ok(request, await changeAvatar(ctx, request.memberId!, request.body.headUrl)),
  );

  app.post(
    '/app/user/modifyUsername',
    {
      ...member,
      schema: {
        tags: ['user'],
        summary: 'Change the nickname (1–20 characters, trimmed)',
        body: Type.Object({ userName: Type.String({ minLength: 1, maxLength: USERNAME_MAX }) }),
        response: { 200: Envelope(Type.Object({ userName: Type.String() })), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => ok(request, await changeUsername(ctx, request.memberId!, request.body.userName)),
  );
}
