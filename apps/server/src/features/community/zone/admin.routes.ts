import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { Page, PageQuery } from '../../../http/schema.js';
import { maskPhone, paging, toCount } from '../shared.js';
import { commentsQuery, postsQuery, toComment, toPost } from '../zone/queries.js';
import { ZoneStatus, AdminPost, AdminComment } from '../admin/kit.js';
import { adminKit } from '../admin/kit.js';

/** The operator API of zone (under /admin/community). */
export async function registerZoneAdmin(app: App, ctx: AppContext) {
  registerPostAndCommentListRoutes(app, ctx);
  registerHideRoutes(app, ctx);
}

/** Routes: zone/posts, zone/comments. */
function registerPostAndCommentListRoutes(app: App, ctx: AppContext) {
  const { support, route } = adminKit(app, ctx);
  // ---- zone moderation ---------------------------------------------------------------------
  const StatusFilter = Type.Optional(ZoneStatus);

  route(
    'zone/posts',
    support,
    'Posts for moderation, newest first (all statuses unless filtered)',
    Type.Optional(
      Type.Object({
        ...PageQuery,
        status: StatusFilter,
        userId: Type.Optional(Type.Integer({ minimum: 1 })),
      }),
    ),
    Page(AdminPost),
    async (request) => {
      const { page, size, offset } = paging(request.body);
      let rows = postsQuery(ctx.db).select('u.phone');
      let count = ctx.db.selectFrom('zone_posts as p');
      if (request.body?.status) {
        rows = rows.where('p.status', '=', request.body.status);
        count = count.where('p.status', '=', request.body.status);
      }
      if (request.body?.userId) {
        rows = rows.where('p.user_id', '=', BigInt(request.body.userId));
        count = count.where('p.user_id', '=', BigInt(request.body.userId));
      }
      const [list, total] = await Promise.all([
        rows.orderBy('p.id', 'desc').limit(size).offset(offset).execute(),
        count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(
        list.map((r) => ({ ...toPost(r, null), status: r.status, phone: maskPhone(r.phone) })),
        toCount(total.n),
        page,
        size,
      );
    },
  );

  route(
    'zone/comments',
    support,
    'Comments for moderation, newest first',
    Type.Optional(
      Type.Object({
        ...PageQuery,
        status: StatusFilter,
        postId: Type.Optional(Type.Integer({ minimum: 1 })),
      }),
    ),
    Page(AdminComment),
    async (request) => {
      const { page, size, offset } = paging(request.body);
      let rows = commentsQuery(ctx.db);
      let count = ctx.db.selectFrom('zone_comments as c');
      if (request.body?.status) {
        rows = rows.where('c.status', '=', request.body.status);
        count = count.where('c.status', '=', request.body.status);
      }
      if (request.body?.postId) {
        rows = rows.where('c.post_id', '=', BigInt(request.body.postId));
        count = count.where('c.post_id', '=', BigInt(request.body.postId));
      }
      const [list, total] = await Promise.all([
        rows.orderBy('c.id', 'desc').limit(size).offset(offset).execute(),
        count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(
        list.map((r) => ({ ...toComment(r, null), status: r.status })),
        toCount(total.n),
        page,
        size,
      );
    },
  );
}

/** Routes: zone/hidePost, zone/hideComment. */
function registerHideRoutes(app: App, ctx: AppContext) {
  const { support, route, audited } = adminKit(app, ctx);
  const HideBody = Type.Object({ id: Type.Integer({ minimum: 1 }), hidden: Type.Boolean() });

  route(
    'zone/hidePost',
    support,
    'Hide a post from members (hidden=false shows it again)',
    HideBody,
    Type.Object({ id: Type.Integer(), status: Type.String() }),
    async ({ body, operator }) =>
      audited(operator, 'zone.hidePost', async (trx) => {
        const before = await trx
          .selectFrom('zone_posts')
          .select(['id', 'status'])
          .where('id', '=', BigInt(body.id))
          .forUpdate()
          .executeTakeFirst();
        if (!before || before.status === 'deleted') throw notFound('community.zone.postNotFound');
        const status = body.hidden ? 'hidden' : 'visible';
        await trx
          .updateTable('zone_posts')
          .set({ status, moderated_by: operator.id, moderated_at: ctx.clock.now() })
          .where('id', '=', before.id)
          .execute();
        return {
          target: `zonePost:${before.id}`,
          before: { status: before.status },
          after: { status },
          result: { id: body.id, status },
        };
      }),
  );

  route(
    'zone/hideComment',
    support,
    'Hide a comment from members (hidden=false shows it again)',
    HideBody,
    Type.Object({ id: Type.Integer(), status: Type.String() }),
    async ({ body, operator }) =>
      audited(operator, 'zone.hideComment', async (trx) => {
        const before = await trx
          .selectFrom('zone_comments')
          .select(['id', 'status'])
          .where('id', '=', BigInt(body.id))
          .forUpdate()
          .executeTakeFirst();
        if (!before || before.status === 'deleted') throw notFound('community.zone.commentNotFound');
        const status = body.hidden ? 'hidden' : 'visible';
        await trx
          .updateTable('zone_comments')
          .set({ status, moderated_by: operator.id, moderated_at: ctx.clock.now() })
          .where('id', '=', before.id)
          .execute();
        return {
          target: `zoneComment:${before.id}`,
          before: { status: before.status },
          after: { status },
          result: { id: body.id, status },
        };
      }),
  );
}
