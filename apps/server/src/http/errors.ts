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
