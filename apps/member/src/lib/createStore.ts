import { useSyncExternalStore } from 'react';

/** A tiny external store for useSyncExternalStore: immutable state, shallow-merged updates. */
export interface Store<S> {
  getState(): S;
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const next = { ...state, ...patch };
      if (Object.keys(patch).every((k) => Object.is(next[k as keyof S], state[k as keyof S]))) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a slice of a store in React; re-renders when the slice changes (Object.is). */
export function useStore<S extends object, T>(store: Store<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
