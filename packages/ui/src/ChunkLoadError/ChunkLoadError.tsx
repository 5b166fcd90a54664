import { useRef } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import * as styles from './ChunkLoadError.css';

export interface ChunkLoadErrorProps {
  /** @default 'Failed to load, tap to reload' */
  message?: string;
  /** Called on click, tap, Enter or Space. @default window.location.reload() */
  onReload?: () => void;
}

/**
 * Shown where a lazily loaded page failed to arrive (SPEC §8): the whole block is a button that
 * reloads. Announced through role="alert" when it appears.
 */
export function ChunkLoadError({ message = 'Failed to load, tap to reload', onReload }: ChunkLoadErrorProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton(
    { onPress: () => (onReload ? onReload() : window.location.reload()) },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div role="alert" className={styles.root}>
      <button
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        className={styles.button}
        data-pressed={isPressed || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <svg
          className={styles.icon}
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M20 11a8 8 0 1 0-2.3 5.7" />
          <path d="M20 4v7h-7" />
        </svg>
        <span>{message}</span>
      </button>
    </div>
  );
}
