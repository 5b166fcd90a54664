import { useEffect, useState } from 'react';
import { durations } from '@aurum/tokens';
import { visuallyHidden } from '../internal/a11y.css';
import * as styles from './DelayedSpinner.css';
import { useUiText } from '../locale/LocaleProvider';

export interface SpinnerProps {
  /** Diameter in px. @default 24 */
  size?: number;
  className?: string;
}

/** A spinning ring in the current text colour. Decorative: label it where you use it. */
export function Spinner({ size = 24, className }: SpinnerProps) {
  return (
    <svg
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" strokeLinecap="round" />
    </svg>
  );
}

export interface DelayedSpinnerProps {
  /** Milliseconds before anything is shown, so fast loads never flash a spinner. @default durations.loadingDelay (200) */
  delay?: number;
  /** Accessible text, announced once the spinner shows. @default 'Loading' */
  label?: string;
  /** Also show the label under the spinner (otherwise it is for screen readers only). @default false */
  showLabel?: boolean;
  /** Spinner diameter in px. @default 32 */
  size?: number;
}

/**
 * Loading indicator for lazily loaded pages and data: renders an empty live region at first and
 * shows the spinner only after `delay` ms (SPEC §8: the loading element appears after 200 ms).
 */
export function DelayedSpinner({
  delay = durations.loadingDelay,
  label: labelProp,
  showLabel = false,
  size = 32,
}: DelayedSpinnerProps) {
  const { text } = useUiText();
  const label = labelProp ?? text('loading');
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  return (
    <div role="status" className={visible ? styles.block : undefined} data-visible={visible || undefined}>
      {visible && (
        <>
          <Spinner size={size} className={styles.indicator} />
          <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
        </>
      )}
    </div>
  );
}
