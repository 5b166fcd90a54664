import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import type { ColorName } from '@aurum/tokens';
import { NavBar, PullRefreshScroller, type NavBarTone } from '@aurum/ui';
import { useRouteMeta } from '../app/routeMeta';
import { navigateBack } from '../navigation';
import { BrandLogotype } from '../components/BrandLogotype/BrandLogotype';
import * as styles from './ScreenPage.css';

export interface ScreenPageProps {
  children: ReactNode;
  /** Overrides the route's title (already translated). */
  title?: ReactNode;
  /** Show the gold brand logotype instead of a title. Default: the route's `brandTitle`. */
  brandTitle?: boolean;
  titleColor?: ColorName;
  navTone?: NavBarTone;
  /** Right-hand side of the nav bar (actions). */
  navRight?: ReactNode;
  /** Back button: default on for every page but the five tabs; back from the only page goes home. */
  showBack?: boolean;
  onBack?: () => void;
  /**
   * Pull-to-refresh handler. Used only where the route has `pullRefresh: true` (SPEC §2);
   * resolve when the data is fresh.
   */
  onRefresh?: () => Promise<unknown>;
  /** Called near the end of the content (next page of a list); the content then scrolls inside the page. */
  onReachBottom?: () => void;
  /** Standard 16 px padding and 12 px gap around the content. @default true */
  padded?: boolean;
  contentClassName?: string;
}

/**
 * The layout of every screen: the 44 px NavBar (title, colours and back button from the route
 * table) and the content. Where the route has pull-to-refresh and the screen passes `onRefresh`
 * (or it passes `onReachBottom`), the content scrolls inside a PullRefreshScroller below the bar;
 * otherwise the document scrolls and the bar sticks to the top.
 *
 *   export default function Billing() {
 *     const { t } = useTranslation('billing');
 *     return <ScreenPage onRefresh={reload}>...</ScreenPage>;
 *   }
 */
export function ScreenPage({
  children,
  title,
  brandTitle,
  titleColor,
  navTone,
  navRight,
  showBack,
  onBack,
  onRefresh,
  onReachBottom,
  padded = true,
  contentClassName,
}: ScreenPageProps) {
  const { t } = useTranslation(['common', 'titles']);
  const meta = useRouteMeta();
  const useBrand = brandTitle ?? meta?.brandTitle ?? false;
  // the brand name is the logotype (gold), drawn as an image named by the brand (BrandLogotype)
  const logotype = title === undefined && (useBrand || !meta);
  const navTitle = title ?? (logotype || !meta ? <BrandLogotype /> : t(`titles:${meta.titleKey}`));
  const back = showBack ?? !(meta?.isTab ?? false);
  const body = <div className={[padded ? styles.padded : undefined, contentClassName].filter(Boolean).join(' ') || undefined}>{children}</div>;
  const refreshable = Boolean(meta?.pullRefresh && onRefresh);
  const scrolls = refreshable || Boolean(onReachBottom);

  return (
    <div className={scrolls ? `${styles.page} ${styles.fixedPage}` : styles.page}>
      <NavBar
        className={styles.navBar}
        title={navTitle}
        titleColor={titleColor ?? meta?.titleColor ?? (logotype ? 'theme' : undefined)}
        tone={navTone ?? meta?.navTone}
        onBack={back ? (onBack ?? (() => navigateBack())) : undefined}
        backLabel={t('back')}
        right={navRight}
      />
      <main
        className={meta?.isTab ? `${styles.content} ${styles.aboveTabBar}` : styles.content}
        data-pull-refresh={refreshable || undefined}>
        {scrolls ? (
          <PullRefreshScroller
            className={styles.scroller}
            disabled={!refreshable}
            onRefresh={refreshable && onRefresh ? async () => void (await onRefresh()) : undefined}
            onReachBottom={onReachBottom}
            pullingLabel={t('pullToRefresh')}
            reachedLabel={t('releaseToRefresh')}
            refreshingLabel={t('refreshing')}
            doneLabel={t('refreshed')}
            ariaLabel={typeof navTitle === 'string' ? navTitle : t(`titles:${meta?.titleKey ?? 'home'}`)}
          >
            {body}
          </PullRefreshScroller>
        ) : (
          body
        )}
      </main>
    </div>
  );
}
