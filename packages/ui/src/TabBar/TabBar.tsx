import type { MouseEvent, ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { px } from '@aurum/tokens';
import * as styles from './TabBar.css';
import { useUiText } from '../locale/LocaleProvider';

/** One tab (SPEC §3 "Tab bar item"). */
export interface TabBarItem {
  pagePath: string;
  text: string;
  /** Icon image when not selected. */
  iconPath?: string;
  /** Icon image when selected; falls back to `iconPath`. */
  selectedIconPath?: string;
  /**
   * An inline icon (e.g. an SVG drawn in `currentColor`) instead of the images: it takes the
   * secondary text colour, and the theme colour on the active tab.
   */
  icon?: ReactNode;
}

export interface TabBarProps {
  items: readonly TabBarItem[];
  /** pagePath of the current page. */
  activePath: string;
  /** A tab was chosen (click, tap, Enter). The app does the navigation ("switch tab"). */
  onSelect: (pagePath: string) => void;
  /** Bar height in px. @default px('tabBarHeight') (56; 0 hides the bar, see below) */
  height?: number;
  /** Accessible name of the navigation landmark. @default 'Main' */
  label?: string;
  /** `fixed` pins the bar to the bottom of the viewport. @default 'fixed' */
  position?: 'fixed' | 'static';
}

/**
 * Bottom tab bar. Semantics: page navigation, so a `<nav>` landmark with a list of links and
 * `aria-current="page"` on the active one (not role="tablist", which is for panels within a
 * page). Each link's href is its pagePath, so "open in new tab" works; a plain click is
 * intercepted and reported through `onSelect`.
 *
 * Height 0 (SPEC §2's "effectively hidden" bar): nothing is shown and no
 * landmark is exposed, but the links stay in the tab order and the bar appears while one of
 * them has keyboard focus, so keyboard users are never focused on something invisible.
 */
export function TabBar({
  items,
  activePath,
  onSelect,
  height = px('tabBarHeight'),
  label: labelProp,
  position = 'fixed',
}: TabBarProps) {
  const { text } = useUiText();
  const label = labelProp ?? text('tabBar');
  const hidden = height <= 0;
  const onClick = (event: MouseEvent<HTMLAnchorElement>, pagePath: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(pagePath);
  };

  const links = (
    <ul className={styles.list}>
      {items.map((item) => {
        const active = item.pagePath === activePath;
        const iconSrc = active ? (item.selectedIconPath ?? item.iconPath) : item.iconPath;
        return (
          <li key={item.pagePath} className={styles.item}>
            <a
              href={item.pagePath}
              className={styles.link}
              aria-current={active ? 'page' : undefined}
              onClick={(e) => onClick(e, item.pagePath)}
            >
              {item.icon != null ? (
                <span className={styles.iconSlot} aria-hidden="true">
                  {item.icon}
                </span>
              ) : (
                iconSrc && <img src={iconSrc} alt="" className={styles.icon} />
              )}
              <span className={styles.text}>{item.text}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );

  const className = styles.bar({ position, hidden });
  if (hidden) {
    return (
      <div className={className} data-hidden="">
        {links}
      </div>
    );
  }
  return (
    <nav
      aria-label={label}
      className={className}
      style={assignInlineVars({ [styles.barHeight]: `${height}px` })}
    >
      {links}
    </nav>
  );
}
