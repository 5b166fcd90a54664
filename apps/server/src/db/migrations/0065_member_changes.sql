-- Every change to what getUserInfo answers is announced on a NOTIFY channel, by the database itself
-- (issue "Performance and scale", decision 2): each server process keeps its members' answers in
-- memory and drops one when its member's row or cash account changes (src/auth/member-changes.ts,
-- docs/server-auth.md "Member answer cache"). Triggers, not the code paths that write, so that no
-- writer — the ledger, an operator screen, a migration, psql — can change a balance or a profile
-- without the caches hearing of it. The notification is sent when the writing transaction commits
-- (PostgreSQL delivers notifications in commit order), and not at all if it rolls back.
--
-- The channel is per schema, as the session cache's (each test file has its own schema):
-- 'aurum_members_' + the first 16 hex digits of sha256(schema name). The payload is a member id, or
-- '*' when a change can touch many members' answers (a referrer's phone shows in every referee's,
-- a deleted or truncated row).

create function aurum_member_channel() returns text
language sql stable
as $$ select 'aurum_members_' || left(encode(sha256(convert_to(current_schema(), 'UTF8')), 'hex'), 16) $$;

create function aurum_notify_member_cash() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify(aurum_member_channel(), '*');
  elsif new.code = 'member_cash' and new.user_id is not null then
    perform pg_notify(aurum_member_channel(), new.user_id::text);
  end if;
  return null;
end $$;

create trigger ledger_accounts_member_changes
after insert or update of credits_posted, debits_posted, debits_pending, credits_pending, user_id, code
  or delete on ledger_accounts
for each row execute function aurum_notify_member_cash();

create function aurum_notify_member_profile() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'DELETE' or new.phone is distinct from old.phone or new.area_code is distinct from old.area_code then
    -- a referrer's phone is part of every referee's answer
    perform pg_notify(aurum_member_channel(), '*');
  elsif new.username is distinct from old.username
     or new.head_url is distinct from old.head_url
     or new.invitation_code is distinct from old.invitation_code
     or (new.fund_password_hash is null) <> (old.fund_password_hash is null)
     or new.referrer_id is distinct from old.referrer_id
     or new.created_at is distinct from old.created_at
     or new.id <> old.id then
    perform pg_notify(aurum_member_channel(), old.id::text);
    if new.id <> old.id then
      perform pg_notify(aurum_member_channel(), new.id::text);
    end if;
  end if;
  return null;
end $$;

create trigger users_member_changes
after update or delete on users
for each row execute function aurum_notify_member_profile();

create function aurum_notify_all_members() returns trigger
language plpgsql
as $$
begin
  perform pg_notify(aurum_member_channel(), '*');
  return null;
end $$;

create trigger users_truncated after truncate on users
for each statement execute function aurum_notify_all_members();
create trigger ledger_accounts_truncated after truncate on ledger_accounts
for each statement execute function aurum_notify_all_members();
