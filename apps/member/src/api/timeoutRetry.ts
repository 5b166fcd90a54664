/**
 * A request that timed out (SPEC §8 "connection timed out, click the screen to try again") waits
 * here: the full-screen overlay shows while anything is waiting, and a click on it runs every
 * waiting request again. The caller's promise settles with the outcome of the retry, so screens
 * never see the timeout itself.
 */
import { NetworkError } from '@aurum/api-client';
import { createStore, useStore } from '../lib/createStore';

interface Waiting {
  run: () => void;
}

const store = createStore<{ waiting: readonly Waiting[] }>({ waiting: [] });

export function isTimeout(error: unknown): boolean {
  return error instanceof NetworkError && error.kind === 'timeout';
}

/** Runs `request`; on a timeout, parks it until the member taps the screen, then tries again. */
export function retryOnTimeout<T>(request: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const attempt = () => {
      request().then(resolve, (error: unknown) => {
        if (!isTimeout(error)) {
          reject(error);
          return;
        }
        const entry: Waiting = { run: attempt };
        store.setState((s) => ({ waiting: [...s.waiting, entry] }));
      });
    };
    attempt();
  });
}

/** The member tapped the timeout screen: run every waiting request again. */
export function retryWaitingRequests(): void {
  const { waiting } = store.getState();
  store.setState({ waiting: [] });
  for (const entry of waiting) entry.run();
}

export function useHasTimedOutRequests(): boolean {
  return useStore(store, (s) => s.waiting.length > 0);
}
