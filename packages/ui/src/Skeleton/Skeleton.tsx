import type { ReactNode } from 'react';
import { visuallyHidden } from '../internal/a11y.css';
import { useUiText } from '../locale/LocaleProvider';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** Text lines to draw. @default 3 */
  lines?: number;
  /** A round avatar placeholder at the start. */
  avatar?: boolean;
  /** A wider title bar above the lines. */
  title?: boolean;
  /** Show `children` instead of the placeholder. */
  isLoaded?: boolean;
  children?: ReactNode;
}

/** Grey placeholder blocks while content loads (pulsing, still under reduced motion); announced as loading. */
export function Skeleton({
  lines = 3,
  avatar = false,
  title = false,
  isLoaded = false,
  children,
}: SkeletonProps) {
  const { text } = useUiText();
  if (isLoaded) return <>{children}</>;
  return (
    <div className={styles.root} role="status" aria-busy="true">
      <span className={visuallyHidden}>{text('loading')}</span>
      {avatar && <div className={styles.avatar} aria-hidden="true" />}
      <div className={styles.lines} aria-hidden="true">
        {title && <div className={styles.title} />}
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className={styles.line} />
        ))}
      </div>
    </div>
  );
}
