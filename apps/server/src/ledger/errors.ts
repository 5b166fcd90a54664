/**
 * Why the ledger refused a transfer, in the manner of TigerBeetle's result codes: one word per
 * reason, checked by the compiler. The ledger knows nothing of HTTP; http/errors.ts says what each
 * result means to a member (ledgerRefusal).
 */
import { isCheckViolation, isUniqueViolation, violatedConstraint } from '../db/errors.js';

export const LEDGER_RESULTS = [
  // the request itself is wrong (a programming error: never a member's doing)
  'amount_must_not_be_negative',
  'accounts_must_be_different',
  'id_used_twice_in_batch',
  'account_not_found',
  // an id that exists already, with other content (an idempotency conflict)
  'exists_with_different_debit_account_id',
  'exists_with_different_credit_account_id',
  'exists_with_different_amount',
  'exists_with_different_kind',
  'exists_with_different_code',
  'exists_with_different_pending_id',
  /** some ids of a batch exist already and some do not */
  'exists_in_part',
  // balances
  /** a debit would take an account whose debits must not exceed its credits below zero */
  'exceeds_credits',
  /** a credit would take an account whose credits must not exceed its debits above zero */
  'exceeds_debits',
  // pending transfers
  'pending_transfer_not_found',
  'pending_transfer_not_pending',
  'pending_already_posted',
  'pending_already_voided',
  /** resolved by a concurrent transaction meanwhile (its kind is not visible from here) */
  'pending_already_resolved',
] as const;

export type LedgerResult = (typeof LEDGER_RESULTS)[number];

/** Results that are a caller's bug rather than a refusal: they stay internal errors. */
export const LEDGER_BUGS = [
  'amount_must_not_be_negative',
  'accounts_must_be_different',
  'id_used_twice_in_batch',
  'account_not_found',
] as const satisfies readonly LedgerResult[];

export class LedgerError extends Error {
  constructor(
    readonly result: LedgerResult,
    options?: ErrorOptions,
  ) {
    super(`ledger: ${result}`, options);
    this.name = 'LedgerError';
  }
}

export function isLedgerError(error: unknown, ...results: LedgerResult[]): error is LedgerError {
  return error instanceof LedgerError && (results.length === 0 || results.includes(error.result));
}

/**
 * What a failed posting statement means to the ledger: a CHECK constraint of ledger_accounts
 * refused an overdraft, or a second resolution of a pending transfer lost to the unique index;
 * anything else is returned as it is. For every statement built with composePostings.
 */
export function ledgerFailure(error: unknown): unknown {
  if (isCheckViolation(error)) {
    const exceeds =
      violatedConstraint(error) === 'ledger_accounts_credits_within_debits'
        ? 'exceeds_debits'
        : 'exceeds_credits';
    return new LedgerError(exceeds, { cause: error });
  }
  if (isUniqueViolation(error, 'ledger_transfers_pending_resolved_once'))
    return new LedgerError('pending_already_resolved', { cause: error });
  return error;
}
