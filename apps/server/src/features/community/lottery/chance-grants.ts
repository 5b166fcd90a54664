/** Lottery chances granted, newest first: by a chance rule or by an operator (operators' list). */
import type { AppContext } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { iso, paging, toCount } from '../shared.js';

export async function listChanceGrants(
  ctx: AppContext,
  input: { page?: number; size?: number; userId?: number } | undefined,
) {
  const { page, size, offset } = paging(input);
  let base = ctx.db.selectFrom('lottery_chance_grants as g');
  if (input?.userId) base = base.where('g.user_id', '=', BigInt(input.userId));
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .leftJoin('lottery_chance_rules as r', 'r.id', 'g.rule_id')
      .leftJoin('operators as o', 'o.id', 'g.operator_id')
      .select(['g.id', 'g.user_id', 'u.phone', 'g.chances', 'g.rule_id', 'r.kind as rule_kind', 'o.username', 'g.created_at'])
      .orderBy('g.id', 'desc')
      .limit(size)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    phone: r.phone,
    chances: r.chances,
    ruleId: r.rule_id === null ? null : Number(r.rule_id),
    ruleKind: r.rule_kind,
    operator: r.username,
    createdAt: iso(r.created_at),
  }));
  return pageOf(records, toCount(total.n), page, size);
}
