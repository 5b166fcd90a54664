-- Performance (bench/): a member's ledger accounts by user_id alone. memberBalances() (getUserInfo,
-- getIncomeInfo, the withdraw page, income info providers...) asks `where user_id = $1`; the only
-- index was the unique (code, user_id), whose leading column is code, so each call scanned every
-- ledger account (22 ms at 10k members, growing linearly).
create index if not exists ledger_accounts_user_idx on ledger_accounts (user_id) where user_id is not null;
