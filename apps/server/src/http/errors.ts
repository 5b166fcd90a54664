import type { MessageParams } from './i18n.js';

/** Response codes in the `code` field of the envelope. */
export const Codes = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  locked: 423,
  rateLimited: 429,
  internal: 500,
  sessionExpired: 50001,
  insufficientBalance: 10001,
} as const;

/**
 * A refusal the member should read: `messageKey` is looked up in their language when the
 * response is written. Nothing is changed when one is thrown inside a transaction.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
    readonly params: MessageParams = {},
    readonly httpStatus: number = httpStatusFor(code),
  ) {
    super(messageKey);
    this.name = 'ApiError';
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
