/** The member's profile: who they are, their figures, their avatar and name. */
import { Type } from 'typebox';
import type { AppContext } from '../../kernel/context.js';
import { Envelope, MoneyString, errorResponses, memberSecurity } from '../../http/schema.js';
import { ok } from '../../http/envelope.js';
import { sessionExpired } from '../../http/errors.js';
import { LIVE_SESSION, accessTokenOf, hashToken, plausibleToken } from '../../auth/sessions.js';
import { preparedStatement } from '../../db/prepared.js';
import { formatMoney } from '../../lib/money.js';
import { IncomeInfo, collectIncomeInfo } from './income-info.js';
import { HEAD_URL_MAX, USERNAME_MAX, checkHeadUrl, checkUsername } from './profile.js';
import { maskPhone } from '../../lib/phone.js';
import type { App } from '../../kernel/context.js';

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

interface UserInfoRow {
  id: bigint;
  username: string;
  area_code: string;
  phone: string;
  head_url: string | null;
  invitation_code: string;
  has_fund_password: boolean;
  created_at: Date;
  referrer_id: bigint | null;
  referrer_phone: string | null;
  credits_posted: bigint;
  debits_posted: bigint;
  debits_pending: bigint;
}

const USER_INFO_COLUMNS = `u.id, u.username, u.area_code, u.phone, u.head_url, u.invitation_code,
          u.fund_password_hash is not null as has_fund_password, u.created_at,
          r.id as referrer_id, r.phone as referrer_phone,
          coalesce(a.credits_posted, 0) as credits_posted, coalesce(a.debits_posted, 0) as debits_posted,
          coalesce(a.debits_pending, 0) as debits_pending`;

/**
 * getUserInfo in one round trip whatever the session cache holds. On a miss: the live session
 * (LIVE_SESSION: not revoked, not expired), the profile, the referrer and the cash account in one
 * statement, whose session then goes into the cache.
 */
const userInfoByToken = preparedStatement<UserInfoRow & { session_expires_at: Date }>(
  'user_info_by_token',
  `select ${USER_INFO_COLUMNS}, s.expires_at as session_expires_at
   from sessions s
   join users u on u.id = s.subject_id
   left join users r on r.id = u.referrer_id
   left join ledger_accounts a on a.user_id = u.id and a.code = 'member_cash'
   where ${LIVE_SESSION}`,
);

/** On a cache hit (the session is known live): the same figures by member id. */
const userInfoById = preparedStatement<UserInfoRow>(
  'user_info_by_id',
  `select ${USER_INFO_COLUMNS}
   from users u
   left join users r on r.id = u.referrer_id
   left join ledger_accounts a on a.user_id = u.id and a.code = 'member_cash'
   where u.id = $1`,
);

export function registerProfileRoutes(app: App, ctx: AppContext) {
  const member = { preHandler: app.requireMember };

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
      const token = accessTokenOf(request.headers);
      if (!plausibleToken(token)) throw sessionExpired();
      const tokenHash = hashToken(token);
      const now = ctx.clock.now();
      const cached = ctx.sessions.lookup('member', tokenHash, now);
      let user: UserInfoRow | undefined;
      if ('subjectId' in cached) {
        [user] = await userInfoById.execute(ctx.db, [cached.subjectId]);
      } else {
        const [row] = await userInfoByToken.execute(ctx.db, [tokenHash, 'member', now]);
        if (row) ctx.sessions.remember(cached, row.id, row.session_expires_at);
        user = row;
      }
      if (!user) throw sessionExpired();
      request.memberId = user.id;
      const balance = user.credits_posted - user.debits_posted;
      return ok(request, {
        id: Number(user.id),
        userName: user.username,
        areaCode: user.area_code,
        phone: user.phone,
        headUrl: user.head_url,
        invitationCode: user.invitation_code,
        hasFundPassword: user.has_fund_password,
        referrer:
          user.referrer_id !== null && user.referrer_phone !== null
            ? { id: Number(user.referrer_id), phone: maskPhone(user.referrer_phone) }
            : null,
        registeredAt: new Date(user.created_at).toISOString(),
        balance: formatMoney(balance),
        available: formatMoney(balance - user.debits_pending),
      });
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
    async (request) => {
      const headUrl = checkHeadUrl(request.body.headUrl);
      await ctx.db
        .updateTable('users')
        .set({ head_url: headUrl })
        .where('id', '=', request.memberId!)
        .execute();
      return ok(request, { headUrl });
    },
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
    async (request) => {
      const userName = checkUsername(request.body.userName);
      await ctx.db
        .updateTable('users')
        .set({ username: userName })
        .where('id', '=', request.memberId!)
        .execute();
      return ok(request, { userName });
    },
  );
}
