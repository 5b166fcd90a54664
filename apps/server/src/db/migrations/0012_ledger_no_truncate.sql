-- The append-only rule of ledger_transfers (0001) refuses UPDATE and DELETE row by row; TRUNCATE
-- fires no row trigger, so refuse it with a statement trigger as well.
create trigger ledger_transfers_no_truncate before truncate on ledger_transfers
  for each statement execute function ledger_transfers_append_only();
