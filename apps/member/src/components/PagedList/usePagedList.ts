import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from '@aurum/ui';
import { errorMessage } from '../../api/errors';
import { appendPage, PAGE_SIZE, type PageFetcher } from './pagedList';

/**
 * `loading`: the first page is on its way (nothing to show yet); `idle`: ready;
 * `loadingMore`: the next page is on its way; `error`: the last request failed (retry offered).
 */
export type ListStatus = 'loading' | 'idle' | 'loadingMore' | 'error';

/** What a row is known by: React's key, and how a row seen twice is recognised. */
export type RowKey = string | number;

export interface PagedListState<T> {
  items: T[];
  /** local edits (a deleted row, a row marked read) without a reload */
  setItems: Dispatch<SetStateAction<T[]>>;
  /** the key function the list was made with */
  keyOf: (item: T) => RowKey;
  status: ListStatus;
  hasMore: boolean;
  /** the first page has been answered (successfully or not) */
  loaded: boolean;
  /** a request is on its way: the first page, a refresh or the next page */
  busy: boolean;
  /** loads page 1 again and replaces the list: the pull-to-refresh handler */
  reload: () => Promise<void>;
  /** loads the next page, if there is one and nothing is loading: the reach-bottom handler */
  loadMore: () => Promise<void>;
  /** repeats what failed last */
  retry: () => void;
}

/**
 * A list read page by page (page/size) with infinite scroll: page 1 on mount, the next page on
 * reach-bottom (see ListFooter and PagedList), page 1 again on pull-to-refresh. A refresh wins
 * over a page still on its way; rows already shown are not repeated. A failure with rows shown is
 * toasted (the server's message when it refused); without rows the list shows its error state.
 */
export function usePagedList<T>(
  fetchPage: PageFetcher<T>,
  keyOf: (item: T) => RowKey,
  size = PAGE_SIZE,
): PagedListState<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [hasMore, setHasMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const meta = useRef({ page: 0, hasMore: false, busy: false, generation: 0 });
  const fetchRef = useRef(fetchPage);
  const keyRef = useRef(keyOf);
  useEffect(() => {
    fetchRef.current = fetchPage;
    keyRef.current = keyOf;
  });

  /** Fetches `page` and merges it in, unless a refresh started meanwhile (`generation` moved on). */
  const fetchPageInto = useCallback(
    async (page: number, generation: number, merge: (current: T[], records: readonly T[]) => T[]) => {
      const m = meta.current;
      m.busy = true;
      setBusy(true);
      try {
        const result = await fetchRef.current(page, size);
        if (generation !== m.generation) return;
        m.page = page;
        m.hasMore = result.hasMore;
        setItems((current) => merge(current, result.records));
        setHasMore(result.hasMore);
        setStatus('idle');
      } catch (error) {
        if (generation !== m.generation) return;
        // over rows already shown; an empty list shows the error state instead (one message)
        if (m.page > 0) toast.show(errorMessage(error));
        setStatus('error');
      } finally {
        if (generation === m.generation) {
          m.busy = false;
          setBusy(false);
          setLoaded(true);
        }
      }
    },
    [size],
  );

  const reload = useCallback(
    () =>
      fetchPageInto(1, ++meta.current.generation, (_, records) => appendPage([], records, keyRef.current)),
    [fetchPageInto],
  );

  const loadMore = useCallback(async () => {
    const m = meta.current;
    if (m.busy || !m.hasMore || m.page < 1) return;
    setStatus('loadingMore');
    await fetchPageInto(m.page + 1, m.generation, (current, records) =>
      appendPage(current, records, keyRef.current),
    );
  }, [fetchPageInto]);

  const retry = useCallback(() => {
    if (meta.current.page < 1) void reload();
    else void loadMore();
  }, [reload, loadMore]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, setItems, keyOf, status, hasMore, loaded, busy, reload, loadMore, retry };
}
