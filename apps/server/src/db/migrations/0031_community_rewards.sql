-- Community rewards paid from the promotions account: red envelopes granted by operator rules, and
-- bonus (redemption) codes.

create table envelope_rules (
  id bigserial primary key,
  -- registration: a member who registers gets one; invitee_registration / invitee_first_purchase:
  -- the referrer gets one when an invitee registers / makes a first purchase
  kind text not null check (kind in ('registration', 'invitee_registration', 'invitee_first_purchase')),
  title text not null check (char_length(title) between 1 and 100),
  amount bigint not null check (amount > 0),
  enabled boolean not null default true,
  -- only events in [starts_at, ends_at) qualify, so a new rule does not pay for the past
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at)
);

create table red_envelopes (
  id bigserial primary key,
  rule_id bigint not null references envelope_rules (id),
  -- who receives it
  user_id bigint not null references users (id),
  -- whose event earned it (the invitee, or the member for registration)
  source_user_id bigint not null references users (id),
  amount bigint not null check (amount > 0),
  status text not null default 'unreceived' check (status in ('unreceived', 'received')),
  transfer_id text,
  created_at timestamptz not null,
  received_at timestamptz,
  -- a rule grants once per beneficiary and source, however often the grant job runs
  constraint red_envelopes_once unique (rule_id, user_id, source_user_id),
  check ((status = 'received') = (received_at is not null and transfer_id is not null))
);
create index red_envelopes_user_idx on red_envelopes (user_id, id desc);
create index red_envelopes_source_idx on red_envelopes (source_user_id);

create table bonus_codes (
  id bigserial primary key,
  -- stored upper-case; members may type it in any case
  code text not null unique check (code ~ '^[A-Z0-9]{4,32}$'),
  amount bigint not null check (amount > 0),
  total_uses integer not null check (total_uses > 0),
  used_count integer not null default 0,
  expires_at timestamptz not null,
  enabled boolean not null default true,
  created_by bigint references operators (id),
  created_at timestamptz not null default now(),
  check (used_count >= 0 and used_count <= total_uses)
);

create table bonus_redemptions (
  id bigserial primary key,
  code_id bigint not null references bonus_codes (id),
  user_id bigint not null references users (id),
  amount bigint not null check (amount > 0),
  transfer_id text not null unique,
  created_at timestamptz not null,
  -- each member redeems a code at most once
  constraint bonus_redemptions_once unique (code_id, user_id)
);
create index bonus_redemptions_user_idx on bonus_redemptions (user_id, id desc);

-- Grant jobs look for purchases (ledger transfers with code 'buy') per member.
create index if not exists ledger_transfers_buy_idx on ledger_transfers (user_id, created_at)
  where code = 'buy';
