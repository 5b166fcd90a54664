-- income_accruals.transfer_id repeated, on a million rows a day, what (run_id, user_id, day) already
-- say: the ledger transfer that paid a row is 'income:<run_id>:<user_id>:<YYYY-MM-DD>'. Dropping it
-- keeps the daily insert lean.
alter table income_accruals drop column transfer_id;
