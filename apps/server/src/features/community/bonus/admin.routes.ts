import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { ApiError, Codes, badRequest, notFound } from '../../../http/errors.js';
import { AmountInput, Page, PageQuery } from '../../../http/schema.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { BONUS_CODE, normalizeCode } from '../bonus/codes.js';
import { iso, paging, toCount } from '../shared.js';
import { OptionalDate, BonusOut, toDate } from '../admin/kit.js';
import { adminKit } from '../admin/kit.js';

/** The operator API of bonus (under /admin/community). */
export async function registerBonusAdmin(app: App, ctx: AppContext) {
  registerBonusListAndCreateRoutes(app, ctx);
  registerBonusUpdateRoute(app, ctx);
}

/** Routes: bonus/list, bonus/create. */
function registerBonusListAndCreateRoutes(app: App, ctx: AppContext) {
  const { finance, route, audited } = adminKit(app, ctx);
  // ---- bonus codes -------------------------------------------------------------------------
  const bonusOut = (r: {
    id: bigint;
    code: string;
    amount: bigint;
    total_uses: number;
    used_count: number;
    expires_at: Date;
    enabled: boolean;
    created_at: Date;
  }) => ({
    id: Number(r.id),
    code: r.code,
    amount: formatMoney(r.amount),
    totalUses: r.total_uses,
    usedCount: r.used_count,
    expiresAt: iso(r.expires_at),
    enabled: r.enabled,
    createdAt: iso(r.created_at),
  });

  route(
    'bonus/list',
    finance,
    'Bonus codes, newest first',
    Type.Optional(Type.Object({ ...PageQuery })),
    Page(BonusOut),
    async (request) => {
      const { page, size, offset } = paging(request.body);
      const [rows, total] = await Promise.all([
        ctx.db
          .selectFrom('bonus_codes')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(size)
          .offset(offset)
          .execute(),
        ctx.db
          .selectFrom('bonus_codes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(bonusOut), toCount(total.n), page, size);
    },
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
    async ({ body, operator }) => {
      const code = normalizeCode(body.code);
      if (!BONUS_CODE.test(code)) throw badRequest('validation.invalid', { field: 'code' });
      const amount = parseMoney(body.amount);
      if (amount <= 0n) throw badRequest('validation.invalid', { field: 'amount' });
      return audited(operator, 'bonus.create', async (trx) => {
        const taken = await trx
          .selectFrom('bonus_codes')
          .select('id')
          .where('code', '=', code)
          .executeTakeFirst();
        if (taken) throw new ApiError(Codes.conflict, 'community.bonus.codeTaken');
        const after = await trx
          .insertInto('bonus_codes')
          .values({
            code,
            amount,
            total_uses: body.totalUses,
            expires_at: new Date(body.expiresAt),
            created_by: operator.id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { target: `bonus:${after.id}`, after: bonusOut(after), result: bonusOut(after) };
      });
    },
  );
}

/** Routes: bonus/update. */
function registerBonusUpdateRoute(app: App, ctx: AppContext) {
  const { finance, route, audited } = adminKit(app, ctx);
  // ---- bonus codes -------------------------------------------------------------------------
  const bonusOut = (r: {
    id: bigint;
    code: string;
    amount: bigint;
    total_uses: number;
    used_count: number;
    expires_at: Date;
    enabled: boolean;
    created_at: Date;
  }) => ({
    id: Number(r.id),
    code: r.code,
    amount: formatMoney(r.amount),
    totalUses: r.total_uses,
    usedCount: r.used_count,
    expiresAt: iso(r.expires_at),
    enabled: r.enabled,
    createdAt: iso(r.created_at),
  });

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
    async ({ body, operator }) =>
      audited(operator, 'bonus.update', async (trx) => {
        const before = await trx
          .selectFrom('bonus_codes')
          .selectAll()
          .where('id', '=', BigInt(body.id))
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound();
        if (body.totalUses !== undefined && body.totalUses < before.used_count)
          throw badRequest('community.bonus.usesBelowUsed');
        const after = await trx
          .updateTable('bonus_codes')
          .set({
            enabled: body.enabled ?? before.enabled,
            total_uses: body.totalUses ?? before.total_uses,
            expires_at: toDate(body.expiresAt) ?? before.expires_at,
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          target: `bonus:${after.id}`,
          before: bonusOut(before),
          after: bonusOut(after),
          result: bonusOut(after),
        };
      }),
  );
}
