/**
 * Pure paging logic behind `usePagedList`: merging a fetched page into the list, and serving
 * pages out of an endpoint that answers with the whole list at once.
 */

/** One page of a list endpoint: the `{records, hasMore}` part of the server's page result. */
export interface Page<T> {
  records: readonly T[];
  hasMore: boolean;
}

/** Loads page `page` (1-based) of `size` rows. */
export type PageFetcher<T> = (page: number, size: number) => Promise<Page<T>>;

/** Default page size of every list (the server's default too). */
export const PAGE_SIZE = 20;

/**
 * Appends `incoming` to `existing`, leaving out rows already shown: a row can move to the next
 * page when newer rows arrive between two requests, and must not appear twice.
 */
export function appendPage<T, K>(existing: readonly T[], incoming: readonly T[], keyOf: (item: T) => K): T[] {
  const seen = new Set(existing.map(keyOf));
  const out = [...existing];
  for (const item of incoming) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** Page `page` of an in-memory list, for endpoints that return everything at once. */
export function slicePage<T>(all: readonly T[], page: number, size: number): Page<T> {
  const start = Math.max(0, (page - 1) * size);
  return { records: all.slice(start, start + size), hasMore: start + size < all.length };
}
