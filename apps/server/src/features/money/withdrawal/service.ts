/**
 * Withdrawal. Applying holds the whole amount on member cash as two PENDING ledger transfers
 * (amount − fee → withdrawal_payable, fee → fee_revenue): held funds are no longer available, and
 * the cash account's CHECK constraint makes concurrent applications unable to overdraw. An
 * operator's Pass posts both transfers (the money leaves); Reject voids both (the money is free
 * again). The card or wallet is copied onto the record at application time.
 */
import type { Kysely, Selectable } from 'kysely';
import { preparedStatement } from '../../../db/prepared.js';
import type { DB } from '../../../db/schema.js';
import { ApiError, Codes, badRequest, notFound } from '../../../http/errors.js';
import type { Locale } from '../../../http/i18n.js';
import { memberBalances, resolvePendings, transferAll, type Tx } from '../../../ledger/ledger.js';
import { audit } from '../../../lib/audit.js';
import { once } from '../../../lib/idempotency.js';
import { formatMoney, percentOf } from '../../../lib/money.js';
import { verifyFundPassword } from '../../auth/fund-password.js';
import { ownBankCard, ownWallet } from '../cards/service.js';
import { loadMoneyConfig, type MoneyConfig } from '../config.js';
import type { WithdrawalsTable } from '../tables.js';
import { businessWeekday, iso, weekdayNames } from '../time.js';
import { WITHDRAWAL_STATUS, memberAmount, orderNumber, toCount } from '../wire.js';

type WithdrawalRow = Selectable<WithdrawalsTable>;

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
    rejectReason: w.reject_reason,
  };
}

export type WithdrawalView = ReturnType<typeof withdrawalView>;

export function withdrawalOpen(config: MoneyConfig, now: Date): boolean {
  return config.withdrawOpenWeekdays.includes(businessWeekday(now, config.timezone));
}

export interface ApplyInput {
  amount?: string | undefined;
  fundPassword?: string | undefined;
  bankCardId?: number | undefined;
  walletId?: number | undefined;
}

/**
 * Checks in the order the member fills the form (amount, card, limits, day), then the fund
 * password, then holds the money in one transaction, idempotent by the member's key.
 */
export async function applyWithdrawal(
  db: Kysely<DB>,
  userId: bigint,
  input: ApplyInput,
  options: { idempotencyKey: string | undefined; now: Date; locale: Locale; walletOnly?: boolean },
): Promise<WithdrawalView> {
  const { now } = options;
  const amount = memberAmount(input.amount, 'money.withdraw.amountEmpty');
  if (options.walletOnly ? !input.walletId : !input.bankCardId && !input.walletId) {
    throw badRequest(options.walletOnly ? 'money.withdraw.walletEmpty' : 'money.withdraw.cardEmpty');
  }
  const config = await loadMoneyConfig(db);
  if (amount < config.withdrawMin)
    throw badRequest('money.withdraw.belowMin', { min: formatMoney(config.withdrawMin) });
  if (amount > config.withdrawMax)
    throw badRequest('money.withdraw.aboveMax', { max: formatMoney(config.withdrawMax) });
  if (!withdrawalOpen(config, now)) {
    throw badRequest('money.withdraw.closed', {
      days: weekdayNames(config.withdrawOpenWeekdays, options.locale),
    });
  }
  const target = input.bankCardId
    ? await bankTarget(db, userId, BigInt(input.bankCardId))
    : await walletTarget(db, userId, BigInt(input.walletId!));
  const fee = percentOf(amount, config.withdrawFeeBp);
  const actual = amount - fee;
  if (actual <= 0n) throw badRequest('money.withdraw.feeTooHigh');

  await verifyFundPassword(db, userId, input.fundPassword, now);

  // Four statements between BEGIN and COMMIT: claim the key, write the record (if the card or
  // wallet is still the member's), hold the money (one ledger statement, last: it locks the hot
  // withdrawal_payable and fee_revenue rows until commit), store the answer.
  const orderNo = orderNumber('W', now);
  const { result } = await db.transaction().execute((trx) =>
    once(trx, 'money.withdraw', userId, options.idempotencyKey, async (key) => {
      const payableId = `withdraw:${userId}:${key}`;
      const feeId = fee > 0n ? `withdraw-fee:${userId}:${key}` : null;
      // The card or wallet may have been deleted since the check above: written only if still owned.
      const [row] = await (input.bankCardId ? insertBankWithdrawal : insertWalletWithdrawal).execute(trx, [
        orderNo,
        userId,
        target.method,
        target.bankCardId,
        target.walletId,
        amount,
        fee,
        actual,
        Number(config.withdrawFeeBp),
        target.bankName,
        target.cardNo,
        target.cardholder,
        target.payChannel,
        payableId,
        feeId,
        now,
        input.bankCardId ? BigInt(input.bankCardId) : BigInt(input.walletId!),
      ]);
      if (!row) throw notFound(input.bankCardId ? 'money.card.notFound' : 'money.wallet.notFound');
      const hold = { debit: { code: 'member_cash', userId }, userId, ref: orderNo, pending: true } as const;
      await transferAll(trx, [
        { ...hold, id: payableId, credit: { code: 'withdrawal_payable' }, amount: actual, code: 'withdraw' },
        ...(feeId ? [{ ...hold, id: feeId, credit: { code: 'fee_revenue' } as const, amount: fee, code: 'withdraw_fee' }] : []),
      ]);
      return withdrawalView(row);
    }),
  );
  return result;
}

