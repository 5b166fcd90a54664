import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { mergeProps, useButton, useDialog, useFocusRing } from 'react-aria';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { durations, fundPasswordLength } from '@aurum/tokens';
import { prefersReducedMotion } from '../internal/reducedMotion';
import { ModalShell, useRequestClose, type PopupProps } from '../internal/ModalShell';
import { visuallyHidden } from '../internal/a11y.css';
import { IconGlyph } from '../Icon/IconGlyph';
import { alertIcon } from '../Icon/glyphs/alert';
import { backspaceIcon } from '../Icon/glyphs/backspace';
import { closeIcon } from '../Icon/glyphs/close';
import * as styles from './FundPasswordSheet.css';
import { applyCodeAction, type CodeAction } from './fundPassword';
import { useUiText } from '../locale/LocaleProvider';

export interface FundPasswordSheetLabels {
  /** Accessible name of the password field. */
  input: string;
  /** Close button. */
  close: string;
  /** Delete key of the keypad. */
  delete: string;
  /** The "Forget password?" link (shown when `onForgot` is given). */
  forgot: string;
  /** Accessible name of the keypad group. */
  keypad: string;
  /** Screen-reader progress text. */
  progress: (entered: number, total: number) => string;
}

/** `placement` defaults to 'bottom' (a sheet), `isDismissable` to true. */
export interface FundPasswordSheetProps extends PopupProps {
  /** Sheet heading; also the dialog's accessible name. */
  title?: ReactNode;
  /** Called once each time the code reaches the full length (6 digits). */
  onComplete: (code: string) => void;
  /**
   * Verification error from the app. Each new message is shown (role="alert"), shakes the cells and
   * clears the digits. To show the same message for a second wrong attempt, clear it (undefined) when
   * the attempt starts, e.g. in onComplete.
   */
  error?: string | null;
  /** Custom content for the "Forget password?" place (e.g. the app's link to Reset-Password?type=1). */
  forgotSlot?: ReactNode;
  /** Shows a "Forget password?" link button (label: `labels.forgot`) when no `forgotSlot` is given. */
  onForgot?: () => void;
  labels?: Partial<FundPasswordSheetLabels>;
  /** Code length. Default: token fundPasswordLength (6). */
  length?: number;
}

/**
 * Bottom sheet for entering the 6-digit fund password: masked cells, an on-screen keypad, physical
 * keyboard typing and paste (digits only). react-aria modal: focus moves in and is trapped, Escape and
 * a tap on the mask close it.
 */
export function FundPasswordSheet(props: FundPasswordSheetProps) {
  return (
    <ModalShell
      isOpen={props.isOpen}
      onClose={props.onClose}
      beforeClose={props.beforeClose}
      isDismissable={props.isDismissable ?? true}
      placement={props.placement ?? 'bottom'}
    >
      <SheetBody {...props} />
    </ModalShell>
  );
}

