/**
 * The double-entry ledger, modelled on TigerBeetle: accounts carry debits/credits, each pending
 * and posted; transfers are immutable and identified by an idempotency key; a pending transfer is
 * later posted or voided exactly once. Every function here must run inside the caller's
 * transaction, so the business rows and the money move together or not at all.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { preparedStatement } from '../db/prepared.js';
import type { DB } from '../db/schema.js';
import { ApiError, Codes, insufficientBalance } from '../http/errors.js';
import type { TransferCode } from './codes.js';

export type Tx = Transaction<DB> | Kysely<DB>;

export type OperatorAccountCode =
  | 'income_reserve'
  | 'promotions'
  | 'fee_revenue'
  | 'deposit_clearing'
  | 'withdrawal_payable'
  | 'product_sales'
  | 'operator_capital';

export type MemberAccountCode = 'member_cash' | 'member_unreceived';

export interface AccountBalance {
  id: bigint;
  code: string;
  userId: bigint | null;
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
  /** credits - debits, posted only */
  balance: bigint;
  /** what can still be spent: credits posted - debits posted - debits pending */
  available: bigint;
}

export interface TransferInput {
  /** idempotency key; a second call with the same id returns the first transfer and moves nothing */
  id: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  /** business meaning (ledger/codes.ts) */
  code: TransferCode;
  /** the member this movement belongs to (for funding details) */
  userId?: bigint | null;
  ref?: string | null;
  pending?: boolean;
}

export interface TransferRecord {
  id: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  kind: 'posted' | 'pending' | 'post_pending' | 'void_pending';
  pendingId: string | null;
  code: string;
  userId: bigint | null;
  ref: string | null;
  createdAt: Date;
  /** false when the id already existed and nothing moved */
  created: boolean;
}

const CHECK_VIOLATION = '23514';

/** Member accounts are created on registration; this is idempotent. */
export async function openMemberAccounts(tx: Tx, userId: bigint): Promise<void> {
  await tx
    .insertInto('ledger_accounts')
    .values([
      { code: 'member_cash', user_id: userId, debits_must_not_exceed_credits: true },
      { code: 'member_unreceived', user_id: userId, debits_must_not_exceed_credits: true },
    ])
    .onConflict((oc) => oc.constraint('ledger_accounts_code_user_unique').doNothing())
    .execute();
}

export async function memberAccountId(tx: Tx, userId: bigint, code: MemberAccountCode): Promise<bigint> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', code)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new Error(`member ${userId} has no ${code} account`);
  return row.id;
}

export async function operatorAccountId(tx: Tx, code: OperatorAccountCode): Promise<bigint> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', code)
    .where('user_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function getBalance(tx: Tx, accountId: bigint): Promise<AccountBalance> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return toBalance(row);
}

export async function memberBalances(tx: Tx, userId: bigint) {
  const rows = await tx.selectFrom('ledger_accounts').selectAll().where('user_id', '=', userId).execute();
  const byCode = Object.fromEntries(rows.map((r) => [r.code, toBalance(r)]));
  return {
    cash: byCode.member_cash as AccountBalance,
    unreceived: byCode.member_unreceived as AccountBalance,
  };
}

function toBalance(row: {
  id: bigint;
  code: string;
  user_id: bigint | null;
  debits_pending: bigint;
  debits_posted: bigint;
  credits_pending: bigint;
  credits_posted: bigint;
}): AccountBalance {
  return {
    id: row.id,
    code: row.code,
    userId: row.user_id,
    debitsPending: row.debits_pending,
    debitsPosted: row.debits_posted,
    creditsPending: row.credits_pending,
    creditsPosted: row.credits_posted,
    balance: row.credits_posted - row.debits_posted,
    available: row.credits_posted - row.debits_posted - row.debits_pending,
  };
}

/** An account by id, or a member's account by code, or an operator account by code. */
export type AccountRef = bigint | { code: MemberAccountCode; userId: bigint } | { code: OperatorAccountCode };

/** A new transfer whose accounts may be given by code (resolved in the same statement). */
export interface NewTransfer extends Omit<TransferInput, 'debitAccountId' | 'creditAccountId'> {
  debit: AccountRef;
  credit: AccountRef;
}

