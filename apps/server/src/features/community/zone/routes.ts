import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok, pageOf } from '../../../http/envelope.js';
import { badRequest, forbidden, notFound, rateLimited } from '../../../http/errors.js';
import { Envelope, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { hit } from '../../../lib/rate-limit.js';
import { IdBody, paging, toCount } from '../shared.js';
import './messages.js';
import { MAX_POST_LENGTH, MAX_COMMENT_LENGTH, MAX_PICTURES, Post, Comment } from './schemas.js';
import { postsQuery, toPost, commentsQuery, toComment } from './queries.js';

const tags = ['zone'];

const POST_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };
const COMMENT_LIMIT = { limit: 60, windowMs: 60 * 60 * 1000 };

/** Community zone: posts with up to 9 uploaded pictures, comments; members delete only their own. */
export async function registerZone(app: App, ctx: AppContext) {
  registerPostRoutes(app, ctx);
  registerPostDeleteAndCommentRoutes(app, ctx);
  registerCommentRoutes(app, ctx);
}

/** Routes: /app/zone/page, /app/zone/detail, /app/zone/publish. */
function registerPostRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/zone/page',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Visible posts, newest first (mine=true: only my posts)',
        security: memberSecurity,
        body: Type.Optional(Type.Object({ ...PageQuery, mine: Type.Optional(Type.Boolean()) })),
        response: { 200: Envelope(Page(Post)), ...errorResponses },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const { page, size, offset } = paging(request.body);
      let where = ctx.db.selectFrom('zone_posts as p').where('p.status', '=', 'visible');
      let query = postsQuery(ctx.db).where('p.status', '=', 'visible');
      if (request.body?.mine) {
        where = where.where('p.user_id', '=', memberId);
        query = query.where('p.user_id', '=', memberId);
      }
      const [rows, total] = await Promise.all([
        query.orderBy('p.id', 'desc').limit(size).offset(offset).execute(),
        where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok(
        request,
        pageOf(
          rows.map((r) => toPost(r, memberId)),
          toCount(total.n),
          page,
          size,
        ),
      );
    },
  );

  app.post(
    '/app/zone/detail',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'One visible post',
        security: memberSecurity,
        body: IdBody,
        response: { 200: Envelope(Post), ...errorResponses },
      },
    },
    async (request) => {
      const row = await postsQuery(ctx.db)
        .where('p.id', '=', BigInt(request.body.id))
        .where('p.status', '=', 'visible')
        .executeTakeFirst();
      if (!row) throw notFound('community.zone.postNotFound');
      return ok(request, toPost(row, request.memberId));
    },
  );

  app.post(
    '/app/zone/publish',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: `Publish a post: text (at most ${MAX_POST_LENGTH} characters) and up to ${MAX_PICTURES} pictures`,
        description:
          'imgUrlList: URLs returned by /file/upload for this member (repeat the form field for each). ' +
          'The text is stored as written; clients render it escaped.',
        security: memberSecurity,
        body: Type.Object({
          content: Type.Optional(Type.String({ maxLength: MAX_POST_LENGTH })),
          imgUrlList: Type.Optional(
            Type.Array(Type.String({ maxLength: 500 }), { description: `at most ${MAX_PICTURES}` }),
          ),
        }),
        response: { 200: Envelope(Post), ...errorResponses },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const content = request.body.content ?? '';
      const urls = request.body.imgUrlList ?? [];
      if (urls.length > MAX_PICTURES)
        throw badRequest('community.zone.tooManyPictures', { max: MAX_PICTURES });
      if (content.trim() === '' && urls.length === 0) throw badRequest('community.zone.empty');
      if (new Set(urls).size !== urls.length) throw badRequest('community.zone.badImage');
      if (urls.length > 0) {
        const known = await ctx.db
          .selectFrom('uploads')
          .select('url')
          .where('url', 'in', urls)
          .where('user_id', '=', memberId)
          .execute();
        if (known.length !== urls.length) throw badRequest('community.zone.badImage');
      }
      const now = ctx.clock.now();
      if (!(await hit(ctx.db, `zone-post:${memberId}`, POST_LIMIT, now))) throw rateLimited();
      const inserted = await ctx.db
        .insertInto('zone_posts')
        .values({ user_id: memberId, content, img_urls: JSON.stringify(urls), created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await postsQuery(ctx.db).where('p.id', '=', inserted.id).executeTakeFirstOrThrow();
      return ok(request, toPost(row, memberId));
    },
  );
}

