/**
 * The console's one API client: the generated @aurum/api-client with the operator's token (the
 * server reads operator tokens from X-Access-Token too) and code 50001 ending the session, which
 * sends the operator back to sign-in.
 */
import { ApiError, NetworkError, createApiClient } from '@aurum/api-client';
import { currentToken, endSession } from '../session/session';

export const api = createApiClient({
  baseUrl: '/core',
  getToken: currentToken,
  getLanguage: () => 'en-US',
  onSessionExpired: () => endSession('expired'),
  timeoutMs: 30_000,
});

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return 'The server did not answer. Check the connection and try again.';
  return 'Something went wrong.';
}

/** A fresh request id for a money action: the same id on a retry moves nothing twice. */
export function requestId(): string {
  return crypto.randomUUID();
}
