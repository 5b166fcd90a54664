/**
 * Withdrawal. Applying holds the whole amount on member cash as two PENDING ledger transfers
 * (amount − fee → withdrawal_payable, fee → fee_revenue): held funds are no longer available, and
 * the cash account's CHECK constraint makes concurrent applications unable to overdraw. An
 * operator's Pass posts both transfers (the money leaves); Reject voids both (the money is free
 * again). The card or wallet is copied onto the record at application time.
 */
import { pageOfRows } from '../../../db/paging.js';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ApiError, badRequest, notFound } from '../../../http/errors.js';
import type { Locale } from '../../../http/i18n.js';
import { isUniqueViolation } from '../../../db/errors.js';
import type { Tx } from '../../../db/tx.js';
import { memberBalances } from '../../../ledger/accounts.js';
import { LedgerError, ledgerFailure } from '../../../ledger/errors.js';
import { idempotencyKeyFor, storedResponse, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney, percentOf } from '../../../lib/money.js';
import { proveFundPasswordWith, type FundPasswordProof } from '../../identity/auth/fund-password.js';
import { loadMoneyConfig, moneyConfigOf, type MoneyConfig } from '../config.js';
import type { WithdrawalsTable } from '../tables.js';
import { businessWeekday, iso, weekdayNames } from '../time.js';
import { WITHDRAWAL_STATUS, memberAmount, orderNumber } from '../wire.js';
import {
  WITHDRAW_SCOPE,
  withdrawBankRead,
  withdrawToBank,
  withdrawToWallet,
  withdrawWalletRead,
  type WithdrawRead,
} from './queries.js';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

export function withdrawalView(w: WithdrawalRow) {
  const status = WITHDRAWAL_STATUS[w.status];
  return {
    id: Number(w.id),
    orderNo: w.order_no,
    method: w.method,
    amount: formatMoney(w.amount),
    fee: formatMoney(w.fee),
    feePercent: w.fee_bp / 100,
    actualAmount: formatMoney(w.actual_amount),
    bankName: w.bank_name,
    bankCardNo: w.card_no,
    cardholder: w.cardholder,
    payChannel: w.pay_channel,
    applyTime: iso(w.created_at),
    auditTime: w.audited_at === null ? null : iso(w.audited_at),
    status: status.code,
    statusText: status.label,
    statusKey: w.status,
    rejectReason: w.reject_reason,
  };
}

export type WithdrawalView = ReturnType<typeof withdrawalView>;

export function withdrawalOpen(config: MoneyConfig, now: Date): boolean {
  if (config.withdrawOpenWeekdays.length === 7) return true; // every day: no calendar needed
  return config.withdrawOpenWeekdays.includes(businessWeekday(now, config.timezone));
}

export interface ApplyInput {
  amount?: string | undefined;
  fundPassword?: string | undefined;
  bankCardId?: number | undefined;
  walletId?: number | undefined;
}


/**
 * Checks in the order the member fills the form (amount, card, limits, day, ownership), then the
 * fund password, then holds the money, idempotent by the member's key like `once()`.
 *
 * Two round trips: one read (settings, the card or wallet, the record's id, the fund-password
 * state) and, once the fund password is verified, one statement that writes the record (if the card
 * or wallet is still the member's), holds the money through the ledger and stores the answer under
 * the key (withdrawSql). No transaction round trips; the hot withdrawal_payable and fee_revenue rows
 * are locked only while that statement runs.
 */
export async function applyWithdrawal(
  db: Kysely<DB>,
  userId: bigint,
  input: ApplyInput,
  options: { idempotencyKey: RequestKey | undefined; now: Date; locale: Locale; walletOnly?: boolean },
): Promise<WithdrawalView> {
  const { now } = options;
  const amount = memberAmount(input.amount, 'money.withdraw.amountEmpty');
  if (options.walletOnly ? !input.walletId : !input.bankCardId && !input.walletId) {
    throw badRequest(options.walletOnly ? 'money.withdraw.walletEmpty' : 'money.withdraw.cardEmpty');
  }
  // A wallet withdrawal goes to a wallet or is refused: a card id sent with it is never used.
  const byCard = !options.walletOnly && !!input.bankCardId;
  const targetId = BigInt(byCard ? input.bankCardId! : input.walletId!);
  const notOwned = () => notFound(byCard ? 'money.card.notFound' : 'money.wallet.notFound');
  // Settings, the card or wallet, the record's id and the fund-password state: one round trip.
  const { row: read, proof } = await proveFundPasswordWith(
    db,
    userId,
    input.fundPassword,
    now,
    async (bucket) => {
      const [row] = await (byCard ? withdrawBankRead : withdrawWalletRead).execute(db, [
        userId,
        targetId,
        bucket,
        now,
      ]);
      return row!;
    },
    (row) => checkBeforeFundPassword(row, amount, now, options.locale, notOwned),
  );
  const config = moneyConfigOf(read.config);
  const target = byCard
    ? { method: 'bank' as const, bankName: read.name, payChannel: 'bank' }
    : { method: 'wallet' as const, bankName: `USDT-${read.name}`, payChannel: `USDT-${read.name}` };
  const fee = percentOf(amount, config.withdrawFeeBp);
  const key = idempotencyKeyFor(options.idempotencyKey);
  const plan: HoldPlan = {
    userId,
    read,
    target,
    byCard,
    targetId,
    amount,
    fee,
    config,
    key,
    now,
    notOwned,
    keyed: !!options.idempotencyKey,
    proof,
  };
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await hold(db, plan, orderNumber('W', now));
      } catch (error) {
        // The order number's 6 random digits met another withdrawal's in the same second: nothing
        // was written; again with a new number.
        if (attempt < 5 && isUniqueViolation(error, 'withdrawals_order_no_key')) continue;
        throw error;
      }
    }
  } finally {
    // Refused after the PIN proved right (or a retry answered from its key): forgotten here instead.
    await proof.settle();
  }

}

