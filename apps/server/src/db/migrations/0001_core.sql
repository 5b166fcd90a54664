-- Core: the double-entry ledger, sessions, operators, audit log, configuration, idempotency.
-- Money is always bigint minor units (1 = 0.01 of the base currency).

create table ledger_accounts (
  id bigserial primary key,
  -- what the account is for: member_cash, member_unreceived, income_reserve, fee_revenue,
  -- deposit_clearing, withdrawal_payable, promotions, product_sales, operator_capital
  code text not null,
  user_id bigint,
  debits_must_not_exceed_credits boolean not null default false,
  credits_must_not_exceed_debits boolean not null default false,
  debits_pending bigint not null default 0,
  debits_posted bigint not null default 0,
  credits_pending bigint not null default 0,
  credits_posted bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint ledger_accounts_code_user_unique unique nulls not distinct (code, user_id),
  constraint ledger_accounts_nonnegative check (
    debits_pending >= 0 and debits_posted >= 0 and credits_pending >= 0 and credits_posted >= 0),
  -- The balance rules live in the database, so no code path and no race can overdraw an account.
  constraint ledger_accounts_debits_within_credits check (
    not debits_must_not_exceed_credits or debits_pending + debits_posted <= credits_posted),
  constraint ledger_accounts_credits_within_debits check (
    not credits_must_not_exceed_debits or credits_pending + credits_posted <= debits_posted)
);

create table ledger_transfers (
  -- The transfer id is its idempotency key: a retried request finds the same id and changes nothing.
  id text primary key,
  debit_account_id bigint not null references ledger_accounts (id),
  credit_account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount >= 0),
  -- posted: final at once; pending: holds funds; post_pending / void_pending: resolve a pending one.
  kind text not null check (kind in ('posted', 'pending', 'post_pending', 'void_pending')),
  pending_id text references ledger_transfers (id),
  -- business meaning, for records and funding details
  code text not null,
  user_id bigint,
  ref text,
  -- net balance (credits - debits, posted) of each side right after this transfer
  debit_balance_after bigint not null,
  credit_balance_after bigint not null,
  created_at timestamptz not null default now(),
  check (debit_account_id <> credit_account_id),
  check ((kind in ('post_pending', 'void_pending')) = (pending_id is not null))
);
-- A pending transfer is posted or voided at most once.
create unique index ledger_transfers_pending_resolved_once on ledger_transfers (pending_id)
  where pending_id is not null;
create index ledger_transfers_debit_idx on ledger_transfers (debit_account_id, created_at desc);
create index ledger_transfers_credit_idx on ledger_transfers (credit_account_id, created_at desc);
create index ledger_transfers_user_idx on ledger_transfers (user_id, created_at desc, id);

-- Transfers are immutable: the ledger is append-only.
create function ledger_transfers_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ledger_transfers is append-only';
end $$;
create trigger ledger_transfers_no_update before update or delete on ledger_transfers
  for each row execute function ledger_transfers_append_only();

-- Operator accounts exist from the start.
insert into ledger_accounts (code, user_id, debits_must_not_exceed_credits) values
  ('income_reserve', null, true),
  ('promotions', null, true),
  ('fee_revenue', null, false),
  ('deposit_clearing', null, false),
  ('withdrawal_payable', null, false),
  ('product_sales', null, false),
  ('operator_capital', null, false);

-- Opaque session tokens, stored as SHA-256 hashes; the server keeps no session state in memory.
create table sessions (
  token_hash text primary key,
  subject_type text not null check (subject_type in ('member', 'operator')),
  subject_id bigint not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_subject_idx on sessions (subject_type, subject_id);

create table operators (
  id bigserial primary key,
  username text not null unique,
  password_hash text not null,
  role text not null check (role in ('admin', 'finance', 'support')),
  created_at timestamptz not null default now()
);

create table audit_log (
  id bigserial primary key,
  operator_id bigint references operators (id),
  action text not null,
  target text,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);

create table sys_config (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
insert into sys_config (key, value) values ('notice_popup_wait_seconds', '10');

-- Remembered answers of money-moving requests, keyed by the client's idempotency key.
create table idempotency_keys (
  scope text not null,
  subject_id bigint not null,
  key text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, subject_id, key)
);

-- Rate limits and lockouts shared by every server instance.
create table rate_limits (
  bucket text primary key,
  hits integer not null,
  window_start timestamptz not null,
  locked_until timestamptz
);
