import type { KeyboardEvent, ReactNode } from 'react';
import { IconGlyph } from '../Icon/IconGlyph';
import { chevronIcon } from '../Icon/glyphs/chevron';
import { chain, usePressable } from '../internal/nativePress';
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
  /** Makes the row a button (role="button": click or tap, Enter, Space). */
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
  const pressable = onPress !== undefined;
  const inert = isDisabled || !pressable;
  const { pressableProps } = usePressable(inert);
  const showArrow = arrow ?? pressable;
  const interactive = pressable
    ? {
        role: 'button',
        tabIndex: isDisabled ? undefined : 0,
        'aria-disabled': isDisabled || undefined,
        ...pressableProps,
        // A click, a tap, or Enter/Space through the synthetic click below (as a native button).
        onClick: inert ? undefined : () => onPress(),
        onKeyDown: chain(pressableProps.onKeyDown, (e: KeyboardEvent<HTMLDivElement>) => {
          if (inert || e.target !== e.currentTarget) return;
          if (e.key === ' ') e.preventDefault(); // no page scroll
          if (e.key === 'Enter' && !e.repeat) e.currentTarget.click();
        }),
        onKeyUp: chain(pressableProps.onKeyUp, (e: KeyboardEvent<HTMLDivElement>) => {
          if (!inert && e.key === ' ' && e.target === e.currentTarget) e.currentTarget.click();
        }),
        'data-pressable': true,
      }
    : {};

  return (
    <div className={[styles.cell, className].filter(Boolean).join(' ')} {...interactive}>
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
      {showArrow && <IconGlyph icon={chevronIcon} name="chevron" className={styles.arrow} size={16} />}
    </div>
  );
}
