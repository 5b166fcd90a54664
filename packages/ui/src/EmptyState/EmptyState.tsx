import type { ReactNode } from 'react';
import { IconGlyph } from '../Icon/IconGlyph';
import { emptyIcon } from '../Icon/glyphs/empty';
import * as styles from './EmptyState.css';
import { useUiText } from '../locale/LocaleProvider';

export interface EmptyStateProps {
  /** What is empty, already translated by the app (e.g. "No records yet"). @default the locale's `empty` */
  message?: ReactNode;
  /** Optional action below the message (a button or link). */
  action?: ReactNode;
}

/** Block shown in place of a list that has nothing to show. */
export function EmptyState({ message, action }: EmptyStateProps) {
  const { text } = useUiText();
  return (
    <div className={styles.root} role="status">
      <IconGlyph icon={emptyIcon} name="empty" className={styles.icon} />
      <div>{message ?? text('empty')}</div>
      {action}
    </div>
  );
}
