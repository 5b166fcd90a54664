/**
 * The one posting composer: every statement that writes ledger_transfers and ledger_accounts is
 * built here, whether it posts one purchase, a withdrawal's amount and fee, a batch given as JSON
 * (transfers.ts) or a million daily incomes (the accrual). A caller describes its transfers as
 * rows of its own statement (`Posting`: SQL expressions over a FROM clause, the transfer code a
 * literal the compiler checks) and splices the returned CTEs into its WITH list; it reads what
 * was written from `ledger_ins` (rows of ledger_transfers) and `ledger_input`.
 *
 * In order, the CTEs:
 *  - ledger_input: the transfers, numbered (`ord`, from 0) in the order given: posting by
 *    posting, and within one by its `orderBy`;
 *  - ledger_locked: the touched account rows, locked FOR NO KEY UPDATE in one global order,
 *    member accounts (user_id set) before operator accounts, then by id. Every transaction that
 *    moves money takes its ledger locks in this order, so two movements never wait on each other
 *    in a circle. NO KEY UPDATE (not FOR UPDATE) does not block other transactions' foreign-key
 *    checks (KEY SHARE) when they insert transfers referencing a hot operator account;
 *  - ledger_balances: each transfer's posted balance after, on either side: the locked balance
 *    plus a running sum (window function) of this statement's transfers on that account up to it
 *    (exact: the rows stay locked until commit and nothing else moves them meanwhile);
 *  - ledger_ins: the transfers. An id that exists already is skipped (onExisting 'skip') or fails
 *    the statement with a unique violation ('fail');
 *  - ledger_upd: the account totals move by what was actually inserted. An overdraft of a
 *    balance-limited account fails here on the CHECK constraint (ledgerFailure names it).
 * The lock of a hot operator row is held from this statement to commit: put the statement last in
 * its transaction, or make the whole business change one statement with these CTEs in it.
 */
import {
  OPERATOR_SHARDS,
  type MemberAccountCode,
  type OperatorAccountCode,
  type ShardedOperatorAccountCode,
} from './accounts.js';
import type { TransferCode } from './codes.js';

/** SQL text for one value of the row (a column, a parameter such as `$3`, an expression). */
export type SqlText = string;

/** An account as SQL (a bigint id), made only by the functions below. */
export interface AccountSql {
  readonly accountSql: SqlText;
}

const CODE_WORD = /^[a-z_]+$/;

function word(code: string): string {
  if (!CODE_WORD.test(code)) throw new Error(`not a code: ${code}`);
  return code;
}

/** A member's account, e.g. `memberAccount('member_cash', '$3')`. */
export function memberAccount(code: MemberAccountCode, userIdSql: SqlText): AccountSql {
  return {
    accountSql: `(select id from ledger_accounts where code = '${word(code)}' and user_id = (${userIdSql})::bigint)`,
  };
}

/** An operator account (the same id for every row; shard 0 of a sharded one). */
export function operatorAccount(code: OperatorAccountCode): AccountSql {
  return {
    accountSql: `(select id from ledger_accounts where code = '${word(code)}' and user_id is null and shard = 0)`,
  };
}

/**
 * A sharded operator account (accounts.ts SHARDED_OPERATOR_ACCOUNTS): the shard of the member
 * `memberIdSql`, so that payments of different members rarely lock the same row.
 */
export function operatorAccountShard(code: ShardedOperatorAccountCode, memberIdSql: SqlText): AccountSql {
  return {
    accountSql: `(select id from ledger_accounts where code = '${word(code)}' and user_id is null
      and shard = ((${memberIdSql})::bigint % ${OPERATOR_SHARDS})::smallint)`,
  };
}

/** An account id the row already holds. */
export function accountById(idSql: SqlText): AccountSql {
  return { accountSql: `(${idSql})::bigint` };
}

/** An id if the row has one, else the account of a code and user id (null user: operator). */
export function accountByIdOrCode(idSql: SqlText, codeSql: SqlText, userIdSql: SqlText): AccountSql {
  return {
    accountSql: `coalesce((${idSql})::bigint, case when (${userIdSql}) is null
      then (select a.id from ledger_accounts a where a.code = (${codeSql}) and a.user_id is null and a.shard = 0)
      else (select a.id from ledger_accounts a where a.code = (${codeSql}) and a.user_id = (${userIdSql})::bigint) end)`,
  };
}

/** A value the statement computes per row, where the compiler cannot check a literal. */
export interface Computed {
  readonly sql: SqlText;
}
export const computed = (sql: SqlText): Computed => ({ sql });

export type PostingKind = 'posted' | 'pending' | 'post_pending' | 'void_pending';