function SheetBody({
  title: titleProp,
  onComplete,
  error,
  forgotSlot,
  onForgot,
  labels: labelOverrides,
  length = fundPasswordLength,
}: FundPasswordSheetProps) {
  const { text } = useUiText();
  const requestClose = useRequestClose();
  const title = titleProp ?? text('fundPasswordTitle');
  const labels: FundPasswordSheetLabels = {
    input: text('fundPasswordInput'),
    close: text('close'),
    delete: text('fundPasswordDelete'),
    forgot: text('fundPasswordForgot'),
    keypad: text('fundPasswordKeypad'),
    progress: (count, total) => text('fundPasswordProgress', { count, total }),
    ...labelOverrides,
  };
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { dialogProps, titleProps } = useDialog({}, dialogRef);
  const errorId = useId();
  const progressId = useId();

  const [digits, setDigits] = useState('');
  const digitsRef = useRef('');
  const apply = (action: CodeAction) => {
    const result = applyCodeAction(digitsRef.current, action, length);
    digitsRef.current = result.digits;
    setDigits(result.digits);
    if (result.complete) onComplete(result.digits);
  };
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

  // A new error clears the digits and shakes the cells.
  // The shake is the Web Animations API (no animation library), skipped under reduced motion.
  const scope = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error) return;
    applyRef.current({ type: 'clear' });
    if (!prefersReducedMotion() && scope.current?.animate) {
      scope.current.animate(
        [0, -12, 12, -8, 8, -4, 4, 0].map((x) => ({ transform: `translateX(${x}px)` })),
        { duration: durations.shake, easing: 'ease-in-out' },
      );
    }
  }, [error]);

  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: true });

  const cellState = (i: number) =>
    error && digits.length === 0
      ? 'error'
      : i < digits.length
        ? 'filled'
        : i === digits.length && isFocused
          ? 'current'
          : 'empty';

  return (
    <div
      {...dialogProps}
      ref={dialogRef}
      className={styles.body}
      onKeyDown={(e) => {
        // Typing works wherever focus is in the sheet (e.g. after tabbing to a keypad key).
        if (e.target === inputRef.current || e.ctrlKey || e.metaKey || e.altKey) return;
        if (/^[0-9]$/.test(e.key)) {
          e.preventDefault();
          apply({ type: 'append', text: e.key });
        } else if (e.key === 'Backspace') {
          e.preventDefault();
          apply({ type: 'delete' });
        }
      }}
    >
      <div className={styles.header}>
        <h2 {...titleProps} className={styles.title}>
          {title}
        </h2>
        <IconButton label={labels.close} onPress={() => requestClose()} className={styles.closeButton} />
      </div>

      <div ref={scope} className={[styles.field, isFocusVisible ? styles.fieldFocused : ''].join(' ')}>
        <input
          {...focusProps}
          ref={inputRef}
          className={styles.input}
          type="password"
          // The on-screen keypad replaces the phone's keyboard; physical keyboards still type.
          inputMode="none"
          autoComplete="off"
          autoFocus
          maxLength={length}
          value={digits}
          aria-label={labels.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${errorId} ${progressId}`}
          onChange={(e) => apply({ type: 'set', value: e.target.value })}
          onPaste={(e) => {
            e.preventDefault();
            apply({ type: 'append', text: e.clipboardData.getData('text') });
          }}
        />
        <div
          className={styles.cells}
          style={assignInlineVars({ [styles.cellCount]: String(length) })}
          aria-hidden="true"
        >
          {Array.from({ length }, (_, i) => (
            <div
              key={i}
              className={styles.cell({ state: cellState(i) })}
              data-filled={i < digits.length || undefined}
            >
              {i < digits.length ? <span className={styles.dot} /> : null}
            </div>
          ))}
        </div>
      </div>
      <span id={progressId} className={visuallyHidden} aria-live="polite">
        {labels.progress(digits.length, length)}
      </span>

      <p id={errorId} className={styles.error} role="alert">
        {error ? (
          <>
            <IconGlyph icon={alertIcon} name="alert" className={styles.errorIcon} />
            <span>{error}</span>
          </>
        ) : null}
      </p>

      {forgotSlot != null ? (
        <div className={styles.forgotRow}>{forgotSlot}</div>
      ) : onForgot ? (
        <div className={styles.forgotRow}>
          <TextButton onPress={onForgot} className={styles.forgotLink}>
            {labels.forgot}
          </TextButton>
        </div>
      ) : null}

      <div className={styles.keypad} role="group" aria-label={labels.keypad}>
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
          <Key key={d} onPress={() => apply({ type: 'append', text: d })}>
            {d}
          </Key>
        ))}
        <span aria-hidden="true" />
        <Key onPress={() => apply({ type: 'append', text: '0' })}>0</Key>
        <Key onPress={() => apply({ type: 'delete' })} label={labels.delete}>
          <IconGlyph icon={backspaceIcon} name="backspace" className={styles.keyIcon} />
        </Key>
      </div>
    </div>
  );
}

/** Keypad key: pressing it never takes focus from the password field, so typing keeps working. */
function Key({ children, onPress, label }: { children: ReactNode; onPress: () => void; label?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton(
    { onPress, preventFocusOnPress: true, 'aria-label': label },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={styles.key}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </button>
  );
}

function TextButton({
  children,
  onPress,
  className,
}: {
  children: ReactNode;
  onPress: () => void;
  className: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={className}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </button>
  );
}

function IconButton({
  label,
  onPress,
  className,
}: {
  label: string;
  onPress: () => void;
  className: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress, 'aria-label': label }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={className}
      data-focus-visible={isFocusVisible || undefined}
    >
      <IconGlyph icon={closeIcon} name="close" size={22} />
    </button>
  );
}
