/** Bonus codes, the operators' side: list, create, enable/disable, change total uses or expiry; audited. */
import type { AppContext, OperatorIdentity } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { ApiError, Codes, badRequest, notFound } from '../../../http/errors.js';
import { formatMoney, parseMoney } from '../../../lib/money.js';
import { auditedChange, toDate } from '../admin/kit.js';
import { iso, paging } from '../shared.js';
import { BONUS_CODE, normalizeCode } from './codes.js';
import './messages.js';
import { codeCount, codePage, codeTaken, insertCode, lockCodeById, updateCode } from './queries.js';

type CodeRow = Awaited<ReturnType<typeof insertCode>>;

const codeOut = (r: CodeRow) => ({
  id: Number(r.id),
  code: r.code,
  amount: formatMoney(r.amount),
  totalUses: r.total_uses,
  usedCount: r.used_count,
  expiresAt: iso(r.expires_at),
  enabled: r.enabled,
  createdAt: iso(r.created_at),
});

export async function listCodes(ctx: AppContext, input: { page?: number; size?: number } | undefined) {
  const { page, size, offset } = paging(input);
  const [rows, total] = await Promise.all([codePage(ctx.db, size, offset), codeCount(ctx.db)]);
  return pageOf(rows.map(codeOut), total, page, size);
}

/** A new code (4–32 letters/digits, stored upper-case); a code already taken answers 409. */
export function createCode(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: { code: string; amount: string; totalUses: number; expiresAt: string },
) {
  const code = normalizeCode(body.code);
  if (!BONUS_CODE.test(code)) throw badRequest('validation.invalid', { field: 'code' });
  const amount = parseMoney(body.amount);
  if (amount <= 0n) throw badRequest('validation.invalid', { field: 'amount' });
  return auditedChange(ctx, operator, 'bonus.create', async (trx) => {
    if (await codeTaken(trx, code)) throw new ApiError(Codes.conflict, 'community.bonus.codeTaken');
    const after = await insertCode(trx, {
      code,
      amount,
      totalUses: body.totalUses,
      expiresAt: new Date(body.expiresAt),
      operatorId: operator.id,
    });
    return { target: `bonus:${after.id}`, after: codeOut(after), result: codeOut(after) };
  });
}

/** A partial update: a field not sent keeps its stored value (code and amount never change). */
export function updateCodeSettings(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: { id: number; enabled?: boolean; totalUses?: number; expiresAt?: string },
) {
  return auditedChange(ctx, operator, 'bonus.update', async (trx) => {
    const before = await lockCodeById(trx, BigInt(body.id));
    if (!before) throw notFound();
    if (body.totalUses !== undefined && body.totalUses < before.used_count)
      throw badRequest('community.bonus.usesBelowUsed');
    const after = await updateCode(trx, before.id, {
      enabled: body.enabled ?? before.enabled,
      total_uses: body.totalUses ?? before.total_uses,
      expires_at: toDate(body.expiresAt) ?? before.expires_at,
    });
    return {
      target: `bonus:${after.id}`,
      before: codeOut(before),
      after: codeOut(after),
      result: codeOut(after),
    };
  });
}