/**
 * Moves `amount` from the debit account to the credit account (or holds it, when pending).
 * One statement: both account rows are locked (members' before operators', see applyTransfers),
 * the transfer is inserted with the balances it leaves, and the account totals move; the CHECK
 * constraints on ledger_accounts refuse an overdraft even if a caller forgot to check.
 */
export async function transfer(tx: Tx, input: TransferInput): Promise<TransferRecord> {
  const [record] = await transferAll(tx, [
    { ...input, debit: input.debitAccountId, credit: input.creditAccountId },
  ]);
  return record!;
}

/**
 * Several transfers in one statement (one round trip), e.g. a withdrawal's amount and fee, with
 * accounts given by code so no lookup is needed first. Idempotent like `transfer`: when every id
 * already exists with the same content, the existing transfers are returned and nothing moves; a
 * batch of which only some ids exist is an idempotency conflict (throw it out of the transaction).
 *
 * Where to call it: the row locks it takes are held until commit, so a hot account (product_sales,
 * withdrawal_payable, fee_revenue: every purchase or withdrawal of every member moves them) should
 * be moved by the last statement of the transaction. Do the business rows first.
 */
export async function transferAll(tx: Tx, inputs: NewTransfer[]): Promise<TransferRecord[]> {
  for (const input of inputs) {
    if (input.amount < 0n) throw new RangeError('transfer amount must not be negative');
    if (sameAccount(input.debit, input.credit)) throw new RangeError('transfer to the same account');
  }
  return applyTransfers(
    tx,
    inputs.map((input) => ({
      id: input.id,
      debit: input.debit,
      credit: input.credit,
      amount: input.amount,
      kind: input.pending ? 'pending' : 'posted',
      pendingId: null,
      code: input.code,
      userId: input.userId ?? null,
      ref: input.ref ?? null,
    })),
  );
}

/** Completes a pending transfer: the held funds really move. */
export async function postPending(tx: Tx, id: string, pendingId: string): Promise<TransferRecord> {
  const [record] = await resolvePendings(tx, [{ id, pendingId, kind: 'post_pending' }]);
  return record!;
}

/** Cancels a pending transfer: the held funds are released back. */
export async function voidPending(tx: Tx, id: string, pendingId: string): Promise<TransferRecord> {
  const [record] = await resolvePendings(tx, [{ id, pendingId, kind: 'void_pending' }]);
  return record!;
}

/**
 * Posts or voids several pending transfers in one statement (e.g. a withdrawal's amount and fee),
 * locking their accounts in the ledger's one order. Each resolution is idempotent by its own id;
 * a pending transfer is resolved at most once (a unique index backs the check).
 */
export async function resolvePendings(
  tx: Tx,
  items: Array<{ id: string; pendingId: string; kind: 'post_pending' | 'void_pending' }>,
): Promise<TransferRecord[]> {
  const rows = await tx
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('id', 'in', [...items.map((i) => i.id), ...items.map((i) => i.pendingId)])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const existing = items.map((item) => byId.get(item.id));
  if (existing.every((row) => row !== undefined)) {
    return existing.map((row, i) => {
      if (row!.kind !== items[i]!.kind || row!.pending_id !== items[i]!.pendingId)
        throw idempotencyConflict();
      return toRecord(row!, false);
    });
  }
  if (existing.some((row) => row !== undefined)) throw idempotencyConflict();
  const planned: PlannedTransfer[] = items.map((item) => {
    const pending = byId.get(item.pendingId);
    if (!pending || pending.kind !== 'pending') throw new ApiError(Codes.notFound, 'error.notFound');
    return {
      id: item.id,
      debit: pending.debit_account_id,
      credit: pending.credit_account_id,
      amount: BigInt(pending.amount),
      kind: item.kind,
      pendingId: item.pendingId,
      code: pending.code,
      userId: pending.user_id,
      ref: pending.ref,
    };
  });
  const resolved = await tx
    .selectFrom('ledger_transfers')
    .select('id')
    .where(
      'pending_id',
      'in',
      items.map((i) => i.pendingId),
    )
    .executeTakeFirst();
  if (resolved) throw new ApiError(Codes.conflict, 'error.alreadyResolved');
  return applyTransfers(tx, planned);
}