/** The refusals that come before the fund password's. */
function checkBeforeFundPassword(
  row: WithdrawRead,
  amount: bigint,
  now: Date,
  locale: Locale,
  notOwned: () => ApiError,
) {
  const config = moneyConfigOf(row.config);
  if (amount < config.withdrawMin)
    throw badRequest('money.withdraw.belowMin', { min: formatMoney(config.withdrawMin) });
  if (amount > config.withdrawMax)
    throw badRequest('money.withdraw.aboveMax', { max: formatMoney(config.withdrawMax) });
  if (!withdrawalOpen(config, now)) {
    throw badRequest('money.withdraw.closed', { days: weekdayNames(config.withdrawOpenWeekdays, locale) });
  }
  if (row.target_id === null) throw notOwned();
  if (amount - percentOf(amount, config.withdrawFeeBp) <= 0n) throw badRequest('money.withdraw.feeTooHigh');
}

interface HoldPlan {
  userId: bigint;
  read: WithdrawRead;
  target: { method: 'bank' | 'wallet'; bankName: string; payChannel: string };
  byCard: boolean;
  targetId: bigint;
  amount: bigint;
  fee: bigint;
  config: MoneyConfig;
  key: RequestKey;
  now: Date;
  notOwned: () => ApiError;
  /** the member sent an idempotency key: a refusal may be a retry of a request that went through */
  keyed: boolean;
  /** the fund password, proved: the holding statement forgets its counted attempts */
  proof: FundPasswordProof;
}

/** Writes the record and holds the money in one statement (withdrawSql), under the member's key. */
async function hold(db: Kysely<DB>, plan: HoldPlan, orderNo: string): Promise<WithdrawalView> {
  const { userId, read, target, byCard, targetId, amount, fee, config, key, now, notOwned } = plan;
  const actual = amount - fee;
  const row: WithdrawalRow = {
    id: read.withdrawal_id,
    order_no: orderNo,
    user_id: userId,
    method: target.method,
    user_bank_id: byCard ? targetId : null,
    wallet_id: byCard ? null : targetId,
    amount,
    fee,
    actual_amount: actual,
    fee_bp: Number(config.withdrawFeeBp),
    bank_name: target.bankName,
    card_no: read.account,
    cardholder: read.holder,
    pay_channel: target.payChannel,
    status: 'pending',
    payable_transfer_id: `withdraw:${userId}:${key.key}`,
    fee_transfer_id: fee > 0n ? `withdraw-fee:${userId}:${key.key}` : null,
    reject_reason: null,
    audited_by: null,
    created_at: now,
    audited_at: null,
  };
  const view = withdrawalView(row);
  try {
    const [result] = await (byCard ? withdrawToBank : withdrawToWallet).execute(db, [
      row.id,
      row.order_no,
      userId,
      row.method,
      row.user_bank_id,
      row.wallet_id,
      amount,
      fee,
      actual,
      row.fee_bp,
      row.bank_name,
      row.card_no,
      row.cardholder,
      row.pay_channel,
      row.payable_transfer_id,
      row.fee_transfer_id,
      now,
      targetId,
      key.key,
      JSON.stringify(view),
      key.fingerprint,
      plan.proof.bucket,
    ]);
    // The card or wallet was deleted since the read.
    if (!result?.held) throw notOwned();
    plan.proof.forgotten();
    return view;
  } catch (caught) {
    const error = ledgerFailure(caught);
    // Refused, or lost to a twin that committed first: if the key's withdrawal went through, this
    // is a retry and gets the first answer (the key is stored only together with the withdrawal).
    const lostRace =
      isUniqueViolation(caught, 'idempotency_keys_pkey') ||
      isUniqueViolation(caught, 'ledger_transfers_pkey');
    if (
      lostRace ||
      (plan.keyed && (error instanceof ApiError || error instanceof LedgerError))
    ) {
      const stored = await storedResponse<WithdrawalView>(db, WITHDRAW_SCOPE, userId, key);
      if (stored) return stored.response;
    }
    throw error;
  }
}

export async function listWithdrawals(
  db: Tx,
  filter: {
    userId?: bigint | undefined;
    status?: WithdrawalRow['status'] | undefined;
    method?: 'bank' | 'wallet' | undefined;
  },
  page: number,
  size: number,
) {
  let base = db.selectFrom('withdrawals');
  if (filter.userId !== undefined) base = base.where('user_id', '=', filter.userId);
  if (filter.status) base = base.where('status', '=', filter.status);
  if (filter.method) base = base.where('method', '=', filter.method);
  const { rows, total } = await pageOfRows(
    base,
    (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
    size,
  );
  return {
    records: rows.map((w) => ({ ...withdrawalView(w), userId: Number(w.user_id) })),
    total: total,
  };
}

/** What the withdraw page needs: limits, fee, open days, available cash, cards and wallets. */
export async function withdrawalInfo(db: Tx, userId: bigint, now: Date, locale: Locale) {
  const config = await loadMoneyConfig(db);
  const balances = await memberBalances(db, userId);
  return {
    min: formatMoney(config.withdrawMin),
    max: formatMoney(config.withdrawMax),
    feePercent: Number(config.withdrawFeeBp) / 100,
    feeBasisPoints: Number(config.withdrawFeeBp),
    openWeekdays: config.withdrawOpenWeekdays,
    openWeekdayNames: weekdayNames(config.withdrawOpenWeekdays, locale),
    openToday: withdrawalOpen(config, now),
    arrivalHours: 72,
    available: formatMoney(balances.cash.available),
    frozen: formatMoney(balances.cash.debitsPending),
  };
}

