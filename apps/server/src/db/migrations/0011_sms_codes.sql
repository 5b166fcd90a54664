-- One-time SMS verification codes (features/sms). Only a salted SHA-256 of each code is kept.
-- A code is valid for 5 minutes, for one purpose, is used at most once and dies after 5 wrong
-- guesses; only the newest code of a phone and purpose counts.
create table sms_codes (
  id bigserial primary key,
  area_code text not null,
  phone text not null,
  -- register, forget, resetAssetPwd, modifyPwd, ...
  purpose text not null,
  user_id bigint references users (id),
  salt text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sms_codes_phone_idx on sms_codes (area_code, phone, purpose, created_at desc, id desc);
