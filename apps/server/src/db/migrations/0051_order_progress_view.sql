-- Order progress through one view (issue 15): no query can read a stale value.
--
-- Since 0042 the job writes an order only when it joins the step and when it ends, so the progress
-- columns of a 'valid' order lag behind: readers had to know to derive them. Those columns stay
-- (they are the progress of every order that is not in step, and the base from which an order in
-- step is brought forward), but under names that say so, and the progress members and operators
-- read is the view product_order_progress, whose columns keep the old names and meaning.

alter table product_orders rename column last_accrued_day to base_last_accrued_day;
alter table product_orders rename column accrued_days to base_accrued_days;
alter table product_orders rename column accrued_total to base_accrued_total;

-- The last day paid of an order, given the paid-through day of the orders in step (the latest
-- accrual_runs.paid_through, or the one a run reads under its lock): an order in step ('valid') is
-- paid through it (never past its last day), any other has its stored progress. An inlinable SQL
-- function: the view and the accrual job share this one formula.
create function order_last_paid_day(status text, base_last_paid date, expire_day date, paid_through date)
  returns date language sql immutable parallel safe as $$
  select case when status = 'valid' and paid_through is not null
    then greatest(base_last_paid, least(paid_through, expire_day - 1))
    else base_last_paid end
$$;

create view product_order_progress as
select o.id, o.order_no, o.user_id, o.product_id, o.product_name, o.product_image, o.quantity, o.unit_price,
       o.amount, o.daily_income, o.period_days, o.total_income, o.start_day, o.expire_day, o.status,
       o.transfer_id, o.created_at,
       p.last_paid as last_accrued_day,
       o.base_accrued_days + p.days_since_base as accrued_days,
       o.base_accrued_total + o.daily_income * p.days_since_base as accrued_total
from product_orders o
cross join lateral (
  select l.last_paid, coalesce(l.last_paid - coalesce(o.base_last_accrued_day, o.start_day - 1), 0) as days_since_base
  from (select order_last_paid_day(o.status, o.base_last_accrued_day, o.expire_day,
                                   (select max(r.paid_through) from accrual_runs r)) as last_paid) l
) p;

-- The trigger of 0042 under the new column names: an order that leaves the step keeps the
-- progress it had.
create or replace function product_orders_freeze_progress() returns trigger language plpgsql as $$
declare
  paid_through date;
  last_day date;
  delta integer;
begin
  select max(r.paid_through) into paid_through from accrual_runs r;
  if paid_through is null then
    return new;
  end if;
  last_day := order_last_paid_day('valid', old.base_last_accrued_day, old.expire_day, paid_through);
  delta := last_day - coalesce(old.base_last_accrued_day, old.start_day - 1);
  new.base_last_accrued_day := last_day;
  new.base_accrued_days := old.base_accrued_days + delta;
  new.base_accrued_total := old.base_accrued_total + old.daily_income * delta;
  return new;
end $$;