/** Routes: /app/zone/delete, /app/zone/comment. */
function registerPostDeleteAndCommentRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/zone/delete',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Delete one of my posts',
        security: memberSecurity,
        body: IdBody,
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const id = BigInt(request.body.id);
      const post = await ctx.db
        .selectFrom('zone_posts')
        .select(['id', 'user_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!post || post.status === 'deleted') throw notFound('community.zone.postNotFound');
      if (post.user_id !== memberId) throw forbidden('community.zone.notYours');
      await ctx.db
        .updateTable('zone_posts')
        .set({ status: 'deleted', deleted_at: ctx.clock.now() })
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .execute();
      return ok(request, { id: Number(id) });
    },
  );

  app.post(
    '/app/zone/comment',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: `Comment on a visible post (1 to ${MAX_COMMENT_LENGTH} characters)`,
        security: memberSecurity,
        body: Type.Object({
          postId: Type.Integer({ minimum: 1 }),
          content: Type.String({ minLength: 1, maxLength: MAX_COMMENT_LENGTH }),
        }),
        response: { 200: Envelope(Comment), ...errorResponses },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const { postId, content } = request.body;
      if (content.trim() === '') throw badRequest('validation.required', { field: 'content' });
      const post = await ctx.db
        .selectFrom('zone_posts')
        .select('id')
        .where('id', '=', BigInt(postId))
        .where('status', '=', 'visible')
        .executeTakeFirst();
      if (!post) throw notFound('community.zone.postNotFound');
      const now = ctx.clock.now();
      if (!(await hit(ctx.db, `zone-comment:${memberId}`, COMMENT_LIMIT, now))) throw rateLimited();
      const inserted = await ctx.db
        .insertInto('zone_comments')
        .values({ post_id: post.id, user_id: memberId, content, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await commentsQuery(ctx.db).where('c.id', '=', inserted.id).executeTakeFirstOrThrow();
      return ok(request, toComment(row, memberId));
    },
  );
}

/** Routes: /app/zone/commentPage, /app/zone/deleteComment. */
function registerCommentRoutes(app: App, ctx: AppContext) {
  app.post(
    '/app/zone/commentPage',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Visible comments of a visible post, oldest first',
        security: memberSecurity,
        body: Type.Object({ postId: Type.Integer({ minimum: 1 }), ...PageQuery }),
        response: { 200: Envelope(Page(Comment)), ...errorResponses },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const { page, size, offset } = paging(request.body);
      const postId = BigInt(request.body.postId);
      const post = await ctx.db
        .selectFrom('zone_posts')
        .select('id')
        .where('id', '=', postId)
        .where('status', '=', 'visible')
        .executeTakeFirst();
      if (!post) throw notFound('community.zone.postNotFound');
      const [rows, total] = await Promise.all([
        commentsQuery(ctx.db)
          .where('c.post_id', '=', postId)
          .where('c.status', '=', 'visible')
          .orderBy('c.id')
          .limit(size)
          .offset(offset)
          .execute(),
        ctx.db
          .selectFrom('zone_comments')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('post_id', '=', postId)
          .where('status', '=', 'visible')
          .executeTakeFirstOrThrow(),
      ]);
      return ok(
        request,
        pageOf(
          rows.map((r) => toComment(r, memberId)),
          toCount(total.n),
          page,
          size,
        ),
      );
    },
  );

  app.post(
    '/app/zone/deleteComment',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Delete one of my comments',
        security: memberSecurity,
        body: IdBody,
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      const id = BigInt(request.body.id);
      const comment = await ctx.db
        .selectFrom('zone_comments')
        .select(['id', 'user_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!comment || comment.status === 'deleted') throw notFound('community.zone.commentNotFound');
      if (comment.user_id !== memberId) throw forbidden('community.zone.notYours');
      await ctx.db
        .updateTable('zone_comments')
        .set({ status: 'deleted', deleted_at: ctx.clock.now() })
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .execute();
      return ok(request, { id: Number(id) });
    },
  );
}
