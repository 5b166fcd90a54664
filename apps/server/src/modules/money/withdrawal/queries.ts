/**
 * The statements of a withdrawal application (prepared: parsed once per connection): the read
 * before the fund password, and the one statement that writes the record and holds the money.
 */
import { preparedStatement } from '../../../db/prepared.js';
import { composePostings, memberAccount, operatorAccountShard } from '../../../ledger/postings.js';
import {
  fundPasswordAttemptCte,
  fundPasswordForgetCte,
  fundPasswordStateColumns,
  type FundPasswordState,
} from '../../identity/auth/fund-password.js';
import { MONEY_CONFIG_JSON_SQL } from '../config.js';

export const WITHDRAW_SCOPE = 'money.withdraw';
/**
 * Settings, the member's ($1) live card or wallet ($2), an id for the record and the member's
 * fund-password state with this attempt counted (bucket $3, now $4), in one round trip.
 */
const withdrawReadSql = (target: string) => `
  with ${fundPasswordAttemptCte('$3', '$4')}
  select nextval('withdrawals_id_seq') as withdrawal_id, ${MONEY_CONFIG_JSON_SQL} as config,
    t.id as target_id, t.name, t.account, t.holder, ${fundPasswordStateColumns('$1')}
  from (select 1) one left join (${target}) t on true`;
export type WithdrawRead = FundPasswordState & {
  withdrawal_id: bigint;
  config: Record<string, string>;
  target_id: bigint | null;
  /** bank name, or wallet type */
  name: string;
  account: string;
  holder: string;
};
export const withdrawBankRead = preparedStatement<WithdrawRead>(
  'money_withdraw_read_bank',
  withdrawReadSql(`select c.id, b.name, c.account_no as account, c.payee_name as holder
    from user_banks c join banks b on b.id = c.bank_id
    where c.id = $2 and c.user_id = $1 and c.deleted_at is null`),
);
export const withdrawWalletRead = preparedStatement<WithdrawRead>(
  'money_withdraw_read_wallet',
  withdrawReadSql(`select w.id, w.type as name, w.address as account, w.name as holder
    from user_wallets w where w.id = $2 and w.user_id = $1 and w.deleted_at is null`),
);

/*
 * The whole application in one statement: the record ($1–$17), written only while the card or
 * wallet ($18) is still the member's ($3); the amount less the fee ($9) held toward
 * withdrawal_payable and the fee ($8) toward fee_revenue, as pending transfers with new ids ($15,
 * $16); the key ($19) with the answer ($20) and the request's fingerprint ($21), stored only with
 * the holds; the proved fund password's counted attempts (bucket $22) forgotten with the holds.
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
  ${composePostings(
    [
      {
        from: 'w',
        id: '$15',
        amount: '$9',
        code: 'withdraw',
        kind: 'pending',
        userId: '$3',
        ref: '$2',
        debit: memberAccount('member_cash', '$3'),
        credit: operatorAccountShard('withdrawal_payable', '$3'),
      },
      {
        from: 'w where $16::text is not null',
        id: '$16',
        amount: '$8',
        code: 'withdraw_fee',
        kind: 'pending',
        userId: '$3',
        ref: '$2',
        debit: memberAccount('member_cash', '$3'),
        credit: operatorAccountShard('fee_revenue', '$3'),
      },
    ],
    { onExisting: 'fail' },
  )},
  claim as (
    insert into idempotency_keys (scope, subject_id, key, response, fingerprint)
    select '${WITHDRAW_SCOPE}', $3, $19, $20::jsonb, $21::text from w where exists (select 1 from ledger_ins)
  ),
  ${fundPasswordForgetCte('$22', 'ledger_upd')}
  select count(*)::int as held from ledger_ins`;
export const withdrawToBank = preparedStatement<{ held: number }>(
  'money_withdraw_bank',
  withdrawSql(`exists (select 1 from user_banks c join banks b on b.id = c.bank_id
    where c.id = $18::bigint and c.user_id = $3 and c.deleted_at is null)`),
);
export const withdrawToWallet = preparedStatement<{ held: number }>(
  'money_withdraw_wallet',
  withdrawSql(`exists (select 1 from user_wallets w
    where w.id = $18::bigint and w.user_id = $3 and w.deleted_at is null)`),
);
