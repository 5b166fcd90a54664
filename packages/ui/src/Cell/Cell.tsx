import { useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, usePress } from 'react-aria';
import { Icon } from '../Icon/Icon';
import * as styles from './Cell.css';

export interface CellProps {
  /** Main text of the row. */
  title: ReactNode;
  /** Text or element at the end of the row (a balance, "Unbound", a badge). */
  value?: ReactNode;
  /** Decorative icon at the start (24 px box). */
  icon?: ReactNode;
  /** Second line under the title. */
  description?: ReactNode;
  /** Show the chevron. @default true when `onPress` is set */
  arrow?: boolean;
  /** Makes the row a button (mouse, touch, Enter and Space via react-aria `usePress`). */
  onPress?: () => void;
  isDisabled?: boolean;
  className?: string;
}

/** List row: icon, title, value and chevron. Put several in a `<Card padding="none">`. */
export function Cell({
  title,
  value,
  icon,
  description,
  arrow,
  onPress,
  isDisabled = false,
  className,
}: CellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const pressable = onPress !== undefined;
  const { pressProps, isPressed } = usePress({ onPress, isDisabled: isDisabled || !pressable, ref });
  const { focusProps, isFocusVisible } = useFocusRing();
  const showArrow = arrow ?? pressable;
  const interactive = pressable
    ? {
        ...mergeProps(pressProps, focusProps),
        role: 'button',
        tabIndex: isDisabled ? undefined : 0,
        'aria-disabled': isDisabled || undefined,
        'data-pressable': true,
        'data-pressed': isPressed || undefined,
        'data-focus-visible': isFocusVisible || undefined,
      }
    : {};

  return (
    <div ref={ref} className={[styles.cell, className].filter(Boolean).join(' ')} {...interactive}>
      {icon != null && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description != null && <span className={styles.description}>{description}</span>}
      </span>
      {value != null && <span className={styles.value}>{value}</span>}
      {showArrow && <Icon name="chevron" className={styles.arrow} size={16} />}
    </div>
  );
}
