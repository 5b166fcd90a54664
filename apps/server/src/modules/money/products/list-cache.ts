/**
 * The member product list (/app/product/page) is the same for every member, so each server process
 * keeps the serialized response of each (locale, page, size) for up to one second.
 *
 * Staleness: within the process that made a change the list is exact — an operator's save or delete
 * and a purchase (stock, units sold) drop the cache at once. Other server processes keep serving
 * their copy for at most `PRODUCT_LIST_TTL_MS` (1 s) after the change: the counts and a product an
 * operator just switched off can lag by that much there. Buying re-checks everything against the
 * locked product row, so a stale list never sells what is not for sale.
 */
import type { AppContext } from '../../../kernel/context.js';

export const PRODUCT_LIST_TTL_MS = 1000;
/** More distinct (locale, page, size) keys than this: start over rather than grow. */
const MAX_ENTRIES = 256;

interface Entry {
  /** serialized response body */
  body: string;
  /** performance.now() when built */
  builtAt: number;
  /** the business clock's time (ms) it was built for: onSale depends on it */
  businessNow: number;
}

export class ProductListCache {
  private readonly entries = new Map<string, Entry>();
  /** bumped by every invalidation, so a list read before a change is not stored after it */
  private generation = 0;

  constructor(private readonly ttlMs = PRODUCT_LIST_TTL_MS) {}

  get(key: string, businessNow: Date): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const business = businessNow.getTime();
    if (
      performance.now() - entry.builtAt >= this.ttlMs ||
      business < entry.businessNow ||
      business - entry.businessNow >= this.ttlMs
    ) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /** The token to pass to `set` with what was read after taking it. */
  begin(): number {
    return this.generation;
  }

  set(key: string, token: number, body: string, businessNow: Date, builtAt: number): void {
    if (token !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { body, builtAt, businessNow: businessNow.getTime() });
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<AppContext, ProductListCache>();

/** The product list cache of this app (one per app, so test servers sharing a process do not mix). */
export function productListCache(ctx: AppContext): ProductListCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new ProductListCache();
    caches.set(ctx, cache);
  }
  return cache;
}
