import { sql } from 'kysely';
import type { Tx } from '../../../db/tx.js';
import { iso, toCount } from '../shared.js';

export function parseUrls(value: unknown): string[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as string[];
}

export const visibleComments = sql<string>`(select count(*) from zone_comments c where c.post_id = p.id and c.status = 'visible')`;

/** Posts with author and comment count; `where` narrows it. */
export function postsQuery(db: Tx) {
  return db
    .selectFrom('zone_posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'u.head_url',
      'u.username',
      'p.content',
      'p.img_urls',
      'p.created_at',
      'p.status',
    ])
    .select(visibleComments.as('comment_count'));
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof postsQuery>['execute']>>[number];

export function toPost(row: PostRow, memberId: bigint | null) {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    headUrl: row.head_url,
    userName: row.username,
    content: row.content,
    imgUrlList: parseUrls(row.img_urls),
    commentCount: toCount(row.comment_count),
    createdAt: iso(row.created_at),
    mine: memberId !== null && row.user_id === memberId,
  };
}

export function commentsQuery(db: Tx) {
  return db
    .selectFrom('zone_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.post_id',
      'c.user_id',
      'u.head_url',
      'u.username',
      'c.content',
      'c.created_at',
      'c.status',
    ]);
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsQuery>['execute']>>[number];

export function toComment(row: CommentRow, memberId: bigint | null) {
  return {
    id: Number(row.id),
    postId: Number(row.post_id),
    userId: Number(row.user_id),
    headUrl: row.head_url,
    userName: row.username,
    content: row.content,
    createdAt: iso(row.created_at),
    mine: memberId !== null && row.user_id === memberId,
  };
}
