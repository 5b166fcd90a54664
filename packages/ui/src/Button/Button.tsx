import { forwardRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useObjectRef, type AriaButtonOptions } from 'react-aria';
import { Spinner } from '../DelayedSpinner/DelayedSpinner';
import { visuallyHidden } from '../internal/a11y.css';
import * as styles from './Button.css';
import { useUiText } from '../locale/LocaleProvider';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<AriaButtonOptions<'button'>, 'elementType' | 'children'> {
  children: ReactNode;
  /** primary: gold fill; secondary: surface with gold outline; danger: red fill. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Shows a spinner and ignores presses, but keeps focus (unlike `isDisabled`). */
  isLoading?: boolean;
  /** Accessible text added while loading. @default 'Loading' */
  loadingLabel?: string;
  /** Icon before the label (decorative). */
  icon?: ReactNode;
  className?: string;
}

/** Button built on react-aria `useButton` (press, keyboard and touch handling). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    isLoading = false,
    loadingLabel: loadingLabelProp,
    icon,
    className,
    ...ariaProps
  },
  forwardedRef,
) {
  const { text } = useUiText();
  const loadingLabel = loadingLabelProp ?? text('loading');
  const ref = useObjectRef(forwardedRef);
  const { buttonProps, isPressed } = useButton(
    {
      ...ariaProps,
      // While loading, presses are swallowed but the button stays focusable.
      onPress: isLoading ? undefined : ariaProps.onPress,
      onPressStart: isLoading ? undefined : ariaProps.onPressStart,
      onPressEnd: isLoading ? undefined : ariaProps.onPressEnd,
      onPressUp: isLoading ? undefined : ariaProps.onPressUp,
      onClick: isLoading ? undefined : ariaProps.onClick,
      // A loading submit button must not submit the form on Enter either.
      type: isLoading ? 'button' : (ariaProps.type ?? 'button'),
    },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();

  return (
    <button
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-variant={variant}
    >
      {isLoading ? <Spinner size={size === 'small' ? 14 : 18} /> : icon}
      <span className={styles.label}>{children}</span>
      {isLoading && <span className={visuallyHidden}>{loadingLabel}</span>}
    </button>
  );
});