/** Transfers to write, one per row of `from`. */
export interface Posting {
  /** a FROM clause (tables or earlier CTEs, with their joins and WHERE) */
  from: SqlText;
  /** the order of the rows, which the balances after follow; unordered when left out */
  orderBy?: SqlText;
  /** the transfer id: its idempotency key */
  id: SqlText;
  amount: SqlText;
  code: TransferCode | Computed;
  /** default 'posted' */
  kind?: PostingKind | Computed;
  /** the pending transfer a post_pending / void_pending resolves */
  pendingId?: SqlText;
  /** the member the movement belongs to (funding details) */
  userId: SqlText | null;
  ref: SqlText | null;
  debit: AccountSql;
  credit: AccountSql;
}

export interface ComposeOptions {
  /** a transfer id that exists already: skip it (the caller compares), or fail the statement */
  onExisting: 'skip' | 'fail';
}

function literal(value: string | Computed): SqlText {
  return typeof value === 'string' ? `'${word(value)}'` : `(${value.sql})`;
}

function inputRows(posting: Posting, part: number): SqlText {
  return `select ${part} as part, row_number() over (${posting.orderBy ? `order by ${posting.orderBy}` : ''}) as seq,
      (${posting.id})::text as id, (${posting.amount})::bigint as amount, ${literal(posting.kind ?? 'posted')}::text as kind,
      (${posting.pendingId ?? 'null'})::text as pending_id, ${literal(posting.code)}::text as code,
      (${posting.userId ?? 'null'})::bigint as user_id, (${posting.ref ?? 'null'})::text as ref,
      ${posting.debit.accountSql} as debit_id, ${posting.credit.accountSql} as credit_id
    from ${posting.from}`;
}

/** The CTEs that write `postings` (see the file comment), to follow `with ` or `, `. */
export function composePostings(postings: Posting[], options: ComposeOptions): SqlText {
  if (postings.length === 0) throw new Error('composePostings: nothing to post');
  return `
  ledger_input as materialized (
    select (row_number() over (order by s.part, s.seq) - 1)::int as ord,
      s.id, s.amount, s.kind, s.pending_id, s.code, s.user_id, s.ref, s.debit_id, s.credit_id
    from (${postings.map(inputRows).join('\n    union all\n    ')}) s
  ),
  ledger_locked as materialized (
    select a.id, a.credits_posted - a.debits_posted as balance
    from ledger_accounts a
    where a.id = any (array(select debit_id from ledger_input union select credit_id from ledger_input))
    order by a.user_id is null, a.id
    for no key update of a
  ),
  ledger_balances as (
    select l.ord, l.side,
      (k.balance + sum(l.delta) over (partition by l.account_id order by l.ord
                                      rows between unbounded preceding and current row))::bigint as balance_after
    from (
      select ord, 'd' as side, debit_id as account_id,
        case when kind in ('posted', 'post_pending') then -amount else 0 end as delta
      from ledger_input
      union all
      select ord, 'c', credit_id, case when kind in ('posted', 'post_pending') then amount else 0 end
      from ledger_input
    ) l
    join ledger_locked k on k.id = l.account_id
  ),
  ledger_ins as (
    insert into ledger_transfers as t (id, debit_account_id, credit_account_id, amount, kind, pending_id,
      code, user_id, ref, debit_balance_after, credit_balance_after)
    select i.id, i.debit_id, i.credit_id, i.amount, i.kind, i.pending_id, i.code, i.user_id, i.ref,
      d.balance_after, c.balance_after
    from ledger_input i
    join ledger_balances d on d.ord = i.ord and d.side = 'd'
    join ledger_balances c on c.ord = i.ord and c.side = 'c'
    order by i.ord
    ${options.onExisting === 'skip' ? 'on conflict (id) do nothing' : ''}
    returning t.*
  ),
  ledger_moves as (
    select m.account_id, sum(m.dpo)::bigint as dpo, sum(m.dpe)::bigint as dpe,
           sum(m.cpo)::bigint as cpo, sum(m.cpe)::bigint as cpe
    from ledger_ins,
      lateral (select case when ledger_ins.kind in ('posted', 'post_pending') then ledger_ins.amount else 0 end as posted,
                      case ledger_ins.kind when 'pending' then ledger_ins.amount when 'posted' then 0
                                           else -ledger_ins.amount end as pending) e,
      lateral (values (ledger_ins.debit_account_id, e.posted, e.pending, 0::bigint, 0::bigint),
                      (ledger_ins.credit_account_id, 0::bigint, 0::bigint, e.posted, e.pending))
        as m(account_id, dpo, dpe, cpo, cpe)
    group by m.account_id
  ),
  ledger_upd as (
    update ledger_accounts a
    set debits_posted = a.debits_posted + m.dpo, debits_pending = a.debits_pending + m.dpe,
        credits_posted = a.credits_posted + m.cpo, credits_pending = a.credits_pending + m.cpe
    from ledger_moves m
    where a.id = m.account_id
    returning a.id
  )`;
}
