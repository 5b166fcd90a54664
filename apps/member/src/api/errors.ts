import { ApiError, NetworkError } from '@aurum/api-client';
import { i18n } from '../i18n';

/**
 * What to tell the member about a failed call: the server's own message (already in the member's
 * language) when it refused, a translated generic text otherwise.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || i18n.t('unknownError');
  if (error instanceof NetworkError) return i18n.t('networkError');
  return i18n.t('unknownError');
}

/** A refusal from the server with this code. */
export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
