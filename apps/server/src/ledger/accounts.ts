/**
 * The accounts of the ledger: every member has member_cash and member_unreceived (opened on
 * registration), the operator has one account per purpose. Accounts carry debits and credits,
 * each pending and posted (TigerBeetle's model); only transfers move them (transfers.ts).
 *
 * Accrued product income is a sub-ledger (migration 0064): income_payable holds every member's
 * uncollected income in one account, and income_accruals (one row per order per day) says whose it
 * is; a member's unreceived income is the sum of their uncollected rows (uncollectedIncome).
 * member_unreceived carries no new money since then (its history stays).
 */
import type { Tx } from '../db/tx.js';

export type OperatorAccountCode =
  | 'income_reserve'
  | 'income_payable'
  | 'promotions'
  | 'fee_revenue'
  | 'deposit_clearing'
  | 'withdrawal_payable'
  | 'product_sales'
  | 'operator_capital';

export type MemberAccountCode = 'member_cash' | 'member_unreceived';

/**
 * The operator accounts every payment credits, each spread over OPERATOR_SHARDS rows (migration
 * 0067) so that payments of different members rarely wait on one row lock; a payment posts to its
 * member's shard (postings.ts operatorAccountShard). The account's figures are the sum of its rows.
 */
export const SHARDED_OPERATOR_ACCOUNTS = ['product_sales', 'withdrawal_payable', 'fee_revenue'] as const;
export type ShardedOperatorAccountCode = (typeof SHARDED_OPERATOR_ACCOUNTS)[number];
export const OPERATOR_SHARDS = 8;

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
    .onConflict((oc) => oc.constraint('ledger_accounts_code_user_shard_unique').doNothing())
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

/** An operator account's row; for a sharded code (SHARDED_OPERATOR_ACCOUNTS) its shard 0. */
export function operatorAccountId(tx: Tx, code: OperatorAccountCode): Promise<bigint> {
  return operatorRowId(tx, code, 0);
}

/** The row of a sharded operator account that `memberId`'s payments use (member id mod OPERATOR_SHARDS). */
export function operatorShardAccountId(
  tx: Tx,
  code: ShardedOperatorAccountCode,
  memberId: bigint,
): Promise<bigint> {
  return operatorRowId(tx, code, Number(memberId % BigInt(OPERATOR_SHARDS)));
}

async function operatorRowId(tx: Tx, code: OperatorAccountCode, shard: number): Promise<bigint> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', code)
    .where('user_id', 'is', null)
    .where('shard', '=', shard)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An operator account's posted balance (credits − debits), its shards summed. */
export async function operatorBalance(tx: Tx, code: OperatorAccountCode): Promise<bigint> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<string>(eb('credits_posted', '-', eb.ref('debits_posted'))).as('balance'))
    .where('code', '=', code)
    .where('user_id', 'is', null)
    .executeTakeFirstOrThrow();
  return BigInt(row.balance ?? 0);
}

export async function getBalance(tx: Tx, accountId: bigint): Promise<AccountBalance> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return toBalance(row);
}

/** A member's accrued income not collected yet: the sum of their uncollected income_accruals rows. */
export async function uncollectedIncome(tx: Tx, userId: bigint): Promise<bigint> {
  const row = await tx
    .selectFrom('income_accruals')
    .select((eb) => eb.fn.sum<string | bigint | null>('amount').as('total'))
    .where('user_id', '=', userId)
    .where('received_at', 'is', null)
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

/** The member's cash account and their unreceived income (from the income sub-ledger). */
export async function memberBalances(tx: Tx, userId: bigint) {
  const [cash, unreceived] = await Promise.all([
    tx
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('code', '=', 'member_cash')
      .executeTakeFirst(),
    uncollectedIncome(tx, userId),
  ]);
  // (as before: a user without accounts has no cash entry)
  return { cash: (cash && toBalance(cash)) as AccountBalance, unreceived: { balance: unreceived } };
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
