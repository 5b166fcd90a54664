-- The session cache's listeners (src/auth/session-cache.ts, docs/server-auth.md "Session cache"):
-- one row per LISTEN connection of a server process, renewed by that connection's pings. A
-- revocation waits for an acknowledgement from every listener renewed within the last lease.
create table session_listeners (
  id text primary key,
  pid integer not null,
  started_at timestamptz not null,
  renewed_at timestamptz not null
);
