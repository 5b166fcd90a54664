/**
 * The accounts of the ledger: every member has member_cash and member_unreceived (opened on
 * registration), the operator has one account per purpose. Accounts carry debits and credits,
 * each pending and posted (TigerBeetle's model); only transfers move them (transfers.ts).
 */
import type { Tx } from '../db/tx.js';

export type OperatorAccountCode =
  | 'income_reserve'
  | 'promotions'
  | 'fee_revenue'
  | 'deposit_clearing'
  | 'withdrawal_payable'
  | 'product_sales'
  | 'operator_capital';

export type MemberAccountCode = 'member_cash' | 'member_unreceived';

/** An account by id, or a member's account by code, or an operator account by code. */
export type AccountRef = bigint | { code: MemberAccountCode; userId: bigint } | { code: OperatorAccountCode };

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

export function sameAccount(a: AccountRef, b: AccountRef): boolean {
  if (typeof a === 'bigint' || typeof b === 'bigint') return a === b;
  return a.code === b.code && ('userId' in a ? a.userId : null) === ('userId' in b ? b.userId : null);
}
