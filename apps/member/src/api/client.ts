/**
 * The one API client of the app. Screens import `api` from here and call typed paths:
 *   const user = await api.post('/app/user/getUserInfo');
 * It sends the stored token and the current locale, waits at most 60 s (a timeout shows the
 * full-screen "click to try again" and retries), and code 50001 logs the member out.
 */
import { createApiClient, type ApiClient } from '@aurum/api-client';
import { durations } from '@aurum/tokens';
import { getToken } from '../session/store';
import { getLocale } from '../settings/store';
import { retryOnTimeout } from './timeoutRetry';

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => {};

/** Set once at start-up (src/app/bootstrap): what happens when the server answers 50001. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

const raw = createApiClient({
  baseUrl: '/core',
  getToken,
  getLanguage: getLocale,
  onSessionExpired: () => onSessionExpired(),
  timeoutMs: durations.networkTimeout,
});

export const api: ApiClient = {
  post: ((...args: Parameters<ApiClient['post']>) => retryOnTimeout(() => raw.post(...args))) as ApiClient['post'],
  get: ((...args: Parameters<ApiClient['get']>) => retryOnTimeout(() => raw.get(...args))) as ApiClient['get'],
  upload: ((...args: Parameters<ApiClient['upload']>) => retryOnTimeout(() => raw.upload(...args))) as ApiClient['upload'],
};
