import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { AmountInput, Page, PageQuery } from '../../../http/schema.js';
import { OptionalDate, BonusOut, adminKit } from '../admin/kit.js';
import { createCode, listCodes, updateCodeSettings } from './admin.service.js';

/** The operator API of bonus (under /admin/community). */
export async function registerBonusAdmin(app: App, ctx: AppContext) {
  const { finance, route } = adminKit(app, ctx);
  // ---- bonus codes -------------------------------------------------------------------------

  route(
    'bonus/list',
    finance,
    'Bonus codes, newest first',
    Type.Optional(Type.Object({ ...PageQuery })),
    Page(BonusOut),
    async (request) => listCodes(ctx, request.body),
  );

  route(
    'bonus/create',
    finance,
    'Create a bonus code (4-32 letters/digits, stored upper-case)',
    Type.Object({
      code: Type.String({ minLength: 4, maxLength: 32 }),
      amount: AmountInput,
      totalUses: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
      expiresAt: Type.String({ format: 'date-time' }),
    }),
    BonusOut,
    async ({ body, operator }) => createCode(ctx, operator, body),
  );

  route(
    'bonus/update',
    finance,
    {
      summary: 'Enable/disable a bonus code, or change its total uses or expiry',
      description:
        'A partial update: a field not sent keeps its stored value (code and amount never change).',
    },
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      enabled: Type.Optional(Type.Boolean()),
      totalUses: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
      expiresAt: OptionalDate,
    }),
    BonusOut,
    async ({ body, operator }) => updateCodeSettings(ctx, operator, body),
  );
}
