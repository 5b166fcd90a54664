import { describe, expect, it } from 'vitest';
import { NetworkError, ApiError } from '@aurum/api-client';
import { retryOnTimeout, retryWaitingRequests } from './timeoutRetry';

const timeout = () => new NetworkError('timeout', 5, 'request timed out');
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('retryOnTimeout', () => {
  it('passes results and other errors straight through', async () => {
    await expect(retryOnTimeout(async () => 42)).resolves.toBe(42);
    await expect(retryOnTimeout(async () => Promise.reject(new ApiError(400, 'no', 400)))).rejects.toThrow('no');
  });

  it('parks a timed-out request until the member taps, then retries and settles the first promise', async () => {
    let calls = 0;
    const result = retryOnTimeout(async () => {
      calls += 1;
      if (calls === 1) throw timeout();
      return 'fresh';
    });
    let settled = false;
    void result.then(() => (settled = true));
    await tick();
    expect(calls).toBe(1);
    expect(settled).toBe(false);
    retryWaitingRequests();
    await expect(result).resolves.toBe('fresh');
    expect(calls).toBe(2);
  });
});