/*
 * The withdrawal record, written only while the card ($17) or wallet is still the member's ($2).
 */
const insertWithdrawalSql = (stillOwned: string) => `
  insert into withdrawals (order_no, user_id, method, user_bank_id, wallet_id, amount, fee, actual_amount,
    fee_bp, bank_name, card_no, cardholder, pay_channel, payable_transfer_id, fee_transfer_id, created_at)
  select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16
  where ${stillOwned}
  returning *`;
const insertBankWithdrawal = preparedStatement<WithdrawalRow>(
  'money_withdraw_bank',
  insertWithdrawalSql(`exists (select 1 from user_banks c join banks b on b.id = c.bank_id
    where c.id = $17::bigint and c.user_id = $2 and c.deleted_at is null)`),
);
const insertWalletWithdrawal = preparedStatement<WithdrawalRow>(
  'money_withdraw_wallet',
  insertWithdrawalSql(`exists (select 1 from user_wallets w
    where w.id = $17::bigint and w.user_id = $2 and w.deleted_at is null)`),
);

interface Target {
  method: 'bank' | 'wallet';
  bankCardId: bigint | null;
  walletId: bigint | null;
  bankName: string;
  cardNo: string;
  cardholder: string;
  payChannel: string;
}

async function bankTarget(db: Tx, userId: bigint, id: bigint): Promise<Target> {
  const card = await ownBankCard(db, userId, id);
  return {
    method: 'bank',
    bankCardId: id,
    walletId: null,
    bankName: card.bankName,
    cardNo: card.receiveAccount,
    cardholder: card.payeeName,
    payChannel: 'bank',
  };
}

async function walletTarget(db: Tx, userId: bigint, id: bigint): Promise<Target> {
  const wallet = await ownWallet(db, userId, id);
  return {
    method: 'wallet',
    bankCardId: null,
    walletId: id,
    bankName: `USDT-${wallet.type}`,
    cardNo: wallet.address,
    cardholder: wallet.name,
    payChannel: `USDT-${wallet.type}`,
  };
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
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((w) => ({ ...withdrawalView(w), userId: Number(w.user_id) })),
    total: toCount(total.n as string),
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

// ------------------------------------------------------------------ operator audit

async function lockPending(trx: Tx, id: bigint): Promise<WithdrawalRow> {
  const row = await trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('money.withdraw.notFound');
  if (row.status !== 'pending') throw new ApiError(Codes.conflict, 'money.withdraw.audited');
  return row;
}

/** Pass: both held transfers are posted; the money leaves member cash for good. */
export async function passWithdrawal(
  db: Kysely<DB>,
  operatorId: bigint,
  id: bigint,
  now: Date,
): Promise<WithdrawalView> {
  return db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, id);
    // Both held transfers in one ledger statement (its lock order: member, then operator accounts).
    await resolvePendings(trx, [
      { id: `withdraw-pass:${row.id}`, pendingId: row.payable_transfer_id, kind: 'post_pending' },
      ...(row.fee_transfer_id
        ? [{ id: `withdraw-fee-pass:${row.id}`, pendingId: row.fee_transfer_id, kind: 'post_pending' as const }]
        : []),
    ]);
    const after = await trx
      .updateTable('withdrawals')
      .set({ status: 'passed', audited_by: operatorId, audited_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      operatorId,
      action: 'money.withdrawal.pass',
      target: `withdrawal:${row.id}`,
      before: withdrawalView(row),
      after: withdrawalView(after),
    });
    return withdrawalView(after);
  });
}

/** Reject: both held transfers are voided; the amount is available to the member again. */
export async function rejectWithdrawal(
  db: Kysely<DB>,
  operatorId: bigint,
  id: bigint,
  reason: string,
  now: Date,
): Promise<WithdrawalView> {
  return db.transaction().execute(async (trx) => {
    const row = await lockPending(trx, id);
    await resolvePendings(trx, [
      { id: `withdraw-reject:${row.id}`, pendingId: row.payable_transfer_id, kind: 'void_pending' },
      ...(row.fee_transfer_id
        ? [{ id: `withdraw-fee-reject:${row.id}`, pendingId: row.fee_transfer_id, kind: 'void_pending' as const }]
        : []),
    ]);
    const after = await trx
      .updateTable('withdrawals')
      .set({
        status: 'rejected',
        audited_by: operatorId,
        audited_at: now,
        reject_reason: reason.slice(0, 500) || null,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      operatorId,
      action: 'money.withdrawal.reject',
      target: `withdrawal:${row.id}`,
      before: withdrawalView(row),
      after: withdrawalView(after),
    });
    return withdrawalView(after);
  });
}
