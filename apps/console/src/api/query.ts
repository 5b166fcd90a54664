import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@aurum/api-client';

/**
 * Server state of every screen. Refusals (ApiError: a role check, a session that ended) are not
 * retried; network failures are, twice. A screen refetches whenever it opens (an operator acts on
 * what is true now: a withdrawal applied a second ago must be in the queue), shows the cached
 * figures meanwhile, and every action invalidates what it changed.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 0,
      retry: (count, error) => !(error instanceof ApiError) && count < 2,
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});

/** Query keys by area: invalidating an area refreshes every list and figure in it. */
export const keys = {
  position: ['position'] as const,
  withdrawals: ['withdrawals'] as const,
  recharges: ['recharges'] as const,
  callbacks: ['callbacks'] as const,
  products: ['products'] as const,
  members: ['members'] as const,
  audit: ['audit'] as const,
  settings: ['settings'] as const,
  operators: ['operators'] as const,
  notices: ['notices'] as const,
};

/** Everything a money action can change. */
export const moneyKeys = [keys.position, keys.withdrawals, keys.recharges, keys.members, keys.audit];

/** After a money action, succeeded or not (the server may have acted though the answer was lost). */
export function refreshMoney() {
  for (const key of moneyKeys) void queryClient.invalidateQueries({ queryKey: key });
}
