-- Daily income accrual without a daily write per order (issue #8; income/progress.ts).
-- Every run pays the same days to every order in step with the job, so an order whose status is
-- 'valid' is paid from start_day through least(latest accrual_runs.paid_through, expire_day - 1).
-- The job writes an order only on its first paid day (Not started -> Valid) and when it ends;
-- readers derive last_accrued_day / accrued_days / accrued_total of a 'valid' order from that day.

-- The paid-through day of orders in step, read by the job and by every order view.
create index accrual_runs_paid_through_idx on accrual_runs (paid_through) where paid_through is not null;

-- Orders paid by the earlier job are in step by construction (it paid every open order through the
-- same day). Should one not be (a purchase that committed after the run that paid its first day,
-- then a shortfall), it goes back to 'not_started' with its stored progress, which the job and the
-- readers then use for it alone.
update product_orders
set status = 'not_started'
where status = 'valid'
  and last_accrued_day is distinct from
      least((select max(paid_through) from accrual_runs), expire_day - 1);

-- When an order leaves the step (voided by an operator, or any later writer that sets the status
-- and not the progress), its progress so far is written into the row, so the stored columns
-- describe every order that is not 'valid'. The job's own end of an order writes the final
-- progress itself (last_accrued_day changes), which skips the trigger. A void that commits while a
-- run is paying the same day can leave that day out of the stored count, as before this change
-- (the run pays from its snapshot).
create function product_orders_freeze_progress() returns trigger language plpgsql as $$
declare
  paid_through date;
  last_day date;
  delta integer;
begin
  select max(r.paid_through) into paid_through from accrual_runs r;
  if paid_through is null then
    return new;
  end if;
  last_day := greatest(old.last_accrued_day, least(paid_through, old.expire_day - 1));
  delta := last_day - coalesce(old.last_accrued_day, old.start_day - 1);
  new.last_accrued_day := last_day;
  new.accrued_days := old.accrued_days + delta;
  new.accrued_total := old.accrued_total + old.daily_income * delta;
  return new;
end $$;
create trigger product_orders_freeze_progress before update of status on product_orders
  for each row when (old.status = 'valid' and new.status <> 'valid'
                     and new.last_accrued_day is not distinct from old.last_accrued_day)
  execute function product_orders_freeze_progress();

-- 0021's fillfactor 50 stays: the job writes an order twice in its life, and the orders that start
-- (or end) on a day were bought on the same day, so they fill the same pages; the spare half of each
-- page lets all of them be HOT updates (no index on status or the progress columns).
