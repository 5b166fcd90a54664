/**
 * The community zone's rules: who may publish, comment and delete what, the per-member rate limits,
 * and the pictures a post may carry (only this member's own uploads). Routes call one function each.
 */
import type { AppContext } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { badRequest, forbidden, notFound, rateLimited } from '../../../http/errors.js';
import { hit } from '../../../lib/rate-limit.js';
import { paging, toCount } from '../shared.js';
import './messages.js';
import { MAX_PICTURES } from './schemas.js';
import {
  commentCount,
  commentsQuery,
  countPosts,
  findComment,
  findPost,
  insertComment,
  insertPost,
  markCommentDeleted,
  markPostDeleted,
  ownUploadCount,
  postsQuery,
  toComment,
  toPost,
  visiblePostId,
} from './queries.js';

const POST_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };
const COMMENT_LIMIT = { limit: 60, windowMs: 60 * 60 * 1000 };

type PageInput = { page?: number; size?: number } | undefined;

export async function listPosts(ctx: AppContext, memberId: bigint, input: (PageInput & { mine?: boolean }) | undefined) {
  const { page, size, offset } = paging(input);
  const author = input?.mine ? memberId : null;
  let query = postsQuery(ctx.db).where('p.status', '=', 'visible');
  if (author !== null) query = query.where('p.user_id', '=', author);
  const [rows, total] = await Promise.all([
    query.orderBy('p.id', 'desc').limit(size).offset(offset).execute(),
    countPosts(ctx.db, author),
  ]);
  return pageOf(rows.map((r) => toPost(r, memberId)), total, page, size);
}

export async function postDetail(ctx: AppContext, memberId: bigint, id: number) {
  const row = await postsQuery(ctx.db).where('p.id', '=', BigInt(id)).where('p.status', '=', 'visible').executeTakeFirst();
  if (!row) throw notFound('community.zone.postNotFound');
  return toPost(row, memberId);
}

export async function publishPost(ctx: AppContext, memberId: bigint, input: { content?: string; imgUrlList?: string[] }) {
  const content = input.content ?? '';
  const urls = input.imgUrlList ?? [];
  if (urls.length > MAX_PICTURES) throw badRequest('community.zone.tooManyPictures', { max: MAX_PICTURES });
  if (content.trim() === '' && urls.length === 0) throw badRequest('community.zone.empty');
  if (new Set(urls).size !== urls.length) throw badRequest('community.zone.badImage');
  if (urls.length > 0 && (await ownUploadCount(ctx.db, memberId, urls)) !== urls.length) {
    throw badRequest('community.zone.badImage');
  }
  const now = ctx.clock.now();
  if (!(await hit(ctx.db, `zone-post:${memberId}`, POST_LIMIT, now))) throw rateLimited();
  const id = await insertPost(ctx.db, { memberId, content, urls, now });
  return toPost(await postsQuery(ctx.db).where('p.id', '=', id).executeTakeFirstOrThrow(), memberId);
}

export async function deletePost(ctx: AppContext, memberId: bigint, id: number) {
  const post = await findPost(ctx.db, BigInt(id));
  if (!post || post.status === 'deleted') throw notFound('community.zone.postNotFound');
  if (post.user_id !== memberId) throw forbidden('community.zone.notYours');
  await markPostDeleted(ctx.db, post.id, memberId, ctx.clock.now());
  return { id };
}

export async function addComment(ctx: AppContext, memberId: bigint, input: { postId: number; content: string }) {
  if (input.content.trim() === '') throw badRequest('validation.required', { field: 'content' });
  const postId = await visiblePostId(ctx.db, BigInt(input.postId));
  if (postId === null) throw notFound('community.zone.postNotFound');
  const now = ctx.clock.now();
  if (!(await hit(ctx.db, `zone-comment:${memberId}`, COMMENT_LIMIT, now))) throw rateLimited();
  const id = await insertComment(ctx.db, { postId, memberId, content: input.content, now });
  return toComment(await commentsQuery(ctx.db).where('c.id', '=', id).executeTakeFirstOrThrow(), memberId);
}

export async function listComments(ctx: AppContext, memberId: bigint, input: PageInput & { postId: number }) {
  const { page, size, offset } = paging(input);
  const postId = await visiblePostId(ctx.db, BigInt(input.postId));
  if (postId === null) throw notFound('community.zone.postNotFound');
  const [rows, total] = await Promise.all([
    commentsQuery(ctx.db)
      .where('c.post_id', '=', postId)
      .where('c.status', '=', 'visible')
      .orderBy('c.id')
      .limit(size)
      .offset(offset)
      .execute(),
    commentCount(ctx.db, postId),
  ]);
  return pageOf(rows.map((r) => toComment(r, memberId)), toCount(total), page, size);
}

export async function deleteComment(ctx: AppContext, memberId: bigint, id: number) {
  const comment = await findComment(ctx.db, BigInt(id));
  if (!comment || comment.status === 'deleted') throw notFound('community.zone.commentNotFound');
  if (comment.user_id !== memberId) throw forbidden('community.zone.notYours');
  await markCommentDeleted(ctx.db, comment.id, memberId, ctx.clock.now());
  return { id };
}
