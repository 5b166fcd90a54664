-- Community: system notices, personal messages, scroll announcements, home slides, area codes,
-- platform texts, and the public configuration defaults the member app reads.

-- Notices and personal messages share one id sequence, so /app/sysMessage/readMsg(id) needs no type.
create sequence community_message_id_seq;

create table notices (
  id bigint primary key default nextval('community_message_id_seq'),
  title text not null check (char_length(title) between 1 and 200),
  content text not null check (char_length(content) <= 10000),
  -- null: shown in every language; otherwise only to members whose locale matches
  locale text,
  published boolean not null default true,
  sort integer not null default 0,
  created_by bigint references operators (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index notices_published_idx on notices (sort desc, id desc) where published;

create table notice_reads (
  user_id bigint not null references users (id),
  notice_id bigint not null references notices (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, notice_id)
);

create table user_messages (
  id bigint primary key default nextval('community_message_id_seq'),
  user_id bigint not null references users (id),
  title text not null check (char_length(title) between 1 and 200),
  content text not null check (char_length(content) <= 10000),
  read_at timestamptz,
  created_by bigint references operators (id),
  created_at timestamptz not null default now()
);
create index user_messages_user_idx on user_messages (user_id, id desc);

-- Announcements in the scrolling bar: written by operators only, never generated.
create table scroll_messages (
  id bigserial primary key,
  content text not null check (char_length(content) between 1 and 500),
  enabled boolean not null default true,
  sort integer not null default 0,
  created_by bigint references operators (id),
  created_at timestamptz not null default now()
);

create table swiper_slides (
  id bigserial primary key,
  title text not null default '',
  image_url text not null,
  link_url text,
  enabled boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);

create table area_codes (
  code text primary key check (code ~ '^\+[0-9]{1,4}$'),
  -- ISO 3166-1 alpha-2
  country text not null,
  name text not null,
  enabled boolean not null default true,
  sort integer not null default 0
);

-- About, beginner guide and agreement texts, one per locale (en-US is the fallback).
create table platform_content (
  type text not null check (type in ('about', 'guide', 'agreement')),
  locale text not null,
  title text not null,
  content text not null,
  updated_at timestamptz not null default now(),
  primary key (type, locale)
);

-- share_base_url empty: the share link uses the origin the request came to.
insert into sys_config (key, value) values
  ('share_base_url', ''),
  ('download_url', ''),
  ('app_version', '1.2.2'),
  ('app_version_code', '10')
on conflict (key) do nothing;
