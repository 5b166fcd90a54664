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
import {
  isUniqueViolation,
  ledgerAccountSql,
  ledgerError,
  ledgerPostingCtes,
  memberBalances,
  resolvePendings,
  type Tx,
} from '../../../ledger/ledger.js';
import { audit } from '../../../lib/audit.js';
import { idempotencyKeyFor, once, storedResponse, type RequestKey } from '../../../lib/idempotency.js';
import { formatMoney, percentOf } from '../../../lib/money.js';
import {
  fundPasswordAttemptCte,
  fundPasswordStateColumns,
  verifyFundPasswordWith,
  type FundPasswordState,
} from '../../auth/fund-password.js';
import { MONEY_CONFIG_JSON_SQL, loadMoneyConfig, moneyConfigOf, type MoneyConfig } from '../config.js';
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

const WITHDRAW_SCOPE = 'money.withdraw';

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
  const read = await verifyFundPasswordWith(
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
    (row) => {
      // the refusals that come before the fund password's
      const config = moneyConfigOf(row.config);
      if (amount < config.withdrawMin)
        throw badRequest('money.withdraw.belowMin', { min: formatMoney(config.withdrawMin) });
      if (amount > config.withdrawMax)
        throw badRequest('money.withdraw.aboveMax', { max: formatMoney(config.withdrawMax) });
      if (!withdrawalOpen(config, now)) {
        throw badRequest('money.withdraw.closed', {
          days: weekdayNames(config.withdrawOpenWeekdays, options.locale),
        });
      }
      if (row.target_id === null) throw notOwned();
      if (amount - percentOf(amount, config.withdrawFeeBp) <= 0n)
        throw badRequest('money.withdraw.feeTooHigh');
    },
  );
  const config = moneyConfigOf(read.config);
  const target = byCard
    ? { method: 'bank' as const, bankName: read.name, payChannel: 'bank' }
    : { method: 'wallet' as const, bankName: `USDT-${read.name}`, payChannel: `USDT-${read.name}` };
  const fee = percentOf(amount, config.withdrawFeeBp);
  const actual = amount - fee;

  const key = idempotencyKeyFor(options.idempotencyKey);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await hold(orderNumber('W', now));
    } catch (error) {
      // The order number's 6 random digits met another withdrawal's in the same second: nothing
      // was written; again with a new number.
      if (attempt < 5 && isUniqueViolation(error, 'withdrawals_order_no_key')) continue;
      throw error;
    }
  }

  async function hold(orderNo: string): Promise<WithdrawalView> {
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
      ]);
      // The card or wallet was deleted since the read.
      if (!result?.held) throw notOwned();
      return view;
    } catch (caught) {
      const error = ledgerError(caught);
      // Refused, or lost to a twin that committed first: if the key's withdrawal went through, this
      // is a retry and gets the first answer (the key is stored only together with the withdrawal).
      const lostRace =
        isUniqueViolation(caught, 'idempotency_keys_pkey') ||
        isUniqueViolation(caught, 'ledger_transfers_pkey');
      if (lostRace || (options.idempotencyKey && error instanceof ApiError)) {
        const stored = await storedResponse<WithdrawalView>(db, WITHDRAW_SCOPE, userId, key);
        if (stored) return stored.response;
      }
      throw error;
    }
  }
}

/**
 * Settings, the member's ($1) live card or wallet ($2), an id for the record and the member's
 * fund-password state with this attempt counted (bucket $3, now $4), in one round trip.
 */
const withdrawReadSql = (target: string) => `
  with ${fundPasswordAttemptCte('$3', '$4')}
  select nextval('withdrawals_id_seq') as withdrawal_id, ${MONEY_CONFIG_JSON_SQL} as config,
    t.id as target_id, t.name, t.account, t.holder, ${fundPasswordStateColumns('$1')}
  from (select 1) one left join (${target}) t on true`;
type WithdrawRead = FundPasswordState & {
  withdrawal_id: bigint;
  config: Record<string, string>;
  target_id: bigint | null;
  /** bank name, or wallet type */
  name: string;
  account: string;
  holder: string;
};
const withdrawBankRead = preparedStatement<WithdrawRead>(
  'money_withdraw_read_bank',
  withdrawReadSql(`select c.id, b.name, c.account_no as account, c.payee_name as holder
    from user_banks c join banks b on b.id = c.bank_id
    where c.id = $2 and c.user_id = $1 and c.deleted_at is null`),
);
const withdrawWalletRead = preparedStatement<WithdrawRead>(
  'money_withdraw_read_wallet',
  withdrawReadSql(`select w.id, w.type as name, w.address as account, w.name as holder
    from user_wallets w where w.id = $2 and w.user_id = $1 and w.deleted_at is null`),
);

