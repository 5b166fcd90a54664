/**
 * System notices (for everyone, read state per member), personal messages, and the scrolling
 * announcements. Notices and personal messages share one id sequence, so reading takes just an id.
 */
import type { AppContext } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import type { Locale } from '../../../http/i18n.js';
import type { Tx } from '../../../db/tx.js';
import { localize } from '../../platform/translations/localize.js';
import { iso, paging } from '../shared.js';
import './messages.js';
import {
  enabledScrollMessages,
  insertUserMessage,
  isPublishedNotice,
  markNoticeRead,
  markPersonalMessageRead,
  personalMessagePage,
  personalMessageTotals,
  publishedNotices,
} from './queries.js';

/** Sends a personal message (used by the operator API; other features may call it in their transaction). */
export function sendUserMessage(
  db: Tx,
  input: { userId: bigint; title: string; content: string; operatorId?: bigint | null; now: Date },
) {
  return insertUserMessage(db, input);
}

export async function notices(ctx: AppContext, memberId: bigint, locale: Locale) {
  const rows = await publishedNotices(ctx.db, memberId, locale);
  const list = rows.map((r) => ({ id: Number(r.id), title: r.title, content: r.content, read: r.read, createdAt: iso(r.created_at) }));
  return localize(ctx.db, locale, 'notice', list, { title: 'title', content: 'content' });
}

export async function personalMessages(ctx: AppContext, memberId: bigint, input: { page?: number; size?: number } | undefined) {
  const { page, size, offset } = paging(input);
  const [rows, totals] = await Promise.all([
    personalMessagePage(ctx.db, memberId, size, offset),
    personalMessageTotals(ctx.db, memberId),
  ]);
  const list = rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    content: r.content,
    read: r.read_at !== null,
    createdAt: iso(r.created_at),
  }));
  return { unread: totals.unread, ...pageOf(list, totals.total, page, size) };
}

/** Idempotent: a notice read twice keeps one read row, a message keeps its first read time. */
export async function readMessage(ctx: AppContext, memberId: bigint, messageId: number) {
  const id = BigInt(messageId);
  const now = ctx.clock.now();
  if (await isPublishedNotice(ctx.db, id)) {
    await markNoticeRead(ctx.db, memberId, id, now);
  } else if (!(await markPersonalMessageRead(ctx.db, memberId, id, now))) {
    throw notFound('community.message.notFound');
  }
  return { id: messageId, read: true };
}

export async function scrollMessages(ctx: AppContext, locale: Locale) {
  const rows = await enabledScrollMessages(ctx.db);
  const list = rows.map((r) => ({ id: Number(r.id), content: r.content }));
  return localize(ctx.db, locale, 'scroll_message', list, { content: 'content' });
}