interface PlannedTransfer {
  id: string;
  debit: AccountRef;
  credit: AccountRef;
  amount: bigint;
  kind: 'posted' | 'pending' | 'post_pending' | 'void_pending';
  pendingId: string | null;
  code: string;
  userId: bigint | null;
  ref: string | null;
}

function sameAccount(a: AccountRef, b: AccountRef): boolean {
  if (typeof a === 'bigint' || typeof b === 'bigint') return a === b;
  return a.code === b.code && ('userId' in a ? a.userId : null) === ('userId' in b ? b.userId : null);
}

function refFields(ref: AccountRef) {
  if (typeof ref === 'bigint') return { id: String(ref), code: null, user: null };
  return { id: null, code: ref.code, user: 'userId' in ref ? String(ref.userId) : null };
}

const UNIQUE_VIOLATION = '23505';

/*
 * How money moves, in SQL: the CTEs below, given a CTE `ledger_input` of the transfers to make
 * (columns ord int, id text, amount bigint, kind text, pending_id text, code text, user_id bigint,
 * ref text, debit_id bigint, credit_id bigint; ord numbers them from 0). In order:
 *  - ledger_locked: the touched account rows, locked FOR NO KEY UPDATE in one global order, member
 *    accounts (user_id set) before operator accounts, then by id. Every transaction that moves money
 *    takes its ledger locks in this order (one statement each, or several whose accounts follow it),
 *    so two movements never wait on each other in a circle. The lock is NO KEY UPDATE (not FOR
 *    UPDATE), which does not block other transactions' foreign-key checks on the same row (KEY
 *    SHARE) when they insert transfers referencing a hot operator account;
 *  - ledger_ins: the transfers, each with the posted balance it leaves on either side: the locked
 *    balance plus the effect of this batch's transfers up to it (exact: the rows stay locked until
 *    commit and nothing else moves them meanwhile). An id that exists already is skipped
 *    (existing: 'skip') or fails the statement with a unique violation (existing: 'fail');
 *  - ledger_upd: the account totals move by what was actually inserted. An overdraft of a
 *    balance-limited account fails here on the CHECK constraint.
 * The lock of a hot operator row is held from this statement to commit, so put the statement last
 * in its transaction, or make the whole business change one statement with these CTEs in it
 * (products/service.ts, withdrawal/service.ts): then the row is locked only while it runs.
 */
