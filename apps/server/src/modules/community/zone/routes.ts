import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { Envelope, Page, PageQuery, errorResponses, memberSecurity } from '../../../http/schema.js';
import { IdBody } from '../shared.js';
import { MAX_POST_LENGTH, MAX_COMMENT_LENGTH, MAX_PICTURES, Post, Comment } from './schemas.js';
import * as zone from './service.js';

const tags = ['zone'];


/** Community zone: posts with up to 9 uploaded pictures, comments; members delete only their own. */
export async function registerZone(app: App, ctx: AppContext) {
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
    async (request) => ok(request, await zone.listPosts(ctx, request.memberId!, request.body)),
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
    async (request) => ok(request, await zone.postDetail(ctx, request.memberId!, request.body.id)),
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
    async (request) => ok(request, await zone.publishPost(ctx, request.memberId!, request.body)),
  );

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
    async (request) => ok(request, await zone.deletePost(ctx, request.memberId!, request.body.id)),
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
    async (request) => ok(request, await zone.addComment(ctx, request.memberId!, request.body)),
  );

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
    async (request) => ok(request, await zone.listComments(ctx, request.memberId!, request.body)),
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
    async (request) => ok(request, await zone.deleteComment(ctx, request.memberId!, request.body.id)),
  );
}
