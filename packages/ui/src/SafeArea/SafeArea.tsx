import type { ReactNode } from 'react';
import * as styles from './SafeArea.css';

export interface SafeAreaProps {
  /** Which edge(s) to keep clear of the notch and the home indicator. @default 'bottom' */
  position?: 'top' | 'bottom' | 'both';
  children?: ReactNode;
  className?: string;
}

/**
 * Padding for the device's safe area (env(safe-area-inset-*)): put it under a bottom bar or above the
 * content under a notch. Needs `viewport-fit=cover` in the page's viewport meta to take effect.
 */
export function SafeArea({ position = 'bottom', children, className }: SafeAreaProps) {
  const classes = [
    position !== 'bottom' ? styles.top : '',
    position !== 'top' ? styles.bottom : '',
    className ?? '',
  ].filter(Boolean);
  return (
    <div className={classes.join(' ')} data-safe-area={position}>
      {children}
    </div>
  );
}
