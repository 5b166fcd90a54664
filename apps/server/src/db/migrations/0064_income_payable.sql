-- Daily income as a sub-ledger (issue "Performance and scale", decision 1), as banks accrue interest.
--
-- Until now each accrual run posted one ledger transfer per member per day, income_reserve →
-- member_unreceived, and receiving posted member_unreceived → member_cash. From here on:
-- * income_payable (operator liability, credit balance) holds every member's accrued, uncollected
--   income. An accrual run posts ONE transfer per business day paid, income_reserve →
--   income_payable, for that day's total (user_id null, id 'income:<run_id>:<YYYY-MM-DD>').
-- * income_accruals (one row per order per day, unchanged) is the sub-ledger: a row with
--   received_at null is uncollected; receive_transfer_id names the income_receive transfer that
--   collected it. A member's unreceived income is the sum of their uncollected rows.
-- * Receiving ("collect") marks the member's uncollected rows and posts income_payable →
--   member_cash for exactly their sum, in one transaction (code income_receive).
-- * Invariant (trialBalance checks it): the income_payable balance equals the sum of the
--   uncollected income_accruals amounts, to the minor unit.
-- * member_unreceived accounts stay (their history is kept, funding details can still show it) but
--   carry no new money.
--
-- This migration moves every member_unreceived balance into income_payable: one transfer per member
-- with a balance, member_unreceived → income_payable, code income_accrual (the accrued income,
-- re-homed), id 'income-payable-0064:<user_id>', ref 'migration:income_payable'. Receiving always
-- marked exactly the rows it transferred, so each member's member_unreceived balance must equal the
-- sum of their unreceived rows; the migration checks that for every member first and fails (rolls
-- back, stops the start) if any differs, rather than guess which rows are uncollected.

insert into ledger_accounts (code, user_id, debits_must_not_exceed_credits)
values ('income_payable', null, true)
on conflict do nothing;

do $$
declare
  bad record;
begin
  select coalesce(a.user_id, r.user_id) as user_id, coalesce(a.balance, 0) as balance, coalesce(r.uncollected, 0) as rows_total
  into bad
  from (select user_id, credits_posted - debits_posted as balance, debits_pending + credits_pending as pending
        from ledger_accounts where code = 'member_unreceived') a
  full join (select user_id, sum(amount)::bigint as uncollected
             from income_accruals where received_at is null group by user_id) r on r.user_id = a.user_id
  where coalesce(a.balance, 0) <> coalesce(r.uncollected, 0) or coalesce(a.pending, 0) <> 0
  limit 1;
  if found then
    raise exception 'income_payable migration: member % holds % on member_unreceived but % in unreceived income_accruals rows',
      bad.user_id, bad.balance, bad.rows_total;
  end if;
end $$;

with payable as (
  select id, credits_posted - debits_posted as balance from ledger_accounts
  where code = 'income_payable' and user_id is null
  for update
),
moving as (
  select a.id as account_id, a.user_id, a.credits_posted - a.debits_posted as amount
  from ledger_accounts a
  where a.code = 'member_unreceived' and a.credits_posted - a.debits_posted > 0
  for update of a
),
ins as (
  insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, kind, code, user_id, ref,
                                debit_balance_after, credit_balance_after)
  select 'income-payable-0064:' || m.user_id, m.account_id, p.id, m.amount, 'posted', 'income_accrual', m.user_id,
         'migration:income_payable', 0,
         p.balance + sum(m.amount) over (order by m.user_id rows between unbounded preceding and current row)
  from moving m cross join payable p
  order by m.user_id
  returning debit_account_id, credit_account_id, amount
),
debited as (
  update ledger_accounts a set debits_posted = a.debits_posted + i.amount
  from ins i where a.id = i.debit_account_id
  returning a.id
)
update ledger_accounts a set credits_posted = a.credits_posted + t.total
from (select credit_account_id, sum(amount)::bigint as total from ins group by credit_account_id) t
where a.id = t.credit_account_id;

-- A member's uncollected rows (receiving, the unreceived figure): only uncollected rows are in it,
-- with their amounts, so the sum is an index-only read.
create index income_accruals_uncollected_idx on income_accruals (user_id) include (amount) where received_at is null;
