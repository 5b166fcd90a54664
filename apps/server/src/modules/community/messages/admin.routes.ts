import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { locales } from '../../../http/i18n.js';
import { Page, PageQuery } from '../../../http/schema.js';
import { PARTIAL_SAVE } from '../../../lib/audit.js';
import { IdBody } from '../shared.js';
import { NoticeOut, adminKit } from '../admin/kit.js';
import { deleteNotice, listNotices, saveNotice, sendToMember } from './admin.service.js';

/** The operator API of messages (under /admin/community). */
export async function registerMessagesAdmin(app: App, ctx: AppContext) {
  const { support, route } = adminKit(app, ctx);
  // ---- notices and personal messages -------------------------------------------------------
  const LocaleInput = Type.Optional(Type.Enum(['', ...locales], { description: 'empty: every language' }));

  route(
    'notices/list',
    support,
    'All notices, newest first',
    Type.Optional(Type.Object({ ...PageQuery })),
    Page(NoticeOut),
    async (request) => listNotices(ctx, request.body),
  );

  route(
    'notices/save',
    support,
    {
      summary: 'Create a notice, or update one (with id)',
      description: `${PARTIAL_SAVE} To create: title and content; the rest default to every language, published, sort 0. Sent empty, locale means every language.`,
    },
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      content: Type.Optional(Type.String({ minLength: 1, maxLength: 10000 })),
      locale: LocaleInput,
      published: Type.Optional(Type.Boolean()),
      sort: Type.Optional(Type.Integer()),
    }),
    NoticeOut,
    async ({ body, operator }) => saveNotice(ctx, operator, body),
  );

  route(
    'notices/delete',
    support,
    'Delete a notice (and its read marks)',
    IdBody,
    Type.Object({ id: Type.Integer() }),
    async ({ body, operator }) => deleteNotice(ctx, operator, body.id),
  );

  route(
    'userMessages/send',
    support,
    'Send a personal message to one member',
    Type.Object({
      userId: Type.Integer({ minimum: 1 }),
      title: Type.String({ minLength: 1, maxLength: 200 }),
      content: Type.String({ minLength: 1, maxLength: 10000 }),
    }),
    Type.Object({ id: Type.Integer() }),
    async ({ body, operator }) => sendToMember(ctx, operator, body),
  );
}
