import { sql } from 'kysely';
import type { Locale } from '../../../http/i18n.js';
import type { Tx } from '../../../db/tx.js';
import { toCount } from '../shared.js';

/** Published notices in the member's language or for all languages, with this member's read state. */
export function publishedNotices(db: Tx, memberId: bigint, locale: Locale) {
  return db
    .selectFrom('notices as n')
    .select(['n.id', 'n.title', 'n.content', 'n.created_at'])
    .select(sql<boolean>`exists (select 1 from notice_reads r where r.notice_id = n.id and r.user_id = ${memberId})`.as('read'))
    .where('n.published', '=', true)
    .where((eb) => eb.or([eb('n.locale', 'is', null), eb('n.locale', '=', locale)]))
    .orderBy('n.sort', 'desc')
    .orderBy('n.id', 'desc')
    .limit(100)
    .execute();
}

export function personalMessagePage(db: Tx, memberId: bigint, size: number, offset: number) {
  return db
    .selectFrom('user_messages')
    .selectAll()
    .where('user_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
}

export async function personalMessageTotals(db: Tx, memberId: bigint) {
  const totals = await sql<{ n: string; unread: string }>`
    select count(*) as n, count(*) filter (where read_at is null) as unread
    from user_messages where user_id = ${memberId}`.execute(db);
  return { total: toCount(totals.rows[0]?.n), unread: toCount(totals.rows[0]?.unread) };
}

export async function isPublishedNotice(db: Tx, id: bigint): Promise<boolean> {
  const row = await db.selectFrom('notices').select('id').where('id', '=', id).where('published', '=', true).executeTakeFirst();
  return row !== undefined;
}

export async function markNoticeRead(db: Tx, memberId: bigint, noticeId: bigint, now: Date) {
  await db
    .insertInto('notice_reads')
    .values({ user_id: memberId, notice_id: noticeId, read_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
    .execute();
}

/** Marks the member's own message read (the first read time stays); false when it is not theirs. */
export async function markPersonalMessageRead(db: Tx, memberId: bigint, id: bigint, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('user_messages')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
    .where('id', '=', id)
    .where('user_id', '=', memberId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export function enabledScrollMessages(db: Tx) {
  return db
    .selectFrom('scroll_messages')
    .select(['id', 'content'])
    .where('enabled', '=', true)
    .orderBy('sort', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

export function insertUserMessage(
  db: Tx,
  input: { userId: bigint; title: string; content: string; operatorId?: bigint | null; now: Date },
) {
  return db
    .insertInto('user_messages')
    .values({
      user_id: input.userId,
      title: input.title,
      content: input.content,
      created_by: input.operatorId ?? null,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function noticePage(db: Tx, size: number, offset: number) {
  return db.selectFrom('notices').selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute();
}

export async function noticeCount(db: Tx): Promise<number> {
  const row = await db.selectFrom('notices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return toCount(row.n);
}

export async function deleteNoticeRow(trx: Tx, id: bigint) {
  await trx.deleteFrom('notices').where('id', '=', id).execute();
}

export async function memberExists(trx: Tx, id: bigint): Promise<boolean> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
