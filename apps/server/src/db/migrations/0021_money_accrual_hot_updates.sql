-- Keeps the daily accrual over a million orders fast (set-based, but every open order and every
-- paying member's account row is still written once per run):
-- * product_orders: the job updates status, last_accrued_day, accrued_days, accrued_total. With no
--   index on those columns and half of each page left free, those are HOT updates (no index
--   maintenance, dead versions pruned in place). The job scans open orders sequentially anyway.
-- * income_accruals: the member's unreceived rows are found through (user_id, day, order_id); a
--   separate partial index only slowed the million-row insert and made receiving a non-HOT update.
-- * ledger_accounts (core table; storage parameter only): room on each page makes the per-run
--   credit of every member_unreceived row a HOT update as well.
drop index product_orders_open_idx;
alter table product_orders set (fillfactor = 50);
drop index income_accruals_unreceived_idx;
alter table ledger_accounts set (fillfactor = 70);
