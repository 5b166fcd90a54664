-- Funding details read a member account's movements newest first, and each row shows the balance
-- that transfer left behind. created_at is the transaction's start time, so transfers written in one
-- transaction (a withdrawal and its fee) tie, and a transaction that waited for a row lock can carry
-- an older created_at than one that committed before it. seq is taken at insert time, while the
-- account rows are locked, so per account it follows the order in which balances changed.
alter table ledger_transfers add column seq bigserial not null;

drop index if exists ledger_transfers_debit_idx;
drop index if exists ledger_transfers_credit_idx;
create index ledger_transfers_debit_seq_idx on ledger_transfers (debit_account_id, seq desc);
create index ledger_transfers_credit_seq_idx on ledger_transfers (credit_account_id, seq desc);
