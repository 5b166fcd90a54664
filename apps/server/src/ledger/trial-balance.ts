import { sql } from 'kysely';
import type { Tx } from '../db/tx.js';

export interface TrialBalance {
  /** sum of all debits minus all credits, posted; must be 0 */
  postedDifference: bigint;
  /** same for pending; must be 0 */
  pendingDifference: bigint;
  /** accounts whose stored totals disagree with the sum of their transfers; must be empty */
  accountsOutOfBalance: bigint[];
  /** the income_payable balance minus the sum of uncollected income_accruals rows; must be 0 */
  incomePayableDifference: bigint;
  ok: boolean;
}

/**
 * Proves the books: debits equal credits, every account's running totals equal the sum of the
 * transfers that touched it (so no code path updated a balance without a transfer), and the income
 * sub-ledger agrees with its control account: income_payable holds exactly the uncollected
 * income_accruals rows (migration 0064).
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
  const payable = await sql<{ difference: string }>`
    select ((select credits_posted - debits_posted from ledger_accounts where code = 'income_payable' and user_id is null)
            - (select coalesce(sum(amount), 0) from income_accruals where received_at is null))::text as difference`.execute(
    tx,
  );
  const incomePayableDifference = BigInt(payable.rows[0]!.difference);
  const postedDifference = BigInt(totals.rows[0]!.posted);
  const pendingDifference = BigInt(totals.rows[0]!.pending);
  const accountsOutOfBalance = mismatched.rows.map((r) => BigInt(r.id));
  return {
    postedDifference,
    pendingDifference,
    accountsOutOfBalance,
    incomePayableDifference,
    ok:
      postedDifference === 0n &&
      pendingDifference === 0n &&
      accountsOutOfBalance.length === 0 &&
      incomePayableDifference === 0n,
  };
}
