-- Money flows: products and orders, daily income accrual, recharge (payment channels and USDT),
-- withdrawal, bank cards and wallets. Amounts are bigint minor units (1 = 0.01 of the base
-- currency); USDT amounts are bigint micro-USDT (1 = 0.000001 USDT). Every movement of money is a
-- ledger transfer (ledger_transfers); the rows here are the business records that point at them.

-- ---------------------------------------------------------------- products and orders
create table products (
  id bigserial primary key,
  name text not null,
  image text not null default '',
  price bigint not null check (price > 0),
  daily_income bigint not null check (daily_income >= 0),
  period_days integer not null check (period_days between 1 and 3650),
  total_income bigint generated always as (daily_income * period_days) stored,
  -- units sold so far, and units still for sale
  purchased_count integer not null default 0 check (purchased_count >= 0),
  stock integer not null check (stock >= 0),
  -- not for sale after this moment (null: no end)
  valid_until timestamptz,
  agreement text not null default '',
  -- most units one member may hold of this product (0: no limit)
  purchase_limit integer not null default 0 check (purchase_limit >= 0),
  status text not null default 'on' check (status in ('on', 'off')),
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_listing_idx on products (status, sort desc, id desc);

-- An order earns daily_income on each business day from start_day to expire_day - 1 (period_days
-- days). start_day is the business day after the purchase: the order is "Not started" on the day
-- it is bought, "Valid" from start_day, "End" from expire_day once every day has been paid.
create table product_orders (
  id bigserial primary key,
  order_no text not null unique,
  user_id bigint not null references users (id),
  product_id bigint not null references products (id),
  product_name text not null,
  product_image text not null default '',
  quantity integer not null check (quantity > 0),
  unit_price bigint not null,
  amount bigint not null check (amount > 0),
  -- per day for the whole order (product daily income x quantity)
  daily_income bigint not null check (daily_income >= 0),
  period_days integer not null,
  total_income bigint not null,
  start_day date not null,
  expire_day date not null,
  status text not null default 'not_started' check (status in ('not_started', 'valid', 'end', 'invalid')),
  -- accrual progress: last business day paid, days paid, income paid
  last_accrued_day date,
  accrued_days integer not null default 0,
  accrued_total bigint not null default 0,
  transfer_id text not null,
  created_at timestamptz not null,
  check (expire_day = start_day + period_days)
);
create index product_orders_user_idx on product_orders (user_id, created_at desc, id desc);
create index product_orders_open_idx on product_orders (status, start_day) where status in ('not_started', 'valid');
create index product_orders_product_user_idx on product_orders (product_id, user_id);

-- ---------------------------------------------------------------- income accrual
-- One row per accrual job run that paid something or met a shortfall.
create table accrual_runs (
  id bigserial primary key,
  triggered_by text not null,
  business_now timestamptz not null,
  today date not null,
  -- last business day paid by this run (null: nothing paid)
  paid_through date,
  accrual_rows integer not null default 0,
  transfers integer not null default 0,
  amount bigint not null default 0,
  shortfall_days integer not null default 0,
  started_at timestamptz not null default clock_timestamp(),
  finished_at timestamptz
);

-- Exactly one row per order per business day: the primary key is what makes the accrual pay once,
-- even if two job instances race. transfer_id points at the ledger transfer (one per member per
-- day) that credited it; received_* are set when the member moves it to cash.
create table income_accruals (
  order_id bigint not null,
  day date not null,
  user_id bigint not null,
  amount bigint not null check (amount >= 0),
  run_id bigint not null,
  transfer_id text not null,
  received_at timestamptz,
  receive_transfer_id text,
  primary key (order_id, day)
);
create index income_accruals_user_idx on income_accruals (user_id, day desc, order_id desc);
create index income_accruals_unreceived_idx on income_accruals (user_id, order_id) where received_at is null;

-- A business day the income reserve could not cover: nothing was paid for it (it is retried on the
-- next run, after the reserve is funded).
create table income_shortfalls (
  day date primary key,
  needed bigint not null,
  available bigint not null,
  attempts integer not null default 1,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  resolved_at timestamptz
);

-- What the operator console shows: one alert per short day, until acknowledged.
create table reserve_alerts (
  id bigserial primary key,
  kind text not null check (kind in ('shortfall')),
  day date not null,
  needed bigint not null,
  available bigint not null,
  message text not null,
  created_at timestamptz not null default now(),
  acknowledged_at timestamptz,
  acknowledged_by bigint references operators (id),
  unique (kind, day)
);

-- ---------------------------------------------------------------- recharge
-- kind gateway: a payment page (pay_url) and signed callbacks; kind usdt: the chain watcher that
-- reports confirmed USDT deposits with the same signed callback.
create table pay_channels (
  id bigserial primary key,
  code text not null unique check (code ~ '^[a-z0-9][a-z0-9_-]{1,39}$'),
  name text not null,
  kind text not null check (kind in ('gateway', 'usdt')),
  icon text not null default '',
  pay_url text not null default '',
  -- HMAC-SHA256 key of the callbacks; never returned by the API
  secret text not null,
  status text not null default 'on' check (status in ('on', 'off')),
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table recharges (
  id bigserial primary key,
  order_no text not null unique,
  user_id bigint not null references users (id),
  pay_channel_id bigint not null references pay_channels (id),
  method text not null check (method in ('gateway', 'usdt')),
  -- gateway: the requested amount; usdt: the converted amount once confirmed (0 before)
  amount bigint not null check (amount >= 0),
  usdt_declared bigint,
  usdt_amount bigint,
  usdt_rate text,
  network text,
  tx_hash text unique,
  trade_no text,
  status text not null default 'unpaid' check (status in ('unpaid', 'pending', 'failed', 'success')),
  failure_reason text,
  transfer_id text,
  created_at timestamptz not null,
  paid_at timestamptz,
  updated_at timestamptz not null default now()
);
create index recharges_user_idx on recharges (user_id, created_at desc, id desc);
create index recharges_status_idx on recharges (status, created_at desc);

-- USDT deposits converted to the base currency.
create table coin_records (
  id bigserial primary key,
  user_id bigint not null references users (id),
  recharge_id bigint not null unique references recharges (id),
  currency text not null,
  from_amount bigint not null,
  price text not null,
  to_amount bigint not null,
  created_at timestamptz not null
);
create index coin_records_user_idx on coin_records (user_id, created_at desc, id desc);

-- Every callback received, accepted or refused, with its raw body.
create table callback_log (
  id bigserial primary key,
  channel_code text not null,
  order_no text,
  outcome text not null,
  detail text,
  signature text,
  remote_ip text,
  raw_body text not null,
  created_at timestamptz not null default now()
);
create index callback_log_created_idx on callback_log (created_at desc);

-- Nonces of accepted-for-processing callbacks: a replay with the same nonce is refused.
create table callback_nonces (
  channel_id bigint not null references pay_channels (id),
  nonce text not null,
  created_at timestamptz not null default now(),
  primary key (channel_id, nonce)
);

-- ---------------------------------------------------------------- cards, wallets, withdrawal
create table banks (
  id bigserial primary key,
  name text not null,
  code text not null unique,
  logo text not null default '',
  status text not null default 'on' check (status in ('on', 'off')),
  sort integer not null default 0
);

create table user_banks (
  id bigserial primary key,
  user_id bigint not null references users (id),
  bank_id bigint not null references banks (id),
  payee_name text not null,
  account_no text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);
create index user_banks_user_idx on user_banks (user_id) where deleted_at is null;

create table user_wallets (
  id bigserial primary key,
  user_id bigint not null references users (id),
  type text not null check (type in ('TRC20', 'ERC20')),
  address text not null,
  name text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);
create unique index user_wallets_address_idx on user_wallets (user_id, type, address) where deleted_at is null;

-- A withdrawal holds amount on member cash as two pending transfers (amount - fee to
-- withdrawal_payable, fee to fee_revenue); Pass posts them, Reject voids them.
create table withdrawals (
  id bigserial primary key,
  order_no text not null unique,
  user_id bigint not null references users (id),
  method text not null check (method in ('bank', 'wallet')),
  user_bank_id bigint references user_banks (id),
  wallet_id bigint references user_wallets (id),
  amount bigint not null check (amount > 0),
  fee bigint not null check (fee >= 0),
  actual_amount bigint not null check (actual_amount > 0),
  fee_bp integer not null,
  -- copies of the card or wallet at the time of the application
  bank_name text not null,
  card_no text not null,
  cardholder text not null,
  pay_channel text not null,
  status text not null default 'pending' check (status in ('pending', 'passed', 'rejected')),
  payable_transfer_id text not null,
  fee_transfer_id text,
  reject_reason text,
  audited_by bigint references operators (id),
  created_at timestamptz not null,
  audited_at timestamptz,
  check (amount = fee + actual_amount)
);
create index withdrawals_user_idx on withdrawals (user_id, created_at desc, id desc);
create index withdrawals_status_idx on withdrawals (status, created_at);
