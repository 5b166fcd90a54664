import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Button, DelayedSpinner, EmptyState, Spinner } from '@aurum/ui';
import type { PagedListState } from './usePagedList';
import { LoadFailed } from '../LoadFailed/LoadFailed';
import * as styles from './ListFooter.css';

export interface ListFooterProps {
  list: Pick<PagedListState<unknown>, 'items' | 'status' | 'hasMore' | 'loaded' | 'loadMore' | 'retry'>;
  /** shown (in an EmptyState) when the list has no rows */
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
}

/**
 * Put right after a list's rows: the first-load spinner, the EmptyState, the retry block, and
 * the list's end: "loading more", "no more", or a "load more" button (for a first page too short
 * to scroll). The next page itself loads on reach-bottom: pass `onReachBottom={list.loadMore}`
 * to RefreshableScreenPage (PullRefreshScroller: 50 px from the end, at most once per 350 ms, SPEC §9).
 */
export function ListFooter({ list, emptyMessage, emptyAction }: ListFooterProps) {
  const { t } = useTranslation(['paging', 'common']);
  const { items, status, hasMore, loaded, loadMore, retry } = list;

  if (!loaded) {
    return (
      <div className={styles.footer}>
        <DelayedSpinner label={t('common:loading')} />
      </div>
    );
  }
  if (status === 'error' && items.length === 0) return <LoadFailed onRetry={retry} />;
  if (status === 'error') {
    return (
      <div className={styles.footer} role="alert">
        <span>{t('loadFailed')}</span>
        <Button size="small" variant="secondary" onPress={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <EmptyState message={emptyMessage} action={emptyAction} />;
  return (
    <div className={styles.footer}>
      {status === 'loadingMore' ? (
        <span className={styles.row} role="status">
          <Spinner size={16} />
          {t('loadingMore')}
        </span>
      ) : hasMore ? (
        <button type="button" className={styles.more} onClick={() => void loadMore()}>
          {t('loadMore')}
        </button>
      ) : (
        <span className={styles.noMore}>{t('noMore')}</span>
      )}
    </div>
  );
}
