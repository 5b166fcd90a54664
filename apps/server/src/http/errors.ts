import { LedgerError, type LedgerResult } from '../ledger/errors.js';
import type { MessageParams } from './i18n.js';

/** Response codes in the `code` field of the envelope. */
export const Codes = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** the request is well-formed but cannot be processed as sent (an idempotency key reused for another request) */
  unprocessable: 422,
  locked: 423,
  rateLimited: 429,
  internal: 500,
  /** the database is out of reach for now: try again (HTTP 503, Retry-After) */
  unavailable: 503,
  sessionExpired: 50001,
  insufficientBalance: 10001,
} as const;

/**
 * What a refusal may tell a client besides its message, in the envelope's `result` (documented as
 * ErrorDetails in the OpenAPI document): how many tries a secret check has left, until when it is
 * locked.
 */
export interface ErrorDetails {
  attemptsLeft?: number;
  /** ISO 8601 */
  lockedUntil?: string;
}

/**
 * A refusal the member should read: `messageKey` is looked up in their language when the
 * response is written. Nothing is changed when one is thrown inside a transaction.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly code: number,
    readonly messageKey: string,
    readonly params: MessageParams = {},
    httpStatus?: number,
    readonly details: ErrorDetails | null = null,
  ) {
    super(messageKey);
    this.name = 'ApiError';
    this.httpStatus = httpStatus ?? httpStatusFor(code);
  }
}

function httpStatusFor(code: number): number {
  if (code === Codes.sessionExpired) return 401;
  if (code >= 400 && code < 600) return code;
  return 400;
}

export const badRequest = (messageKey: string, params?: MessageParams) =>
  new ApiError(Codes.badRequest, messageKey, params);
export const notFound = (messageKey = 'error.notFound', params?: MessageParams) =>
  new ApiError(Codes.notFound, messageKey, params);
export const forbidden = (messageKey = 'error.forbidden') => new ApiError(Codes.forbidden, messageKey);
export const sessionExpired = () => new ApiError(Codes.sessionExpired, 'error.sessionExpired');
export const insufficientBalance = () => new ApiError(Codes.insufficientBalance, 'error.insufficientBalance');
export const rateLimited = () => new ApiError(Codes.rateLimited, 'error.rateLimited');

/**
 * What a ledger result tells the member (ledger/errors.ts): an overdraft is "insufficient
 * balance", a retry with other content an idempotency conflict, a pending transfer resolved before
 * "already resolved". Results that are a caller's bug (LEDGER_BUGS) are no refusal: null, and the
 * request fails as an internal error.
 */
export function ledgerRefusal(result: LedgerResult): ApiError | null {
  switch (result) {
    case 'exceeds_credits':
    case 'exceeds_debits':
      return insufficientBalance();
    case 'exists_with_different_debit_account_id':
    case 'exists_with_different_credit_account_id':
    case 'exists_with_different_amount':
    case 'exists_with_different_kind':
    case 'exists_with_different_code':
    case 'exists_with_different_pending_id':
    case 'exists_in_part':
      return new ApiError(Codes.conflict, 'error.idempotencyConflict');
    case 'pending_already_posted':
    case 'pending_already_voided':
    case 'pending_already_resolved':
      return new ApiError(Codes.conflict, 'error.alreadyResolved');
    case 'pending_transfer_not_found':
    case 'pending_transfer_not_pending':
      return notFound();
    case 'amount_must_not_be_negative':
    case 'accounts_must_be_different':
    case 'id_used_twice_in_batch':
    case 'account_not_found':
      return null;
  }
}

/** A ledger refusal as the member's ApiError; any other error as it is. */
export function asApiError(error: unknown): unknown {
  if (error instanceof LedgerError) return ledgerRefusal(error.result) ?? error;
  return error;
}
