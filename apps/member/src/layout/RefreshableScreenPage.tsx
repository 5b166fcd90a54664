import { PullRefreshScroller } from '@aurum/ui';
import { useTranslation } from '../i18n';
import { useRouteMeta } from '../app/routeMeta';
import { ScreenPageFrame, type ScreenPageProps } from './ScreenPage';
import * as styles from './ScreenPage.css';

export interface RefreshableScreenPageProps extends ScreenPageProps {
  /**
   * Pull-to-refresh handler. Used only where the route has `pullRefresh: true` (SPEC §2);
   * resolve when the data is fresh.
   */
  onRefresh?: () => Promise<unknown>;
  /** Called near the end of the content (next page of a list); the content then scrolls inside the page. */
  onReachBottom?: () => void;
}

/**
 * ScreenPage for the screens that refresh on a pull or load more near the end: where the route
 * has pull-to-refresh and the screen passes `onRefresh` (or it passes `onReachBottom`), the
 * content scrolls inside a PullRefreshScroller below the bar; otherwise it is a ScreenPage.
 *
 *   export default function Billing() {
 *     const { t } = useTranslation('billing');
 *     return <RefreshableScreenPage onRefresh={reload}>...</RefreshableScreenPage>;
 *   }
 */
export function RefreshableScreenPage({ onRefresh, onReachBottom, ...page }: RefreshableScreenPageProps) {
  const { t } = useTranslation('common');
  const meta = useRouteMeta();
  const refreshable = Boolean(meta?.pullRefresh && onRefresh);
  const scrolls = refreshable || Boolean(onReachBottom);
  return (
    <ScreenPageFrame
      {...page}
      pullRefresh={refreshable}
      scroller={
        scrolls
          ? (content, ariaLabel) => (
              <PullRefreshScroller
                className={styles.scroller}
                disabled={!refreshable}
                onRefresh={refreshable && onRefresh ? async () => void (await onRefresh()) : undefined}
                onReachBottom={onReachBottom}
                pullingLabel={t('pullToRefresh')}
                reachedLabel={t('releaseToRefresh')}
                refreshingLabel={t('refreshing')}
                doneLabel={t('refreshed')}
                ariaLabel={ariaLabel}
              >
                {content}
              </PullRefreshScroller>
            )
          : undefined
      }
    />
  );
}
