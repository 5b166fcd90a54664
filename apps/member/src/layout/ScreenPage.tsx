import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import type { ColorName } from '@aurum/tokens';
import { NavBar, type NavBarTone } from '@aurum/ui';
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
  /** Standard 16 px padding and 12 px gap around the content. @default true */
  padded?: boolean;
  contentClassName?: string;
}

/** What RefreshableScreenPage adds to a page: the content scrolls inside `scroller`. */
export interface ScreenPageFrameProps extends ScreenPageProps {
  /** Wraps the content in the scrolling element (given the content and its accessible name). */
  scroller?: (content: ReactNode, ariaLabel: string) => ReactNode;
  /** The content can be pulled to refresh (`data-pull-refresh` on <main>). */
  pullRefresh?: boolean;
}

/**
 * The layout of every screen: the 44 px NavBar (title, colours and back button from the route
 * table) and the content; the document scrolls and the bar sticks to the top. A screen that
 * refreshes on a pull or loads more near the end uses RefreshableScreenPage, whose content scrolls
 * inside a PullRefreshScroller below the bar (kept out of this module, and so out of the entry
 * chunk and login's first route: issue 18).
 *
 *   export default function Setting() {
 *     return <ScreenPage>...</ScreenPage>;
 *   }
 */
export function ScreenPage(props: ScreenPageProps) {
  return <ScreenPageFrame {...props} />;
}

/** ScreenPage with the scrolling element of RefreshableScreenPage, if any. */
export function ScreenPageFrame({
  children,
  title,
  brandTitle,
  titleColor,
  navTone,
  navRight,
  showBack,
  onBack,
  padded = true,
  contentClassName,
  scroller,
  pullRefresh = false,
}: ScreenPageFrameProps) {
  const { t } = useTranslation(['common', 'titles']);
  const meta = useRouteMeta();
  const useBrand = brandTitle ?? meta?.brandTitle ?? false;
  // the brand name is the logotype (gold), drawn as an image named by the brand (BrandLogotype)
  const logotype = title === undefined && (useBrand || !meta);
  const navTitle = title ?? (logotype || !meta ? <BrandLogotype /> : t(`titles:${meta.titleKey}`));
  const back = showBack ?? !(meta?.isTab ?? false);
  const body = <div className={[padded ? styles.padded : undefined, contentClassName].filter(Boolean).join(' ') || undefined}>{children}</div>;

  return (
    <div className={scroller ? `${styles.page} ${styles.fixedPage}` : styles.page}>
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
        data-pull-refresh={pullRefresh || undefined}>
        {scroller
          ? scroller(body, typeof navTitle === 'string' ? navTitle : t(`titles:${meta?.titleKey ?? 'home'}`))
          : body}
      </main>
    </div>
  );
}
