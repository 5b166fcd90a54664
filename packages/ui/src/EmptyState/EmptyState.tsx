import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, already translated by the app (e.g. "No records yet"). */
  message: ReactNode;
  /** Optional action below the message (a button or link). */
  action?: ReactNode;
}

/** Block shown in place of a list that has nothing to show. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <div className={styles.root} role="status">
      <svg className={styles.icon} viewBox="0 0 96 96" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3">
        <rect x="18" y="26" width="60" height="48" rx="6" />
        <path d="M18 42h60M38 56h20" />
      </svg>
      <div>{message}</div>
      {action}
    </div>
  );
}
