import { forwardRef, type ReactNode } from 'react';
import type { AriaButtonOptions } from 'react-aria';
import { Spinner } from '../DelayedSpinner/DelayedSpinner';
import { visuallyHidden } from '../internal/a11y.css';
import { chain, keyboardHandler, pressEventFromClick, usePressable } from '../internal/nativePress';
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

/**
 * A native <button> with react-aria's button props (`onPress`, `isDisabled`, press and focus
 * events): the browser's own click, Enter and Space handling, so the first screen of an app does
 * not load react-aria for it.
 */
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
    isDisabled = false,
    type = 'button',
    onPress,
    onPressStart,
    onPressEnd,
    onPressUp,
    onPressChange,
    onClick,
    onFocus,
    onBlur,
    onFocusChange,
    onKeyDown,
    onKeyUp,
    excludeFromTabOrder,
    preventFocusOnPress,
    // link props: ignored, as react-aria ignores them for a <button>
    href: _href,
    target: _target,
    rel: _rel,
    ...domProps
  },
  ref,
) {
  const { text } = useUiText();
  const loadingLabel = loadingLabelProp ?? text('loading');
  // While loading, presses are swallowed but the button stays focusable.
  const inert = isDisabled || isLoading;
  const { pressableProps } = usePressable(inert, { onPressStart, onPressEnd, onPressUp, onPressChange });

  return (
    <button
      {...domProps}
      ref={ref}
      // A loading submit button must not submit the form on Enter either.
      type={isLoading ? 'button' : type}
      disabled={isDisabled || undefined}
      tabIndex={excludeFromTabOrder && !isDisabled ? -1 : undefined}
      onClick={(e) => {
        if (inert) return;
        onPress?.(pressEventFromClick(e));
        onClick?.(e);
      }}
      onMouseDown={preventFocusOnPress ? (e) => e.preventDefault() : undefined}
      {...pressableProps}
      onKeyDown={chain(pressableProps.onKeyDown, keyboardHandler(onKeyDown))}
      onKeyUp={chain(pressableProps.onKeyUp, keyboardHandler(onKeyUp))}
      onFocus={(e) => {
        pressableProps.onFocus(e);
        if (e.target !== e.currentTarget) return;
        onFocus?.(e);
        onFocusChange?.(true);
      }}
      onBlur={(e) => {
        pressableProps.onBlur(e);
        if (e.target !== e.currentTarget) return;
        onBlur?.(e);
        onFocusChange?.(false);
      }}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      aria-disabled={isLoading || domProps['aria-disabled'] || undefined}
      aria-busy={isLoading || undefined}
      data-variant={variant}
    >
      {isLoading ? <Spinner size={size === 'small' ? 14 : 18} /> : icon}
      <span className={styles.label}>{children}</span>
      {isLoading && <span className={visuallyHidden}>{loadingLabel}</span>}
    </button>
  );
});
