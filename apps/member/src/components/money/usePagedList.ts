import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@aurum/ui';
import { errorMessage } from '../../api/errors';

/** One page of a `{records, hasMore}` list endpoint. */
export interface Page<T> {
  records: T[];
  hasMore: boolean;
}

export const PAGE_SIZE = 20;

export interface PagedList<T> {
  items: T[];
  /** the first page has arrived (or failed) */
  loaded: boolean;
  loading: boolean;
  hasMore: boolean;
  /** the last load failed (a retry is offered) */
  failed: boolean;
  /** next page (infinite scroll); ignored while loading or at the end */
  loadMore: () => void;
  /** page 1 again (pull-to-refresh, after an action); resolves when it has arrived */
  reload: () => Promise<void>;
}

/**
 * A paginated list (page/size): loads page 1 on mount, `loadMore` appends the next page, `reload`
 * starts again. A failed load shows the server's message in a toast. Answers to an outdated
 * generation (a reload started meanwhile) are dropped.
 */
export function usePagedList<T>(fetchPage: (page: number, size: number) => Promise<Page<T>>, size = PAGE_SIZE): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const [failed, setFailed] = useState(false);
  const state = useRef({ page: 0, generation: 0, busy: false, hasMore: true });
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);

  const load = useCallback(
    async (page: number) => {
      const generation = state.current.generation;
      state.current.busy = true;
      setLoading(true);
      try {
        const answer = await fetchRef.current(page, size);
        if (generation !== state.current.generation) return;
        state.current.page = page;
        state.current.hasMore = answer.hasMore;
        setItems((current) => (page === 1 ? answer.records : [...current, ...answer.records]));
        setHasMore(answer.hasMore);
        setFailed(false);
      } catch (error) {
        if (generation !== state.current.generation) return;
        setFailed(true);
        toast.show(errorMessage(error));
      } finally {
        if (generation === state.current.generation) {
          state.current.busy = false;
          setLoading(false);
          setLoaded(true);
        }
      }
    },
    [size],
  );

  const reload = useCallback(() => {
    state.current.generation += 1;
    state.current.hasMore = true;
    return load(1);
  }, [load]);

  const loadMore = useCallback(() => {
    const s = state.current;
    if (s.busy || !s.hasMore) return;
    void load(s.page + 1);
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, loaded, loading, hasMore, failed, loadMore, reload };
}
