/** Zone moderation: operators list posts and comments of any status and hide or show them, audited. */
import type { AppContext, OperatorIdentity } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { auditedChange } from '../admin/kit.js';
import { maskPhone } from '../../../lib/phone.js';
import { paging } from '../shared.js';
import './messages.js';
import {
  lockForModeration,
  moderationComments,
  moderationPosts,
  setModeration,
  toComment,
  toPost,
  type ModerationStatus,
} from './queries.js';

type PageInput = { page?: number; size?: number };

export async function postsForModeration(
  ctx: AppContext,
  input: (PageInput & { status?: ModerationStatus; userId?: number }) | undefined,
) {
  const { page, size, offset } = paging(input);
  const filter = { status: input?.status, userId: input?.userId ? BigInt(input.userId) : undefined };
  const { list, total } = await moderationPosts(ctx.db, filter, size, offset);
  return pageOf(
    list.map((r) => ({ ...toPost(r, null), status: r.status, phone: maskPhone(r.phone) })),
    total,
    page,
    size,
  );
}

export async function commentsForModeration(
  ctx: AppContext,
  input: (PageInput & { status?: ModerationStatus; postId?: number }) | undefined,
) {
  const { page, size, offset } = paging(input);
  const filter = { status: input?.status, postId: input?.postId ? BigInt(input.postId) : undefined };
  const { list, total } = await moderationComments(ctx.db, filter, size, offset);
  return pageOf(
    list.map((r) => ({ ...toComment(r, null), status: r.status })),
    total,
    page,
    size,
  );
}

const KINDS = {
  post: {
    table: 'zone_posts',
    action: 'zone.hidePost',
    target: 'zonePost',
    missing: 'community.zone.postNotFound',
  },
  comment: {
    table: 'zone_comments',
    action: 'zone.hideComment',
    target: 'zoneComment',
    missing: 'community.zone.commentNotFound',
  },
} as const;

/** Hides a post or comment from members (hidden=false shows it again); a deleted one stays deleted. */
export function moderate(
  ctx: AppContext,
  operator: OperatorIdentity,
  kind: keyof typeof KINDS,
  body: { id: number; hidden: boolean },
) {
  const { table, action, target, missing } = KINDS[kind];
  return auditedChange(ctx, operator, action, async (trx) => {
    const before = await lockForModeration(trx, table, BigInt(body.id));
    if (!before || before.status === 'deleted') throw notFound(missing);
    const status = body.hidden ? 'hidden' : 'visible';
    await setModeration(trx, table, before.id, { status, operatorId: operator.id, now: ctx.clock.now() });
    return {
      target: `${target}:${before.id}`,
      before: { status: before.status },
      after: { status },
      result: { id: body.id, status },
    };
  });
}
