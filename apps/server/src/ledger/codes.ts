/**
 * The transfer codes of the ledger: why money moved. Every transfer carries one; member records
 * show it as `type` (published in the OpenAPI document as the enum TransferCode).
 */
export const TRANSFER_CODES = [
  'recharge',
  'buy',
  'income_accrual',
  'income_receive',
  'withdraw',
  'withdraw_fee',
  'bonus',
  'red_envelope',
  'lottery',
  'commission',
  'order_refund',
  // operator accounts only: capital into the income reserve or the promotions budget
  'reserve_funding',
  'promotions_funding',
  'promotions_budget',
] as const;

export type TransferCode = (typeof TRANSFER_CODES)[number];

/** The codes that move a member's own money: the `type` of a member's funding-detail record. */
export type MemberTransferCode = Exclude<
  TransferCode,
  'reserve_funding' | 'promotions_funding' | 'promotions_budget'
>;
export const MEMBER_TRANSFER_CODES = TRANSFER_CODES.filter(
  (code): code is MemberTransferCode =>
    code !== 'reserve_funding' && code !== 'promotions_funding' && code !== 'promotions_budget',
);

/** English label of each code (member records carry it as typeText). */
export const TRANSFER_LABELS: Record<TransferCode, string> = {
  recharge: 'Recharge',
  buy: 'Product purchase',
  income_accrual: 'Daily income',
  income_receive: 'Income received',
  withdraw: 'Withdrawal',
  withdraw_fee: 'Withdrawal fee',
  bonus: 'Bonus redemption',
  red_envelope: 'Red envelope',
  lottery: 'Lottery prize',
  commission: 'Team commission',
  order_refund: 'Order refund',
  reserve_funding: 'Income reserve funding',
  promotions_funding: 'Promotions funding',
  promotions_budget: 'Promotions budget',
};

/** Codes that are income credited to member cash: collected product income and community rewards. */
export const INCOME_CODES = [
  'income_receive',
  'bonus',
  'red_envelope',
  'lottery',
  'commission',
] as const satisfies readonly TransferCode[];

export function isTransferCode(code: string): code is TransferCode {
  return (TRANSFER_CODES as readonly string[]).includes(code);
}
