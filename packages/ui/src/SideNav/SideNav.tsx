import type { MouseEvent, ReactNode } from 'react';
import * as styles from './SideNav.css';

export interface SideNavItem {
  key: string;
  label: ReactNode;
  href: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** A count beside the label (pending items); read out with the label. */
  badge?: ReactNode;
}

export interface SideNavProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: readonly SideNavItem[];
  /** The key of the current page: marked with aria-current="page". */
  currentKey?: string;
  /**
   * Client-side navigation: called on a plain left click instead of following the link (a
   * router's navigate). Modified clicks (new tab) keep the browser's behaviour.
   */
  onNavigate?: (href: string) => void;
  /** Content above the links (a brand mark) and below them (the signed-in user, sign out). */
  header?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * Side navigation of a desktop console: a <nav> landmark of real links, the current one marked
 * for assistive technology and by the theme colour. Under 900 px it becomes a horizontal strip
 * that scrolls, so a 768 px window keeps the whole width for the page.
 */
export function SideNav({ label, items, currentKey, onNavigate, header, footer, className }: SideNavProps) {
  const click = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <nav aria-label={label} className={[styles.root, className].filter(Boolean).join(' ')}>
      {header != null && <div className={styles.header}>{header}</div>}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              className={styles.link}
              aria-current={item.key === currentKey ? 'page' : undefined}
              onClick={click(item.href)}
            >
              {item.icon != null && (
                <span aria-hidden="true" className={styles.icon}>
                  {item.icon}
                </span>
              )}
              <span className={styles.text}>{item.label}</span>
              {item.badge != null && <span className={styles.badge}>{item.badge}</span>}
            </a>
          </li>
        ))}
      </ul>
      {footer != null && <div className={styles.footer}>{footer}</div>}
    </nav>
  );
}
