-- Uploaded pictures kept in PostgreSQL (issue 18, "beyond one machine"): with a DATABASE_URL every
-- server process, on any machine, serves a picture another one stored, without a shared folder.
-- The embedded PGlite keeps using the local disk (UPLOAD_STORE=disk). Pictures are re-encoded and
-- at most 5 MB, written once under a random name and never changed, so a plain bytea row (TOASTed
-- and compressed out of line by PostgreSQL) is enough; no large objects.
create table upload_blobs (
  name text primary key check (name ~ '^[a-f0-9]{32}\.(jpg|png|webp)$'),
  content_type text not null,
  data bytea not null,
  created_at timestamptz not null default now()
);
