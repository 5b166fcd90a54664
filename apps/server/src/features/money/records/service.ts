/**
 * Funding details: every ledger movement on a member's two accounts (cash and unreceived), newest
 * first, with the running balance each transfer recorded (balance_after). A transfer between the
 * member's own accounts (receiving income) shows as two movements, one per account.
 */
import { sql } from 'kysely';
import type { Tx } from '../../../ledger/ledger.js';
import { formatMoney } from '../../../lib/money.js';
import { iso } from '../time.js';
import { toBig, toCount } from '../wire.js';

/** English labels of transfer codes; the app translates the code. */
export const TRANSFER_LABELS: Record<string, string> = {
  recharge: 'Recharge',
  buy: 'Product purchase',
  income_accrual: 'Daily income',
  income_receive: 'Income received',
  withdraw: 'Withdrawal',
  withdraw_fee: 'Withdrawal fee',
  bonus: 'Bonus redemption',
  red_envelope: 'Red envelope',
  lottery: 'Lottery prize',
  commission: 'Team commission',
  order_refund: 'Order refund',
};

/**
 * Codes that are income credited to member cash ("membership income records"): collected product
 * income and the community rewards. Daily accruals themselves are listed by /app/user/productIncome/page.
 */
export const INCOME_CODES = ['income_receive', 'bonus', 'red_envelope', 'lottery', 'commission'];

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
  balance_after: string | bigint;
}

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
    filter.codes && filter.codes.length > 0 ? sql`and t.code in (${sql.join(filter.codes)})` : sql``;
  const moves = sql`
    with acc as (
      select id, code from ledger_accounts where user_id = ${userId} and code in (${sql.join(accountCodes)})
    ),
    moves as (
      ${
        filter.creditsOnly
          ? sql``
          : sql`select t.id, t.seq, t.code, t.kind, t.amount, t.ref, t.created_at, a.code as account, 'out' as direction,
                 t.debit_balance_after as balance_after
          from ledger_transfers t join acc a on a.id = t.debit_account_id
          where true ${codeFilter}
          union all`
      }
      select t.id, t.seq, t.code, t.kind, t.amount, t.ref, t.created_at, a.code as account, 'in' as direction,
             t.credit_balance_after as balance_after
      from ledger_transfers t join acc a on a.id = t.credit_account_id
      where true ${codeFilter}
    )`;
  const [rows, total] = await Promise.all([
    sql<MovementRow>`${moves}
      select * from moves order by seq desc, direction asc
      limit ${size} offset ${(page - 1) * size}`.execute(db),
    sql<{ n: string | bigint }>`${moves} select count(*) as n from moves`.execute(db),
  ]);
  return { records: rows.rows.map(movementView), total: toCount(total.rows[0]?.n) };
}

function movementView(r: MovementRow) {
  const amount = toBig(r.amount);
  // A pending transfer holds funds (the posted balance is unchanged); voiding it releases them
  // back, so a void on the paying side reads as money coming back in.
  const direction = r.kind === 'void_pending' ? (r.direction === 'out' ? 'in' : 'out') : r.direction;
  return {
    id: r.id,
    type: r.code,
    typeText: TRANSFER_LABELS[r.code] ?? r.code,
    account: r.account === 'member_cash' ? 'cash' : 'unreceived',
    kind:
      r.kind === 'posted'
        ? 'posted'
        : r.kind === 'pending'
          ? 'held'
          : r.kind === 'post_pending'
            ? 'settled'
            : 'released',
    direction,
    amount: formatMoney(amount),
    signedAmount: formatMoney(direction === 'in' ? amount : -amount),
    balanceAfter: formatMoney(toBig(r.balance_after)),
    ref: r.ref,
    createTime: iso(r.created_at),
  };
}
