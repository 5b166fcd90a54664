/**
 * Funding details: every ledger movement on a member's two accounts (cash and unreceived), newest
 * first, with the running balance each transfer recorded (balance_after). A transfer between the
 * member's own accounts (receiving income) shows as two movements, one per account.
 */
import { sql } from 'kysely';
import type { Tx } from '../../../db/tx.js';
import { formatMoney } from '../../../lib/money.js';
import { iso } from '../time.js';
import { toBig, toCount } from '../wire.js';
import { TRANSFER_LABELS, isTransferCode, type MemberTransferCode } from '../../../ledger/codes.js';

export type AccountFilter = 'cash' | 'unreceived';

export interface MovementFilter {
  account?: AccountFilter | undefined;
  /** transfer codes to keep */
  codes?: string[] | undefined;
  /** only money coming in (credits) */
  creditsOnly?: boolean | undefined;
}

interface MovementRow {
  id: string;
  code: string;
  kind: 'posted' | 'pending' | 'post_pending' | 'void_pending';
  amount: string | bigint;
  ref: string | null;
  created_at: Date | string;
  account: string;
  direction: 'in' | 'out';
  /** the member's spendable balance after this movement (see accountMovements) */
  balance_after: string | bigint;
  /** for a hold: how it was resolved (post_pending: passed, void_pending: rejected), or null */
  resolution: 'post_pending' | 'void_pending' | null;
}

/**
 * Funding details, as the member reads them: each movement once, in its current state, with the
 * balance the member can spend after it — the figure Mine and Withdraw show (posted balance less
 * the money on hold). A withdrawal is one "hold" row, whose status follows the operator's decision
 * (pending, passed, rejected); passing it moves nothing the member can spend, so the ledger's posting
 * of the hold is not a row of its own; rejecting it gives the money back, a "returned" row.
 *
 * What each ledger row does to the spendable balance, by kind and side:
 *   posted        in +amount, out −amount
 *   pending       out −amount (held); in 0 (not spendable until posted)
 *   post_pending  out 0 (the hold becomes the payment); in +amount
 *   void_pending  out +amount (released); in 0
 * Rows with no effect are not shown. The running balance is a window sum over all the account's
 * rows in ledger order (seq), computed before the type filter and the page are applied.
 */
export async function accountMovements(
  db: Tx,
  userId: bigint,
  page: number,
  size: number,
  filter: MovementFilter = {},
) {
  if (filter.codes && filter.codes.length === 0) return { records: [], total: 0 };
  const accountCodes =
    filter.account === 'cash'
      ? ['member_cash']
      : filter.account === 'unreceived'
        ? ['member_unreceived']
        : ['member_cash', 'member_unreceived'];
  const codeFilter =
    filter.codes && filter.codes.length > 0 ? sql`and m.code in (${sql.join(filter.codes)})` : sql``;
  const directionFilter = filter.creditsOnly ? sql`and m.direction = 'in'` : sql``;
  const moves = sql`
    with acc as (
      select id, code from ledger_accounts where user_id = ${userId} and code in (${sql.join(accountCodes)})
    ),
    sides as (
      select t.id, t.seq, t.code, t.kind, t.amount, t.ref, t.created_at, a.code as account, 'out' as direction
      from ledger_transfers t join acc a on a.id = t.debit_account_id
      union all
      select t.id, t.seq, t.code, t.kind, t.amount, t.ref, t.created_at, a.code as account, 'in' as direction
      from ledger_transfers t join acc a on a.id = t.credit_account_id
    ),
    effects as (
      select s.*, case
          when s.kind = 'posted' then case when s.direction = 'in' then s.amount else -s.amount end
          when s.kind = 'pending' then case when s.direction = 'out' then -s.amount else 0 end
          when s.kind = 'post_pending' then case when s.direction = 'in' then s.amount else 0 end
          else case when s.direction = 'out' then s.amount else 0 end
        end as effect
      from sides s
    ),
    moves as (
      select e.*, sum(e.effect) over (partition by e.account order by e.seq, e.direction) as balance_after
      from effects e
    ),
    shown as (
      select m.* from moves m where m.effect <> 0 ${codeFilter} ${directionFilter}
    )`;
  const [rows, total] = await Promise.all([
    sql<MovementRow>`${moves}
      select m.id, m.code, m.kind, m.amount, m.ref, m.created_at, m.account, m.direction, m.balance_after,
        case when m.kind = 'pending'
          then (select r.kind from ledger_transfers r where r.pending_id = m.id) end as resolution
      from shown m order by m.seq desc, m.direction asc
      limit ${size} offset ${(page - 1) * size}`.execute(db),
    sql<{ n: string | bigint }>`${moves} select count(*) as n from shown`.execute(db),
  ]);
  return { records: rows.rows.map(movementView), total: toCount(total.rows[0]?.n) };
}

const HOLD_STATUS = { post_pending: 'passed', void_pending: 'rejected' } as const;

function movementView(r: MovementRow) {
  const amount = toBig(r.amount);
  // the money a release gives back comes in; a hold's money goes out
  const direction: 'in' | 'out' = r.kind === 'void_pending' ? 'in' : r.direction;
  return {
    id: r.id,
    type: r.code as MemberTransferCode,
    typeText: isTransferCode(r.code) ? TRANSFER_LABELS[r.code] : r.code,
    account: r.account === 'member_cash' ? ('cash' as const) : ('unreceived' as const),
    kind:
      r.kind === 'pending'
        ? ('hold' as const)
        : r.kind === 'void_pending'
          ? ('returned' as const)
          : ('posted' as const),
    holdStatus:
      r.kind === 'pending' ? (r.resolution ? HOLD_STATUS[r.resolution] : ('pending' as const)) : null,
    direction,
    amount: formatMoney(amount),
    signedAmount: formatMoney(direction === 'in' ? amount : -amount),
    balanceAfter: formatMoney(toBig(r.balance_after)),
    ref: r.ref,
    createTime: iso(r.created_at),
  };
}
