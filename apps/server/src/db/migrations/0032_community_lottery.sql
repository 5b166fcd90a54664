-- Provably fair lottery. A round's server seed is stored secretly and its SHA-256 hash published
-- when the round opens, with the prize table (weights) frozen; each draw is
-- HMAC-SHA256(serverSeed, "<memberId>:<drawNumber>") mapped onto the weights; after the round is
-- closed the seed is revealed so anyone can recompute every draw.

create table lottery_prizes (
  id bigserial primary key,
  name text not null check (char_length(name) between 1 and 100),
  kind text not null check (kind in ('cash', 'none')),
  amount bigint not null default 0,
  weight integer not null check (weight >= 0),
  -- null: unlimited; a prize never goes below zero stock
  stock integer check (stock is null or stock >= 0),
  image_url text,
  enabled boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 'cash' and amount > 0) or (kind = 'none' and amount = 0))
);

create table lottery_rounds (
  id bigserial primary key,
  -- hex SHA-256 of the seed text, published from the start
  seed_hash text not null,
  -- secret until status = 'revealed'
  server_seed text not null,
  -- the prize table frozen at opening, in draw order: [{id, name, kind, amount, weight}]
  prizes jsonb not null,
  total_weight integer not null check (total_weight > 0),
  status text not null default 'open' check (status in ('open', 'closed', 'revealed')),
  opened_at timestamptz not null,
  closed_at timestamptz,
  revealed_at timestamptz
);
-- at most one round takes draws
create unique index lottery_rounds_one_open on lottery_rounds ((true)) where status = 'open';

create table lottery_chance_rules (
  id bigserial primary key,
  -- per_purchase: every purchase (ledger transfer code 'buy') earns chances; registration: once
  kind text not null check (kind in ('per_purchase', 'registration')),
  chances integer not null check (chances between 1 and 100),
  enabled boolean not null default true,
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at)
);

create table lottery_chance_grants (
  id bigserial primary key,
  user_id bigint not null references users (id),
  chances integer not null check (chances > 0),
  rule_id bigint references lottery_chance_rules (id),
  operator_id bigint references operators (id),
  -- rule:<ruleId>:<source> or operator:<uuid>: a source earns chances once
  grant_key text not null unique,
  created_at timestamptz not null
);
create index lottery_chance_grants_user_idx on lottery_chance_grants (user_id, id desc);

-- Running totals per member; the row is locked while drawing, so a chance is spent once.
create table lottery_members (
  user_id bigint primary key references users (id),
  chances_granted integer not null default 0,
  chances_used integer not null default 0,
  check (chances_used >= 0 and chances_used <= chances_granted)
);

create table lottery_draws (
  id bigserial primary key,
  round_id bigint not null references lottery_rounds (id),
  user_id bigint not null references users (id),
  draw_number integer not null check (draw_number > 0),
  -- hex HMAC-SHA256(serverSeed, "<userId>:<drawNumber>")
  hmac text not null,
  -- first 8 bytes of the HMAC as an unsigned integer, modulo the round's total weight
  roll integer not null,
  -- the prize the roll selected in the frozen table
  selected_prize_id bigint not null,
  -- what was paid: null when the selection was a no-prize entry or out of stock
  awarded_prize_id bigint,
  prize_name text not null,
  amount bigint not null default 0,
  out_of_stock boolean not null default false,
  transfer_id text,
  created_at timestamptz not null,
  constraint lottery_draws_once unique (round_id, user_id, draw_number)
);
create index lottery_draws_user_idx on lottery_draws (user_id, id desc);
