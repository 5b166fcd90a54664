import type { ReactNode } from 'react';
import * as styles from './Marquee.css';

export interface MarqueeProps {
  items: readonly { id: number | string; content: string }[];
  label: string;
  icon?: ReactNode;
  /** seconds per character: sets the speed. @default 0.18 */
  secondsPerChar?: number;
}

/**
 * The home page's scrolling announcements. Screen readers get the list once; the moving copy is
 * a hidden duplicate for the seamless loop. With reduced motion the list simply wraps.
 */
export function Marquee({ items, label, icon, secondsPerChar = 0.18 }: MarqueeProps) {
  if (items.length === 0) return null;
  const chars = items.reduce((n, item) => n + item.content.length, 0);
  const duration = Math.max(8, chars * secondsPerChar);
  const list = (hidden: boolean) => (
    <ul className={hidden ? `${styles.group} ${styles.duplicate}` : styles.group} aria-hidden={hidden || undefined}>
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
