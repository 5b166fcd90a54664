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

/** Visible posts, all of them or one author's. */
export async function countPosts(db: Tx, authorId: bigint | null): Promise<number> {
  let query = db.selectFrom('zone_posts as p').where('p.status', '=', 'visible');
  if (authorId !== null) query = query.where('p.user_id', '=', authorId);
  const row = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** How many of `urls` are this member's own uploads. */
export async function ownUploadCount(db: Tx, memberId: bigint, urls: string[]): Promise<number> {
  const rows = await db.selectFrom('uploads').select('url').where('url', 'in', urls).where('user_id', '=', memberId).execute();
  return rows.length;
}

export async function insertPost(db: Tx, input: { memberId: bigint; content: string; urls: string[]; now: Date }) {
  const row = await db
    .insertInto('zone_posts')
    .values({ user_id: input.memberId, content: input.content, img_urls: JSON.stringify(input.urls), created_at: input.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findPost(db: Tx, id: bigint) {
  return db.selectFrom('zone_posts').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst();
}

/** The post's id when it exists and is visible, else null. */
export async function visiblePostId(db: Tx, id: bigint): Promise<bigint | null> {
  const row = await db.selectFrom('zone_posts').select('id').where('id', '=', id).where('status', '=', 'visible').executeTakeFirst();
  return row?.id ?? null;
}

export async function markPostDeleted(db: Tx, id: bigint, memberId: bigint, now: Date) {
  await db
    .updateTable('zone_posts')
    .set({ status: 'deleted', deleted_at: now })
    .where('id', '=', id)
    .where('user_id', '=', memberId)
    .execute();
}

export async function insertComment(db: Tx, input: { postId: bigint; memberId: bigint; content: string; now: Date }) {
  const row = await db
    .insertInto('zone_comments')
    .values({ post_id: input.postId, user_id: input.memberId, content: input.content, created_at: input.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function commentCount(db: Tx, postId: bigint): Promise<number> {
  const row = await db
    .selectFrom('zone_comments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('post_id', '=', postId)
    .where('status', '=', 'visible')
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

export function findComment(db: Tx, id: bigint) {
  return db.selectFrom('zone_comments').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function markCommentDeleted(db: Tx, id: bigint, memberId: bigint, now: Date) {
  await db
    .updateTable('zone_comments')
    .set({ status: 'deleted', deleted_at: now })
    .where('id', '=', id)
    .where('user_id', '=', memberId)
    .execute();
}

export type ModerationStatus = 'visible' | 'hidden' | 'deleted';

/** Posts of any status for moderation, with the author's phone; filtered by status and author. */
export async function moderationPosts(
  db: Tx,
  filter: { status?: ModerationStatus; userId?: bigint },
  size: number,
  offset: number,
) {
  let rows = postsQuery(db).select('u.phone');
  let count = db.selectFrom('zone_posts as p');
  if (filter.status) {
    rows = rows.where('p.status', '=', filter.status);
    count = count.where('p.status', '=', filter.status);
  }
  if (filter.userId) {
    rows = rows.where('p.user_id', '=', filter.userId);
    count = count.where('p.user_id', '=', filter.userId);
  }
  const [list, total] = await Promise.all([
    rows.orderBy('p.id', 'desc').limit(size).offset(offset).execute(),
    count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: toCount(total.n) };
}

export async function moderationComments(
  db: Tx,
  filter: { status?: ModerationStatus; postId?: bigint },
  size: number,
  offset: number,
) {
  let rows = commentsQuery(db);
  let count = db.selectFrom('zone_comments as c');
  if (filter.status) {
    rows = rows.where('c.status', '=', filter.status);
    count = count.where('c.status', '=', filter.status);
  }
  if (filter.postId) {
    rows = rows.where('c.post_id', '=', filter.postId);
    count = count.where('c.post_id', '=', filter.postId);
  }
  const [list, total] = await Promise.all([
    rows.orderBy('c.id', 'desc').limit(size).offset(offset).execute(),
    count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: toCount(total.n) };
}

/** The row's status, locked for the moderator's change. */
export function lockForModeration(trx: Tx, table: 'zone_posts' | 'zone_comments', id: bigint) {
  return trx.selectFrom(table).select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setModeration(
  trx: Tx,
  table: 'zone_posts' | 'zone_comments',
  id: bigint,
  change: { status: 'visible' | 'hidden'; operatorId: bigint; now: Date },
) {
  await trx
    .updateTable(table)
    .set({ status: change.status, moderated_by: change.operatorId, moderated_at: change.now })
    .where('id', '=', id)
    .execute();
}
