import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { Page, PageQuery } from '../../../http/schema.js';
import { ZoneStatus, AdminPost, AdminComment, adminKit } from '../admin/kit.js';
import { commentsForModeration, moderate, postsForModeration } from './admin.service.js';

/** The operator API of zone (under /admin/community). */
export async function registerZoneAdmin(app: App, ctx: AppContext) {
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
    async (request) => postsForModeration(ctx, request.body),
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
    async (request) => commentsForModeration(ctx, request.body),
  );

  const HideBody = Type.Object({ id: Type.Integer({ minimum: 1 }), hidden: Type.Boolean() });

  route(
    'zone/hidePost',
    support,
    'Hide a post from members (hidden=false shows it again)',
    HideBody,
    Type.Object({ id: Type.Integer(), status: Type.String() }),
    async ({ body, operator }) => moderate(ctx, operator, 'post', body),
  );

  route(
    'zone/hideComment',
    support,
    'Hide a comment from members (hidden=false shows it again)',
    HideBody,
    Type.Object({ id: Type.Integer(), status: Type.String() }),
    async ({ body, operator }) => moderate(ctx, operator, 'comment', body),
  );
}
