-- Members. Phone numbers are stored with their area code; passwords as argon2id hashes.
create table users (
  id bigserial primary key,
  area_code text not null,
  phone text not null,
  username text not null,
  head_url text,
  password_hash text not null,
  fund_password_hash text,
  invitation_code text not null unique,
  referrer_id bigint references users (id),
  status text not null default 'active' check (status in ('active', 'disabled')),
  created_at timestamptz not null default now(),
  unique (area_code, phone)
);
create index users_referrer_idx on users (referrer_id, created_at desc);
