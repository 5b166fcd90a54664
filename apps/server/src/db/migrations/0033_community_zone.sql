-- Uploaded pictures and the community zone (posts with up to 9 pictures, comments, moderation).

create table uploads (
  name text primary key,
  user_id bigint references users (id),
  -- the public URL the storage gave it; zone posts may only reference these
  url text not null unique,
  content_type text not null,
  size integer not null,
  width integer not null,
  height integer not null,
  created_at timestamptz not null default now()
);
create index uploads_user_idx on uploads (user_id, created_at desc);

create table zone_posts (
  id bigserial primary key,
  user_id bigint not null references users (id),
  -- stored raw; the app renders it escaped
  content text not null check (char_length(content) <= 1000),
  img_urls jsonb not null default '[]'
    check (jsonb_typeof(img_urls) = 'array' and jsonb_array_length(img_urls) <= 9),
  status text not null default 'visible' check (status in ('visible', 'hidden', 'deleted')),
  created_at timestamptz not null,
  moderated_by bigint references operators (id),
  moderated_at timestamptz,
  deleted_at timestamptz
);
create index zone_posts_visible_idx on zone_posts (id desc) where status = 'visible';
create index zone_posts_user_idx on zone_posts (user_id, id desc);

create table zone_comments (
  id bigserial primary key,
  post_id bigint not null references zone_posts (id),
  user_id bigint not null references users (id),
  content text not null check (char_length(content) between 1 and 500),
  status text not null default 'visible' check (status in ('visible', 'hidden', 'deleted')),
  created_at timestamptz not null,
  moderated_by bigint references operators (id),
  moderated_at timestamptz,
  deleted_at timestamptz
);
create index zone_comments_post_idx on zone_comments (post_id, id);
