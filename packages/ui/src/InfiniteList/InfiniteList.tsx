import { useEffect, useRef, useState, type ReactNode } from 'react';
import { px } from '@aurum/tokens';
import { Spinner } from '../DelayedSpinner/DelayedSpinner';
import { useUiText } from '../locale/LocaleProvider';
import * as styles from './InfiniteList.css';

export type InfiniteListStatus = 'idle' | 'loading' | 'error' | 'finished';

export interface InfiniteListProps {
  /** The items loaded so far. */
  children?: ReactNode;
  /** More pages exist; false shows the "finished" footer. */
  hasMore: boolean;
  /** Loads the next page. A rejection shows the error footer with a retry button. */
  onLoadMore: () => Promise<void> | void;
  /** How close to the end (px) loading starts. Default: token reachBottomDistance (50). */
  threshold?: number;
  /** Footer texts; default the locale's listLoading, listFinished, listError. */
  loadingLabel?: string;
  finishedLabel?: string;
  errorLabel?: string;
}

/**
 * A list that loads its next page when its end comes into view (reach-bottom), with loading,
 * finished and error (tap to retry) footers. It watches a sentinel with an IntersectionObserver, so it
 * works in the page's scroll, in any scrolling box and inside PullRefreshScroller (pull to reload
 * page one, reach the bottom for the next).
 */
export function InfiniteList({
  children,
  hasMore,
  onLoadMore,
  threshold = px('reachBottomDistance'),
  loadingLabel,
  finishedLabel,
  errorLabel,
}: InfiniteListProps) {
  const { text } = useUiText();
  const sentinel = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  const status: InfiniteListStatus = !hasMore && state !== 'loading' ? 'finished' : state;

  const load = () => {
    setState('loading');
    new Promise<void>((resolve) => resolve(latest.current()))
      .then(() => setState('idle'))
      .catch(() => setState('error'));
  };

  // Observed afresh after every page: if the end is still in view, the next page loads at once.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || status !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [status, threshold]); // load reads the latest onLoadMore through a ref

  return (
    <div data-status={status}>
      {children}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.footer} role="status">
        {status === 'loading' ? (
          <>
            <Spinner size={16} />
            <span>{loadingLabel ?? text('listLoading')}</span>
          </>
        ) : status === 'finished' ? (
          <span>{finishedLabel ?? text('listFinished')}</span>
        ) : status === 'error' ? (
          <button type="button" className={styles.retry} onClick={load}>
            {errorLabel ?? text('listError')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
