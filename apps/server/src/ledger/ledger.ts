/**
 * The double-entry ledger, modelled on TigerBeetle: accounts carry debits/credits, each pending
 * and posted; transfers are immutable and identified by an idempotency key; a pending transfer is
 * later posted or voided exactly once. Every function here must run inside the caller's
 * transaction, so the business rows and the money move together or not at all.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { ApiError, Codes, insufficientBalance } from '../http/errors.js';

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
  /** business meaning: recharge, buy, income_accrual, income_receive, withdraw, withdraw_fee, ... */
  code: string;
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
  const row = await tx.selectFrom('ledger_accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
  return toBalance(row);
}

export async function memberBalances(tx: Tx, userId: bigint) {
  const rows = await tx.selectFrom('ledger_accounts').selectAll().where('user_id', '=', userId).execute();
  const byCode = Object.fromEntries(rows.map((r) => [r.code, toBalance(r)]));
  return { cash: byCode.member_cash as AccountBalance, unreceived: byCode.member_unreceived as AccountBalance };
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

/**
 * Moves `amount` from the debit account to the credit account (or holds it, when pending).
 * Row locks are taken in id order so concurrent transfers never deadlock; the CHECK constraints
 * on ledger_accounts refuse an overdraft even if a caller forgot to check.
 */
export async function transfer(tx: Tx, input: TransferInput): Promise<TransferRecord> {
  if (input.amount < 0n) throw new RangeError('transfer amount must not be negative');
  if (input.debitAccountId === input.creditAccountId) throw new RangeError('transfer to the same account');
  const kind = input.pending ? 'pending' : 'posted';

  const existing = await findTransfer(tx, input.id);
  if (existing) return sameOrConflict(existing, { ...input, kind, pendingId: null });

  const accounts = await lockAccounts(tx, [input.debitAccountId, input.creditAccountId]);
  const debit = accounts.get(input.debitAccountId)!;
  const credit = accounts.get(input.creditAccountId)!;

  const inserted = await tx
    .insertInto('ledger_transfers')
    .values({
      id: input.id,
      debit_account_id: input.debitAccountId,
      credit_account_id: input.creditAccountId,
      amount: input.amount,
      kind,
      pending_id: null,
      code: input.code,
      user_id: input.userId ?? null,
      ref: input.ref ?? null,
      debit_balance_after: kind === 'posted' ? debit.balance - input.amount : debit.balance,
      credit_balance_after: kind === 'posted' ? credit.balance + input.amount : credit.balance,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    // Another transaction committed the same id between our check and our insert.
    return sameOrConflict((await findTransfer(tx, input.id))!, { ...input, kind, pendingId: null });
  }

  await applyToAccounts(tx, input.debitAccountId, input.creditAccountId, input.amount, kind);
  return toRecord(inserted, true);
}

/** Completes a pending transfer: the held funds really move. */
export async function postPending(tx: Tx, id: string, pendingId: string): Promise<TransferRecord> {
  return resolvePending(tx, id, pendingId, 'post_pending');
}

/** Cancels a pending transfer: the held funds are released back. */
export async function voidPending(tx: Tx, id: string, pendingId: string): Promise<TransferRecord> {
  return resolvePending(tx, id, pendingId, 'void_pending');
}

async function resolvePending(
  tx: Tx,
  id: string,
  pendingId: string,
  kind: 'post_pending' | 'void_pending',
): Promise<TransferRecord> {
  const existing = await findTransfer(tx, id);
  if (existing) {
    if (existing.kind !== kind || existing.pending_id !== pendingId) throw idempotencyConflict();
    return toRecord(existing, false);
  }
  const pending = await findTransfer(tx, pendingId);
  if (!pending || pending.kind !== 'pending') throw new ApiError(Codes.notFound, 'error.notFound');
  const accounts = await lockAccounts(tx, [pending.debit_account_id, pending.credit_account_id]);
  const resolved = await tx
    .selectFrom('ledger_transfers')
    .select(['id', 'kind'])
    .where('pending_id', '=', pendingId)
    .executeTakeFirst();
  if (resolved) throw new ApiError(Codes.conflict, 'error.alreadyResolved');

  const debit = accounts.get(pending.debit_account_id)!;
  const credit = accounts.get(pending.credit_account_id)!;
  const amount = pending.amount;
  const posted = kind === 'post_pending';
  const inserted = await tx
    .insertInto('ledger_transfers')
    .values({
      id,
      debit_account_id: pending.debit_account_id,
      credit_account_id: pending.credit_account_id,
      amount,
      kind,
      pending_id: pendingId,
      code: pending.code,
      user_id: pending.user_id,
      ref: pending.ref,
      debit_balance_after: posted ? debit.balance - amount : debit.balance,
      credit_balance_after: posted ? credit.balance + amount : credit.balance,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  // Release the hold on both sides; when posting, the same amount becomes posted.
  await tx
    .updateTable('ledger_accounts')
    .set((eb) => ({
      debits_pending: eb('debits_pending', '-', amount),
      ...(posted ? { debits_posted: eb('debits_posted', '+', amount) } : {}),
    }))
    .where('id', '=', pending.debit_account_id)
    .execute();
  await tx
    .updateTable('ledger_accounts')
    .set((eb) => ({
      credits_pending: eb('credits_pending', '-', amount),
      ...(posted ? { credits_posted: eb('credits_posted', '+', amount) } : {}),
    }))
    .where('id', '=', pending.credit_account_id)
    .execute();
  return toRecord(inserted, true);
}

async function lockAccounts(tx: Tx, ids: bigint[]): Promise<Map<bigint, AccountBalance>> {
  const rows = await tx
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== new Set(ids.map(String)).size) throw new Error('ledger account missing');
  return new Map(rows.map((r) => [r.id, toBalance(r)]));
}

async function applyToAccounts(
  tx: Tx,
  debitId: bigint,
  creditId: bigint,
  amount: bigint,
  kind: 'posted' | 'pending',
): Promise<void> {
  const debitColumn = kind === 'posted' ? 'debits_posted' : 'debits_pending';
  const creditColumn = kind === 'posted' ? 'credits_posted' : 'credits_pending';
  try {
    await tx
      .updateTable('ledger_accounts')
      .set((eb) => ({ [debitColumn]: eb(debitColumn, '+', amount) }))
      .where('id', '=', debitId)
      .execute();
    await tx
      .updateTable('ledger_accounts')
      .set((eb) => ({ [creditColumn]: eb(creditColumn, '+', amount) }))
      .where('id', '=', creditId)
      .execute();
  } catch (error) {
    if (isCheckViolation(error)) throw insufficientBalance();
    throw error;
  }
}

export function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === CHECK_VIOLATION;
}

async function findTransfer(tx: Tx, id: string) {
  return tx.selectFrom('ledger_transfers').selectAll().where('id', '=', id).executeTakeFirst();
}

function sameOrConflict(
  row: NonNullable<Awaited<ReturnType<typeof findTransfer>>>,
  input: TransferInput & { kind: string; pendingId: string | null },
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

function toRecord(row: NonNullable<Awaited<ReturnType<typeof findTransfer>>>, created: boolean): TransferRecord {
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
