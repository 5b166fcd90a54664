import { sql } from 'kysely';
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import {
  Envelope,
  Page,
  PageQuery,
  errorResponses,
  memberSecurity,
  MoneyString,
} from '../../../http/schema.js';
import { formatMoney } from '../../../lib/money.js';
import { grantEnvelopes, PURCHASE } from '../envelopes/grants.js';
import { DateTimeString, iso, maskPhone, paging, toCount } from '../shared.js';
import { readConfig } from '../content/config.js';

const tags = ['team'];

const TeamMember = Type.Object({
  id: Type.Integer(),
  /** the referrer's display name (single level: always the asking member) */
  referrer: Type.String(),
  /** masked as SPEC §3: first 3 digits, ****, then from the 8th digit */
  phone: Type.String(),
  userName: Type.String(),
  registered: DateTimeString,
  hasBought: Type.Boolean(),
});

const NoReceiveChild = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  userName: Type.String(),
  registered: DateTimeString,
  hasBought: Type.Boolean(),
  /** an envelope earned through this invitee and waiting to be received, if any */
  envelopeId: Type.Union([Type.Integer(), Type.Null()]),
  amount: Type.Union([MoneyString, Type.Null()]),
});

/** Team (single level): share link, invitees, and invitees whose envelope is not received yet. */
export async function registerTeam(app: App, ctx: AppContext) {
  registerShareAndTeamInfoRoutes(app, ctx);
  registerUnreceivedChildrenRoute(app, ctx);
}

/** Routes: /app/config/getShareUrl, /app/user/getUserTeamInfoSingleLevel. */
function registerShareAndTeamInfoRoutes(app: App, ctx: AppContext) {
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
    async (request) => {
      const user = await ctx.db
        .selectFrom('users')
        .select('invitation_code')
        .where('id', '=', request.memberId!)
        .executeTakeFirstOrThrow();
      const configured = (await readConfig(ctx.db, 'share_base_url'))?.trim();
      const fallback = `${request.protocol}://${request.host}/pages/user/register`;
      let url: URL;
      try {
        url = new URL(configured || fallback);
      } catch {
        url = new URL(fallback);
      }
      url.searchParams.set('invitationCode', user.invitation_code);
      return ok(request, { url: url.toString(), invitationCode: user.invitation_code });
    },
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
    async (request) => {
      const memberId = request.memberId!;
      const { page, size, offset } = paging(request.body);
      const me = await ctx.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      const totals = await sql<{ team_size: string; buyers: string }>`
        select count(*) as team_size,
               count(*) filter (where exists (
                 select 1 from ledger_transfers t where t.user_id = u.id and ${PURCHASE})) as buyers
        from users u where u.referrer_id = ${memberId}`.execute(ctx.db);
      const rows = await ctx.db
        .selectFrom('users as u')
        .select(['u.id', 'u.phone', 'u.username', 'u.created_at'])
        .select(
          sql<boolean>`exists (select 1 from ledger_transfers t where t.user_id = u.id and ${PURCHASE})`.as(
            'has_bought',
          ),
        )
        .where('u.referrer_id', '=', memberId)
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(size)
        .offset(offset)
        .execute();
      const teamSize = toCount(totals.rows[0]?.team_size);
      return ok(request, {
        teamSize,
        buyerCount: toCount(totals.rows[0]?.buyers),
        ...pageOf(
          rows.map((r) => ({
            id: Number(r.id),
            referrer: me.username,
            phone: maskPhone(r.phone),
            userName: r.username,
            registered: iso(r.created_at),
            hasBought: r.has_bought,
          })),
          teamSize,
          page,
          size,
        ),
      });
    },
  );
}

/** Routes: /app/user/getNoReceiveChildren. */
function registerUnreceivedChildrenRoute(app: App, ctx: AppContext) {
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
    async (request) => {
      const memberId = request.memberId!;
      const { page, size, offset } = paging(request.body);
      await grantEnvelopes(ctx.db, ctx.clock.now(), { beneficiaryId: memberId });
      // An invitee is listed while an envelope through them waits, or while none exists yet.
      const condition = sql`u.referrer_id = ${memberId} and (
          exists (select 1 from red_envelopes e where e.user_id = ${memberId} and e.source_user_id = u.id
                  and e.status = 'unreceived')
          or not exists (select 1 from red_envelopes e where e.user_id = ${memberId} and e.source_user_id = u.id))`;
      const total = await sql<{ n: string }>`select count(*) as n from users u where ${condition}`.execute(
        ctx.db,
      );
      const rows = await sql<{
        id: bigint;
        phone: string;
        username: string;
        created_at: Date;
        has_bought: boolean;
        envelope_id: bigint | null;
        amount: bigint | null;
      }>`
        select u.id, u.phone, u.username, u.created_at,
               exists (select 1 from ledger_transfers t where t.user_id = u.id and ${PURCHASE}) as has_bought,
               w.id as envelope_id, w.amount
        from users u
        left join lateral (
          select e.id, e.amount from red_envelopes e
          where e.user_id = ${memberId} and e.source_user_id = u.id and e.status = 'unreceived'
          order by e.id limit 1
        ) w on true
        where ${condition}
        order by u.created_at desc, u.id desc
        limit ${size} offset ${offset}`.execute(ctx.db);
      return ok(
        request,
        pageOf(
          rows.rows.map((r) => ({
            id: Number(r.id),
            phone: maskPhone(r.phone),
            userName: r.username,
            registered: iso(r.created_at),
            hasBought: r.has_bought,
            envelopeId: r.envelope_id === null ? null : Number(r.envelope_id),
            amount: r.amount === null ? null : formatMoney(r.amount),
          })),
          toCount(total.rows[0]?.n),
          page,
          size,
        ),
      );
    },
  );
}
