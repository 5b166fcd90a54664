import { sql } from 'kysely';
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { Envelope, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { DateTimeString, IdBody, iso, paging, toCount } from '../shared.js';
import { localize } from '../../translations/localize.js';
import './messages.js';

const tags = ['sysMessage'];

const Message = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  read: Type.Boolean(),
  createdAt: DateTimeString,
});

/**
 * System notices (for everyone, read state per member), personal messages, and the scrolling
 * announcements. Notices and personal messages share one id sequence, so readMsg takes just an id.
 */
export async function registerMessages(app: App, ctx: AppContext) {
  registerInboxRoutes(app, ctx);
  registerInboxReadRoute(app, ctx);
  registerScrollMessageRoute(app, ctx);
}

/** Routes: /app/sysMessage/findAll, /app/sysMessage/findUserMsg. */
function registerInboxRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/sysMessage/findAll',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "Published notices (the member's language or all languages) with this member's read state",
        security: memberSecurity,
        response: { 200: Envelope(Type.Array(Message)), ...errorResponses },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const rows = await ctx.db
        .selectFrom('notices as n')
        .select(['n.id', 'n.title', 'n.content', 'n.created_at'])
        .select(
          sql<boolean>`exists (select 1 from notice_reads r where r.notice_id = n.id and r.user_id = ${memberId})`.as(
            'read',
          ),
        )
        .where('n.published', '=', true)
        .where((eb) => eb.or([eb('n.locale', 'is', null), eb('n.locale', '=', request.locale)]))
        .orderBy('n.sort', 'desc')
        .orderBy('n.id', 'desc')
        .limit(100)
        .execute();
      const notices = rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        content: r.content,
        read: r.read,
        createdAt: iso(r.created_at),
      }));
      return ok(
        request,
        await localize(ctx.db, request.locale, 'notice', notices, { title: 'title', content: 'content' }),
      );
    },
  );

  app.post(
    '/app/sysMessage/findUserMsg',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The member's personal messages, newest first",
        security: memberSecurity,
        body: Type.Optional(Type.Object({ ...PageQuery })),
        response: {
          200: Envelope(Type.Object({ unread: Type.Integer(), ...Page(Message).properties })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const { page, size, offset } = paging(request.body);
      const [rows, totals] = await Promise.all([
        ctx.db
          .selectFrom('user_messages')
          .selectAll()
          .where('user_id', '=', memberId)
          .orderBy('id', 'desc')
          .limit(size)
          .offset(offset)
          .execute(),
        sql<{ n: string; unread: string }>`
          select count(*) as n, count(*) filter (where read_at is null) as unread
          from user_messages where user_id = ${memberId}`.execute(ctx.db),
      ]);
      return ok(request, {
        unread: toCount(totals.rows[0]?.unread),
        ...pageOf(
          rows.map((r) => ({
            id: Number(r.id),
            title: r.title,
            content: r.content,
            read: r.read_at !== null,
            createdAt: iso(r.created_at),
          })),
          toCount(totals.rows[0]?.n),
          page,
          size,
        ),
      });
    },
  );
}

/** Routes: /app/sysMessage/readMsg. */
function registerInboxReadRoute(app: App, ctx: AppContext) {
  app.post(
    '/app/sysMessage/readMsg',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Mark a notice or a personal message read (idempotent)',
        security: memberSecurity,
        body: IdBody,
        response: {
          200: Envelope(Type.Object({ id: Type.Integer(), read: Type.Boolean() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const id = BigInt(request.body.id);
      const now = ctx.clock.now();
      const notice = await ctx.db
        .selectFrom('notices')
        .select('id')
        .where('id', '=', id)
        .where('published', '=', true)
        .executeTakeFirst();
      if (notice) {
        await ctx.db
          .insertInto('notice_reads')
          .values({ user_id: memberId, notice_id: id, read_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
          .execute();
        return ok(request, { id: Number(id), read: true });
      }
      const updated = await ctx.db
        .updateTable('user_messages')
        .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound('community.message.notFound');
      return ok(request, { id: Number(id), read: true });
    },
  );
}

/** Routes: /app/scrollMessage/list. */
function registerScrollMessageRoute(app: App, ctx: AppContext) {
  app.post(
    '/app/scrollMessage/list',
    {
      schema: {
        tags: ['scrollMessage'],
        summary: 'Announcements for the scrolling bar (written by operators)',
        response: {
          200: Envelope(Type.Array(Type.Object({ id: Type.Integer(), content: Type.String() }))),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('scroll_messages')
        .select(['id', 'content'])
        .where('enabled', '=', true)
        .orderBy('sort', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      const messages = rows.map((r) => ({ id: Number(r.id), content: r.content }));
      return ok(
        request,
        await localize(ctx.db, request.locale, 'scroll_message', messages, { content: 'content' }),
      );
    },
  );
}
