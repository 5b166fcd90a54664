import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { locales } from '../../../http/i18n.js';
import { Page, PageQuery } from '../../../http/schema.js';
import { PARTIAL_SAVE, lockRowForEdit, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { sendUserMessage } from '../messages/service.js';
import { IdBody, paging, toCount } from '../shared.js';
import { NoticeOut, noticeOut, savedOutcome } from '../admin/kit.js';
import { adminKit } from '../admin/kit.js';

/** The operator API of messages (under /admin/community). */
export async function registerMessagesAdmin(app: App, ctx: AppContext) {
  const { support, route, audited } = adminKit(app, ctx);
  // ---- notices and personal messages -------------------------------------------------------
  const LocaleInput = Type.Optional(Type.Enum(['', ...locales], { description: 'empty: every language' }));

  route(
    'notices/list',
    support,
    'All notices, newest first',
    Type.Optional(Type.Object({ ...PageQuery })),
    Page(NoticeOut),
    async (request) => {
      const { page, size, offset } = paging(request.body);
      const [rows, total] = await Promise.all([
        ctx.db.selectFrom('notices').selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute(),
        ctx.db
          .selectFrom('notices')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(noticeOut), toCount(total.n), page, size);
    },
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
    async ({ body, operator }) => {
      requireOnCreate(!body.id, { title: body.title, content: body.content });
      return audited(operator, 'notice.save', async (trx) => {
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
    },
  );

  route(
    'notices/delete',
    support,
    'Delete a notice (and its read marks)',
    IdBody,
    Type.Object({ id: Type.Integer() }),
    async ({ body, operator }) =>
      audited(operator, 'notice.delete', async (trx) => {
        const before = await lockRowForEdit(trx, 'notices', BigInt(body.id));
        await trx.deleteFrom('notices').where('id', '=', before.id).execute();
        return { target: `notice:${before.id}`, before: noticeOut(before), result: { id: body.id } };
      }),
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
    async ({ body, operator }) =>
      audited(operator, 'userMessage.send', async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', BigInt(body.userId))
          .executeTakeFirst();
        if (!user) throw notFound('community.userNotFound');
        const sent = await sendUserMessage(trx, {
          userId: user.id,
          title: body.title,
          content: body.content,
          operatorId: operator.id,
          now: ctx.clock.now(),
        });
        return {
          target: `user:${user.id}`,
          after: { id: sent.id, title: body.title },
          result: { id: Number(sent.id) },
        };
      }),
  );
}
