import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written by the database (or explicitly) and read back as Date. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Money = ColumnType<bigint, bigint | number | string, bigint | number | string>;

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  code: string;
  user_id: bigint | null;
  /** 0, or 0–7 for the operator accounts spread over shards (migration 0067) */
  shard: ColumnType<number, number | undefined, number>;
  debits_must_not_exceed_credits: ColumnType<boolean, boolean | undefined, boolean>;
  credits_must_not_exceed_debits: ColumnType<boolean, boolean | undefined, boolean>;
  debits_pending: ColumnType<bigint, bigint | undefined, bigint>;
  debits_posted: ColumnType<bigint, bigint | undefined, bigint>;
  credits_pending: ColumnType<bigint, bigint | undefined, bigint>;
  credits_posted: ColumnType<bigint, bigint | undefined, bigint>;
  created_at: Generated<Date>;
}

export interface LedgerTransfersTable {
  id: string;
  debit_account_id: bigint;
  credit_account_id: bigint;
  amount: Money;
  kind: 'posted' | 'pending' | 'post_pending' | 'void_pending';
  pending_id: string | null;
  code: string;
  user_id: bigint | null;
  ref: string | null;
  debit_balance_after: Money;
  credit_balance_after: Money;
  created_at: Generated<Date>;
  /** insertion order, taken while the accounts are locked (0041) */
  seq: Generated<string>;
}

export interface SessionsTable {
  token_hash: string;
  subject_type: 'member' | 'operator';
  subject_id: bigint;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Date | null;
}

export interface OperatorsTable {
  id: Generated<bigint>;
  username: string;
  password_hash: string;
  role: 'admin' | 'finance' | 'support';
  created_at: Generated<Date>;
  /** set when an admin disabled the operator: no sign-in, no live session */
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  operator_id: bigint | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  created_at: Generated<Date>;
}

export interface SysConfigTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

export interface IdempotencyKeysTable {
  scope: string;
  subject_id: bigint;
  key: string;
  response: unknown;
  /** SHA-256 of the request that used the key (lib/idempotency.ts); null for keys from before it */
  fingerprint: string | null;
  created_at: Generated<Date>;
}

export interface RateLimitsTable {
  bucket: string;
  hits: number;
  window_start: Timestamp;
  locked_until: Date | null;
}

export interface CoreTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  sessions: SessionsTable;
  operators: OperatorsTable;
  audit_log: AuditLogTable;
  sys_config: SysConfigTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
}
