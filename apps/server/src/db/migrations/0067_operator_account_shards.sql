-- The operator accounts every purchase or withdrawal credits (product_sales, withdrawal_payable,
-- fee_revenue) are each spread over 8 rows, shards 0–7; a payment uses the shard of its member
-- (member id mod 8, src/ledger/postings.ts operatorAccountShard). One row for all members made every
-- payment wait for the one before it to commit (its row lock is held to commit), and PostgreSQL
-- re-checked the whole statement after each wait (EvalPlanQual: ~14 % of its CPU per write under
-- load, docs/performance.md). An account's figures are the sum of its shards: trialBalance sums
-- every row anyway, the money position groups by code, and operatorAccountId names shard 0, which
-- every other operator account has alone. Members' accounts are never sharded.
alter table ledger_accounts add column shard smallint not null default 0;
alter table ledger_accounts add constraint ledger_accounts_shard_range
  check (shard between 0 and 7 and (user_id is null or shard = 0));
alter table ledger_accounts drop constraint ledger_accounts_code_user_unique;
alter table ledger_accounts add constraint ledger_accounts_code_user_shard_unique
  unique nulls not distinct (code, user_id, shard);

insert into ledger_accounts (code, user_id, shard, debits_must_not_exceed_credits, credits_must_not_exceed_debits)
select a.code, null, s.shard, a.debits_must_not_exceed_credits, a.credits_must_not_exceed_debits
from ledger_accounts a cross join generate_series(1, 7) s(shard)
where a.user_id is null and a.code in ('product_sales', 'withdrawal_payable', 'fee_revenue');
