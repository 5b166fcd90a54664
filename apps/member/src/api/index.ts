export { api, setSessionExpiredHandler } from './client';
export { errorMessage, isApiError } from './errors';
export { retryOnTimeout, retryWaitingRequests, useHasTimedOutRequests, isTimeout } from './timeoutRetry';