/*
 * The whole application in one statement: the record ($1–$17), written only while the card or
 * wallet ($18) is still the member's ($3); the amount less the fee ($9) held toward
 * withdrawal_payable and the fee ($8) toward fee_revenue, as pending transfers with new ids ($15,
 * $16); the key ($19) with the answer ($20) and the request's fingerprint ($21), stored only with
 * the holds.
 */
const withdrawSql = (stillOwned: string) => `
  with w as (
    insert into withdrawals (id, order_no, user_id, method, user_bank_id, wallet_id, amount, fee,
      actual_amount, fee_bp, bank_name, card_no, cardholder, pay_channel, payable_transfer_id,
      fee_transfer_id, created_at)
    select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17
    where ${stillOwned}
    returning id
  ),
  ledger_input as materialized (
    select 0 as ord, $15::text as id, $9::bigint as amount, 'pending'::text as kind, null::text as pending_id,
      'withdraw'::text as code, $3::bigint as user_id, $2::text as ref,
      ${ledgerAccountSql('member_cash', '$3')} as debit_id, ${ledgerAccountSql('withdrawal_payable')} as credit_id
    from w
    union all
    select 1, $16::text, $8::bigint, 'pending', null, 'withdraw_fee', $3::bigint, $2::text,
      ${ledgerAccountSql('member_cash', '$3')}, ${ledgerAccountSql('fee_revenue')}
    from w where $16::text is not null
  ),
  ${ledgerPostingCtes('fail')},
  claim as (
    insert into idempotency_keys (scope, subject_id, key, response, fingerprint)
    select '${WITHDRAW_SCOPE}', $3, $19, $20::jsonb, $21::text from w where exists (select 1 from ledger_ins)
  )
  select count(*)::int as held from ledger_ins`;
const withdrawToBank = preparedStatement<{ held: number }>(
  'money_withdraw_bank',
  withdrawSql(`exists (select 1 from user_banks c join banks b on b.id = c.bank_id
    where c.id = $18::bigint and c.user_id = $3 and c.deleted_at is null)`),
);
const withdrawToWallet = preparedStatement<{ held: number }>(
  'money_withdraw_wallet',
  withdrawSql(`exists (select 1 from user_wallets w
    where w.id = $18::bigint and w.user_id = $3 and w.deleted_at is null)`),
);

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
  requestKey?: RequestKey,
): Promise<WithdrawalView> {
  return db.transaction().execute(
    async (trx) =>
      // A double-clicked or retried pass (same request id) answers like the first and moves nothing.
      (
        await once(trx, 'operator.withdrawal.pass', operatorId, requestKey, async () => {
          const row = await lockPending(trx, id);
          // Both held transfers in one ledger statement (its lock order: member, then operator accounts).
          await resolvePendings(trx, [
            { id: `withdraw-pass:${row.id}`, pendingId: row.payable_transfer_id, kind: 'post_pending' },
            ...(row.fee_transfer_id
              ? [
                  {
                    id: `withdraw-fee-pass:${row.id}`,
                    pendingId: row.fee_transfer_id,
                    kind: 'post_pending' as const,
                  },
                ]
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
        })
      ).result,
  );
}

/** Reject: both held transfers are voided; the amount is available to the member again. */
export async function rejectWithdrawal(
  db: Kysely<DB>,
  operatorId: bigint,
  id: bigint,
  reason: string,
  now: Date,
  requestKey?: RequestKey,
): Promise<WithdrawalView> {
  return db.transaction().execute(
    async (trx) =>
      (
        await once(trx, 'operator.withdrawal.reject', operatorId, requestKey, async () => {
          const row = await lockPending(trx, id);
          await resolvePendings(trx, [
            { id: `withdraw-reject:${row.id}`, pendingId: row.payable_transfer_id, kind: 'void_pending' },
            ...(row.fee_transfer_id
              ? [
                  {
                    id: `withdraw-fee-reject:${row.id}`,
                    pendingId: row.fee_transfer_id,
                    kind: 'void_pending' as const,
                  },
                ]
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
        })
      ).result,
  );
}