export function ledgerPostingCtes(existing: 'skip' | 'fail'): string {
  return `
  ledger_locked as materialized (
    select a.id, a.credits_posted - a.debits_posted as balance
    from ledger_accounts a
    where a.id = any (array(select debit_id from ledger_input union select credit_id from ledger_input))
    order by a.user_id is null, a.id
    for no key update of a
  ),
  ledger_ins as (
    insert into ledger_transfers as t (id, debit_account_id, credit_account_id, amount, kind, pending_id,
      code, user_id, ref, debit_balance_after, credit_balance_after)
    select i.id, i.debit_id, i.credit_id, i.amount, i.kind, i.pending_id, i.code, i.user_id, i.ref,
      d.balance + (select coalesce(sum(case when j.credit_id = i.debit_id then j.amount else -j.amount end), 0)
                   from ledger_input j where j.ord <= i.ord and j.kind in ('posted', 'post_pending')
                     and i.debit_id in (j.debit_id, j.credit_id))::bigint,
      c.balance + (select coalesce(sum(case when j.credit_id = i.credit_id then j.amount else -j.amount end), 0)
                   from ledger_input j where j.ord <= i.ord and j.kind in ('posted', 'post_pending')
                     and i.credit_id in (j.debit_id, j.credit_id))::bigint
    from ledger_input i
    join ledger_locked d on d.id = i.debit_id
    join ledger_locked c on c.id = i.credit_id
    order by i.ord
    ${existing === 'skip' ? 'on conflict (id) do nothing' : ''}
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

/** SQL for the id of an account by code, e.g. `ledgerAccountSql('member_cash', '$3')`. */
export function ledgerAccountSql(code: MemberAccountCode, userIdSql: string): string;
export function ledgerAccountSql(code: OperatorAccountCode): string;
export function ledgerAccountSql(code: string, userIdSql?: string): string {
  if (!/^[a-z_]+$/.test(code)) throw new Error(`account code ${code}`);
  return userIdSql === undefined
    ? `(select id from ledger_accounts where code = '${code}' and user_id is null)`
    : `(select id from ledger_accounts where code = '${code}' and user_id = ${userIdSql})`;
}

/** The statement behind transfer/transferAll/resolvePendings: the transfers as one JSON parameter. */
const applyStatement = preparedStatement<AppliedRow>(
  'ledger_apply',
  `
  with ledger_input as materialized (
    select i.ord, i.id, i.amount, i.kind, i.pending_id, i.code, i.user_id, i.ref,
      coalesce(i.debit_id, case when i.debit_user is null
        then (select a.id from ledger_accounts a where a.code = i.debit_code and a.user_id is null)
        else (select a.id from ledger_accounts a where a.code = i.debit_code and a.user_id = i.debit_user) end) as debit_id,
      coalesce(i.credit_id, case when i.credit_user is null
        then (select a.id from ledger_accounts a where a.code = i.credit_code and a.user_id is null)
        else (select a.id from ledger_accounts a where a.code = i.credit_code and a.user_id = i.credit_user) end) as credit_id
    from jsonb_to_recordset($1::jsonb) as i(ord int, id text, amount bigint, kind text, pending_id text,
      code text, user_id bigint, ref text, debit_id bigint, debit_code text, debit_user bigint,
      credit_id bigint, credit_code text, credit_user bigint)
  ),
  ${ledgerPostingCtes('skip')}
  select i.ord, i.debit_id as resolved_debit_id, i.credit_id as resolved_credit_id, t.*
  from ledger_input i left join ledger_ins t on t.id = i.id
  order by i.ord`,
);

type AppliedRow = {
  ord: number;
  resolved_debit_id: bigint | null;
  resolved_credit_id: bigint | null;
} & { [K in keyof TransferRow]: TransferRow[K] | null };

type TransferRow = Selectable<DB['ledger_transfers']>;

async function applyTransfers(tx: Tx, planned: PlannedTransfer[]): Promise<TransferRecord[]> {
  if (planned.length === 0) return [];
  if (new Set(planned.map((p) => p.id)).size !== planned.length)
    throw new RangeError('duplicate transfer id');
  const payload = JSON.stringify(
    planned.map((p, ord) => {
      const debit = refFields(p.debit);
      const credit = refFields(p.credit);
      return {
        ord,
        id: p.id,
        amount: String(p.amount),
        kind: p.kind,
        pending_id: p.pendingId,
        code: p.code,
        user_id: p.userId === null ? null : String(p.userId),
        ref: p.ref,
        debit_id: debit.id,
        debit_code: debit.code,
        debit_user: debit.user,
        credit_id: credit.id,
        credit_code: credit.code,
        credit_user: credit.user,
      };
    }),
  );
  let rows: AppliedRow[];
  try {
    rows = await applyStatement.execute(tx, [payload]);
  } catch (error) {
    throw ledgerError(error);
  }
  for (const row of rows) {
    if (row.resolved_debit_id === null || row.resolved_credit_id === null)
      throw new Error('ledger account missing');
  }
  if (rows.every((row) => row.id !== null)) return rows.map((row) => toRecord(row as TransferRow, true));
  // Some ids existed already: nothing of those moved. A full replay returns the first transfers.
  if (rows.some((row) => row.id !== null)) throw idempotencyConflict();
  const existing = await tx
    .selectFrom('ledger_transfers')
    .selectAll()
    .where(
      'id',
      'in',
      planned.map((p) => p.id),
    )
    .execute();
  const byId = new Map(existing.map((r) => [r.id, r]));
  return planned.map((p, i) => {
    const row = byId.get(p.id);
    if (!row) throw new Error('ledger account missing');
    return sameOrConflict(row, {
      debitAccountId: rows[i]!.resolved_debit_id!,
      creditAccountId: rows[i]!.resolved_credit_id!,
      amount: p.amount,
      kind: p.kind,
      code: p.code,
    });
  });
}

/**
 * What a failed ledger statement means to the member: an overdraft refused by a CHECK constraint
 * is "insufficient balance", a second resolution of a pending transfer is a conflict; anything
 * else is returned as it is. For statements built with ledgerPostingCtes.
 */
export function ledgerError(error: unknown): unknown {
  if (isCheckViolation(error)) return insufficientBalance();
  if (isUniqueViolation(error, 'ledger_transfers_pending_resolved_once'))
    return new ApiError(Codes.conflict, 'error.alreadyResolved');
  return error;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: string }).code === UNIQUE_VIOLATION &&
    (error as { constraint?: string }).constraint === constraint
  );
}

export function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === CHECK_VIOLATION;
}

function sameOrConflict(
  row: TransferRow,
  input: { debitAccountId: bigint; creditAccountId: bigint; amount: bigint; kind: string; code: string },
): TransferRecord {
  const same =
    row.debit_account_id === input.debitAccountId &&
    row.credit_account_id === input.creditAccountId &&
    BigInt(row.amount) === input.amount &&
    row.kind === input.kind &&
    row.code === input.code;
  if (!same) throw idempotencyConflict();
  return toRecord(row, false);
}

function idempotencyConflict() {
  return new ApiError(Codes.conflict, 'error.idempotencyConflict');
}

function toRecord(row: TransferRow, created: boolean): TransferRecord {
  return {
    id: row.id,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amount: BigInt(row.amount),
    kind: row.kind,
    pendingId: row.pending_id,
    code: row.code,
    userId: row.user_id,
    ref: row.ref,
    createdAt: row.created_at,
    created,
  };
}

export interface TrialBalance {
  /** sum of all debits minus all credits, posted; must be 0 */
  postedDifference: bigint;
  /** same for pending; must be 0 */
  pendingDifference: bigint;
  /** accounts whose stored totals disagree with the sum of their transfers; must be empty */
  accountsOutOfBalance: bigint[];
  ok: boolean;
}

/**
 * Proves the books: debits equal credits, and every account's running totals equal the sum of
 * the transfers that touched it (so no code path updated a balance without a transfer).
 */
export async function trialBalance(tx: Tx): Promise<TrialBalance> {
  const totals = await sql<{ posted: string; pending: string }>`
    select coalesce(sum(debits_posted) - sum(credits_posted), 0)::text as posted,
           coalesce(sum(debits_pending) - sum(credits_pending), 0)::text as pending
    from ledger_accounts`.execute(tx);
  const mismatched = await sql<{ id: bigint }>`
    with movement as (
      select debit_account_id as account_id,
             sum(case when kind in ('posted', 'post_pending') then amount else 0 end) as debit_posted,
             sum(case kind when 'pending' then amount when 'post_pending' then -amount
                           when 'void_pending' then -amount else 0 end) as debit_pending,
             0::bigint as credit_posted, 0::bigint as credit_pending
      from ledger_transfers group by debit_account_id
      union all
      select credit_account_id, 0, 0,
             sum(case when kind in ('posted', 'post_pending') then amount else 0 end),
             sum(case kind when 'pending' then amount when 'post_pending' then -amount
                           when 'void_pending' then -amount else 0 end)
      from ledger_transfers group by credit_account_id
    ), per_account as (
      select account_id, sum(debit_posted) as dp, sum(debit_pending) as dpe,
             sum(credit_posted) as cp, sum(credit_pending) as cpe
      from movement group by account_id
    )
    select a.id from ledger_accounts a left join per_account m on m.account_id = a.id
    where a.debits_posted <> coalesce(m.dp, 0) or a.debits_pending <> coalesce(m.dpe, 0)
       or a.credits_posted <> coalesce(m.cp, 0) or a.credits_pending <> coalesce(m.cpe, 0)`.execute(tx);
  const postedDifference = BigInt(totals.rows[0]!.posted);
  const pendingDifference = BigInt(totals.rows[0]!.pending);
  const accountsOutOfBalance = mismatched.rows.map((r) => BigInt(r.id));
  return {
    postedDifference,
    pendingDifference,
    accountsOutOfBalance,
    ok: postedDifference === 0n && pendingDifference === 0n && accountsOutOfBalance.length === 0,
  };
}
