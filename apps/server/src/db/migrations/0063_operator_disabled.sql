-- Operators an admin has disabled (issue 17): they cannot sign in and their sessions stop working.
alter table operators add column disabled_at timestamptz;
