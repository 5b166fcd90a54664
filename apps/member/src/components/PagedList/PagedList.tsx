import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { durations, px } from '@aurum/tokens';
import { DelayedSpinner, EmptyState } from '@aurum/ui';
import type { PagedListState } from './usePagedList';
// The record-list look and words of the money screens, which card and product lists share.
import { LoadFailed } from '../LoadFailed/LoadFailed';
import * as styles from '../money/money.css';

export interface PagedListProps<T> {
  /** from `usePagedList`; its key function keys the rows */
  list: PagedListState<T>;
  renderItem: (item: T) => ReactNode;
  /** EmptyState text; default "No records yet" */
  emptyMessage?: ReactNode;
  emptyAction?: ReactNode;
  /** accessible name of the list */
  label: string;
}

/**
 * A paginated list of records (`<ul>`, one `renderItem` per row); screens that lay out their own
 * rows put `ListFooter` after them instead. Screens pass `list.loadMore` to RefreshableScreenPage's
 * `onReachBottom` (the PullRefreshScroller reports the scroll end); the list also watches its own
 * end, so a first page that does not fill the screen, or a list inside a popup, still loads the
 * next page (at most once per `reachBottomHoldOff`, 350 ms). Empty: the EmptyState block. A
 * failed page offers a retry.
 */
export function PagedList<T>({ list, renderItem, emptyMessage, emptyAction, label }: PagedListProps<T>) {
  const { t } = useTranslation(['money', 'common']);
  const sentinel = useRef<HTMLDivElement>(null);
  const visible = useRef(false);
  const lastTrigger = useRef(0);
  const { items, keyOf, loaded, busy, hasMore, loadMore } = list;
  const failed = list.status === 'error';
  const canLoad = loaded && hasMore && !failed;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const trigger = () => {
      const wait = lastTrigger.current + durations.reachBottomHoldOff - Date.now();
      if (wait > 0) {
        timer = setTimeout(trigger, wait);
        return;
      }
      lastTrigger.current = Date.now();
      if (visible.current) void loadMore();
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible.current = Boolean(entry?.isIntersecting);
        if (visible.current) trigger();
      },
      { rootMargin: `0px 0px ${px('reachBottomDistance')}px 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
    // Re-observing after each load fires the callback again while the end is still in view.
  }, [canLoad, busy, loadMore]);

  if (!loaded) {
    return (
      <div className={styles.listStatus}>
        <DelayedSpinner label={t('common:loading')} />
      </div>
    );
  }
  if (items.length === 0) {
    if (failed) return <LoadFailed onRetry={() => void list.reload()} />;
    return <EmptyState message={emptyMessage ?? t('common:noData')} action={emptyAction} />;
  }
  return (
    <>
      <ul className={styles.list} aria-label={label} aria-busy={busy || undefined}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.listStatus}>
        {failed ? (
          <button type="button" className={styles.textButton} onClick={() => void loadMore()}>
            {t('loadFailed')}
          </button>
        ) : busy ? (
          <DelayedSpinner label={t('common:loading')} size={24} />
        ) : hasMore ? (
          <button type="button" className={styles.textButton} onClick={() => void loadMore()}>
            {t('loadMore')}
          </button>
        ) : (
          <span className={styles.muted}>{t('noMore')}</span>
        )}
      </div>
    </>
  );
}
