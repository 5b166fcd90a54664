import type { ReactNode } from 'react';
import * as styles from './NoticeBar.css';

export interface NoticeBarProps {
  /** The announcements, in order. Nothing is rendered without any. */
  items: readonly { id: number | string; content: string }[];
  /** Accessible name of the bar (a labelled section). */
  label: string;
  /** Decorative icon at the start (e.g. a speaker). */
  icon?: ReactNode;
  /** seconds per character: sets the speed. @default 0.18 */
  secondsPerChar?: number;
  /** the announcements are on their way: keep their place (no layout shift when they arrive) */
  loading?: boolean;
}

/**
 * A bar of scrolling announcements (the member app's home marquee). Screen readers get the list once; the moving copy is
 * a hidden duplicate for the seamless loop. With reduced motion the list simply wraps.
 */
export function NoticeBar({ items, label, icon, secondsPerChar = 0.18, loading = false }: NoticeBarProps) {
  if (loading) {
    return (
      <div className={styles.root} aria-hidden="true">
        {icon && <span className={styles.icon}>{icon}</span>}
      </div>
    );
  }
  if (items.length === 0) return null;
  const chars = items.reduce((n, item) => n + item.content.length, 0);
  const duration = Math.max(8, chars * secondsPerChar);
  const list = (hidden: boolean) => (
    <ul
      className={hidden ? `${styles.group} ${styles.duplicate}` : styles.group}
      aria-hidden={hidden || undefined}
    >
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.content}
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.root} aria-label={label}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <div className={styles.viewport}>
        <div className={styles.loop} style={{ animationDuration: `${duration}s` }}>
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
