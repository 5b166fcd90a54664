/** The operators' side of messages: notices (list, write, delete) and personal messages, audited. */
import type { AppContext, OperatorIdentity } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import type { Locale } from '../../../http/i18n.js';
import { lockRowForEdit, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { auditedChange, noticeOut, savedOutcome } from '../admin/kit.js';
import { paging } from '../shared.js';
import { deleteNoticeRow, memberExists, noticeCount, noticePage } from './queries.js';
import { sendUserMessage } from './service.js';

export async function listNotices(ctx: AppContext, input: { page?: number; size?: number } | undefined) {
  const { page, size, offset } = paging(input);
  const [rows, total] = await Promise.all([noticePage(ctx.db, size, offset), noticeCount(ctx.db)]);
  return pageOf(rows.map(noticeOut), total, page, size);
}

export interface NoticeInput {
  id?: number;
  title?: string;
  content?: string;
  /** '' = every language */
  locale?: Locale | '';
  published?: boolean;
  sort?: number;
}

/** Creates (no id: title and content required) or partially updates a notice. */
export function saveNotice(ctx: AppContext, operator: OperatorIdentity, body: NoticeInput) {
  requireOnCreate(!body.id, { title: body.title, content: body.content });
  return auditedChange(ctx, operator, 'notice.save', async (trx) => {
    const values = {
      title: body.title,
      content: body.content,
      locale: body.locale === undefined ? undefined : body.locale || null,
      published: body.published,
      sort: body.sort,
      updated_at: ctx.clock.now(),
    };
    const { before, after } = await saveRow(trx, 'notices', body.id, {
      values,
      defaults: { locale: null, published: true, sort: 0 },
      createOnly: { created_by: operator.id, created_at: ctx.clock.now() },
    });
    return savedOutcome(`notice:${after.id}`, before, after, noticeOut);
  });
}

/** Deletes a notice; its read marks go with it (foreign key cascade). */
export function deleteNotice(ctx: AppContext, operator: OperatorIdentity, id: number) {
  return auditedChange(ctx, operator, 'notice.delete', async (trx) => {
    const before = await lockRowForEdit(trx, 'notices', BigInt(id));
    await deleteNoticeRow(trx, before.id);
    return { target: `notice:${before.id}`, before: noticeOut(before), result: { id } };
  });
}

export function sendToMember(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: { userId: number; title: string; content: string },
) {
  return auditedChange(ctx, operator, 'userMessage.send', async (trx) => {
    const userId = BigInt(body.userId);
    if (!(await memberExists(trx, userId))) throw notFound('community.userNotFound');
    const sent = await sendUserMessage(trx, {
      userId,
      title: body.title,
      content: body.content,
      operatorId: operator.id,
      now: ctx.clock.now(),
    });
    return {
      target: `user:${userId}`,
      after: { id: sent.id, title: body.title },
      result: { id: Number(sent.id) },
    };
  });
}
