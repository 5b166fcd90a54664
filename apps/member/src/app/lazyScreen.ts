import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { durations } from '@aurum/tokens';

/** A page chunk that did not arrive in time (SPEC §8: chunk timeout 60 s). */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`page chunk did not load within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A screen loaded as its own chunk. The import fails after `durations.chunkTimeout` (60 s); the
 * route's error boundary then shows the reload block.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, timeoutMs = durations.chunkTimeout): LazyScreen {
  let pending: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () => {
    pending ??= withTimeout(load(), timeoutMs);
    return pending;
  };
  const component = lazy(loadOnce) as LazyScreen;
  component.preload = loadOnce;
  return component;
}
