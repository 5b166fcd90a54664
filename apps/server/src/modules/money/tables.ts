import type { ColumnType, Generated } from 'kysely';
import type { Money, Timestamp } from '../../db/core-tables.js';

/**
 * A business day (SQL `date`). Drivers turn `date` into a JS Date at some midnight, so it is never
 * selected directly (the select type is `never`): read it with `dayText(column)` from ./time.ts.
 */
export type DayColumn = ColumnType<never, string, string>;
export type NullableDayColumn = ColumnType<never, string | null | undefined, string | null>;
type Gen<T> = ColumnType<T, T | undefined, T>;

export interface ProductsTable {
  id: Generated<bigint>;
  name: string;
  image: Gen<string>;
  price: Money;
  daily_income: Money;
  period_days: number;
  total_income: ColumnType<bigint, never, never>;
  purchased_count: Gen<number>;
  stock: number;
  valid_until: Date | string | null;
  agreement: Gen<string>;
  purchase_limit: Gen<number>;
  status: Gen<'on' | 'off'>;
  sort: Gen<number>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export type OrderStatus = 'not_started' | 'valid' | 'end' | 'invalid';

export interface ProductOrdersTable {
  id: Generated<bigint>;
  order_no: string;
  user_id: bigint;
  product_id: bigint;
  product_name: string;
  product_image: Gen<string>;
  quantity: number;
  unit_price: Money;
  amount: Money;
  daily_income: Money;
  period_days: number;
  total_income: Money;
  start_day: DayColumn;
  expire_day: DayColumn;
  status: Gen<OrderStatus>;
  /**
   * The progress the accrual job last wrote: current for an order that is not in step, the base an
   * order in step ('valid') is brought forward from. Read progress from product_order_progress.
   */
  base_last_accrued_day: NullableDayColumn;
  base_accrued_days: Gen<number>;
  base_accrued_total: ColumnType<bigint, bigint | undefined, bigint>;
  transfer_id: string;
  created_at: Timestamp;
}

type ReadOnly<T> = ColumnType<T, never, never>;

/**
 * The view every reader of an order's progress goes through (migration 0051): the order with its
 * current progress, whatever the job last wrote to the row.
 */
export type ProductOrderProgressView = {
  [K in Exclude<
    keyof ProductOrdersTable,
    'base_last_accrued_day' | 'base_accrued_days' | 'base_accrued_total'
  >]: ProductOrdersTable[K] extends ColumnType<infer S, unknown, unknown> ? ReadOnly<S> : ReadOnly<ProductOrdersTable[K]>;
} & {
  /** last business day paid (read it with dayText) */
  last_accrued_day: ReadOnly<never>;
  accrued_days: ReadOnly<number>;
  accrued_total: ReadOnly<bigint>;
};

export interface AccrualRunsTable {
  id: Generated<bigint>;
  triggered_by: string;
  business_now: Timestamp;
  today: DayColumn;
  paid_through: NullableDayColumn;
  accrual_rows: Gen<number>;
  transfers: Gen<number>;
  amount: ColumnType<bigint, bigint | undefined, bigint>;
  shortfall_days: Gen<number>;
  started_at: Generated<Date>;
  finished_at: Date | null;
}

export interface IncomeAccrualsTable {
  order_id: bigint;
  day: DayColumn;
  user_id: bigint;
  amount: Money;
  /** the day's paying transfer (income_reserve → income_payable) is 'income:<run_id>:<day>' */
  run_id: bigint;
  /** null: uncollected, part of the income_payable balance (migration 0064) */
  received_at: Date | null;
  /** the income_receive transfer (income_payable → member_cash) that collected the row */
  receive_transfer_id: string | null;
}

export interface IncomeShortfallsTable {
  day: DayColumn;
  needed: Money;
  available: Money;
  attempts: Gen<number>;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  resolved_at: Date | null;
}

export interface ReserveAlertsTable {
  id: Generated<bigint>;
  kind: 'shortfall';
  day: DayColumn;
  needed: Money;
  available: Money;
  message: string;
  created_at: Generated<Date>;
  acknowledged_at: Date | null;
  acknowledged_by: bigint | null;
}

export interface PayChannelsTable {
  id: Generated<bigint>;
  code: string;
  name: string;
  kind: 'gateway' | 'usdt';
  icon: Gen<string>;
  pay_url: Gen<string>;
  secret: string;
  status: Gen<'on' | 'off'>;
  sort: Gen<number>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export type RechargeStatus = 'unpaid' | 'pending' | 'failed' | 'success';

export interface RechargesTable {
  id: Generated<bigint>;
  order_no: string;
  user_id: bigint;
  pay_channel_id: bigint;
  method: 'gateway' | 'usdt';
  amount: Money;
  usdt_declared: bigint | null;
  usdt_amount: bigint | null;
  usdt_rate: string | null;
  network: string | null;
  tx_hash: string | null;
  trade_no: string | null;
  status: Gen<RechargeStatus>;
  failure_reason: string | null;
  transfer_id: string | null;
  created_at: Timestamp;
  paid_at: Date | null;
  updated_at: Timestamp;
}

export interface CoinRecordsTable {
  id: Generated<bigint>;
  user_id: bigint;
  recharge_id: bigint;
  currency: string;
  from_amount: Money;
  price: string;
  to_amount: Money;
  created_at: Timestamp;
}

export interface CallbackLogTable {
  id: Generated<bigint>;
  channel_code: string;
  order_no: string | null;
  outcome: string;
  detail: string | null;
  signature: string | null;
  remote_ip: string | null;
  raw_body: string;
  created_at: Generated<Date>;
}

export interface CallbackNoncesTable {
  channel_id: bigint;
  nonce: string;
  created_at: Timestamp;
}

export interface BanksTable {
  id: Generated<bigint>;
  name: string;
  code: string;
  logo: Gen<string>;
  status: Gen<'on' | 'off'>;
  sort: Gen<number>;
}

export interface UserBanksTable {
  id: Generated<bigint>;
  user_id: bigint;
  bank_id: bigint;
  payee_name: string;
  account_no: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Date | null;
}

export type WalletType = 'TRC20' | 'ERC20';

export interface UserWalletsTable {
  id: Generated<bigint>;
  user_id: bigint;
  type: WalletType;
  address: string;
  name: Gen<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Date | null;
}

export type WithdrawalStatus = 'pending' | 'passed' | 'rejected';

export interface WithdrawalsTable {
  id: Generated<bigint>;
  order_no: string;
  user_id: bigint;
  method: 'bank' | 'wallet';
  user_bank_id: bigint | null;
  wallet_id: bigint | null;
  amount: Money;
  fee: Money;
  actual_amount: Money;
  fee_bp: number;
  bank_name: string;
  card_no: string;
  cardholder: string;
  pay_channel: string;
  status: Gen<WithdrawalStatus>;
  payable_transfer_id: string;
  fee_transfer_id: string | null;
  reject_reason: string | null;
  audited_by: bigint | null;
  created_at: Timestamp;
  audited_at: Date | null;
}

export interface MoneyTables {
  products: ProductsTable;
  product_orders: ProductOrdersTable;
  product_order_progress: ProductOrderProgressView;
  accrual_runs: AccrualRunsTable;
  income_accruals: IncomeAccrualsTable;
  income_shortfalls: IncomeShortfallsTable;
  reserve_alerts: ReserveAlertsTable;
  pay_channels: PayChannelsTable;
  recharges: RechargesTable;
  coin_records: CoinRecordsTable;
  callback_log: CallbackLogTable;
  callback_nonces: CallbackNoncesTable;
  banks: BanksTable;
  user_banks: UserBanksTable;
  user_wallets: UserWalletsTable;
  withdrawals: WithdrawalsTable;
}
