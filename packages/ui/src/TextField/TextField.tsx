import { forwardRef, useId, useState, type ReactNode } from 'react';
import type { AriaTextFieldOptions } from 'react-aria';
import { IconGlyph } from '../Icon/IconGlyph';
import { errorIcon } from '../Icon/glyphs/error';
import { keyboardHandler } from '../internal/nativePress';
import * as styles from './TextField.css';

export type TextFieldType = 'text' | 'password' | 'tel' | 'email';

export interface TextFieldProps extends Omit<
  AriaTextFieldOptions<'input'>,
  'inputElementType' | 'type' | 'label' | 'errorMessage' | 'isInvalid' | 'validationBehavior' | 'validationState'
> {
  /** Visible label (already translated). */
  label: ReactNode;
  /** @default 'text' */
  type?: TextFieldType;
  /** Error text; when set the field is marked invalid and the text is linked to it. */
  errorMessage?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** Content before the input inside the box (a currency symbol, a country code). */
  prefix?: ReactNode;
  /** Content after the input inside the box (a "send code" button, an icon). */
  suffix?: ReactNode;
  className?: string;
  /** Extra class for the <input> itself. */
  inputClassName?: string;
}

/**
 * Labelled text input with description and error text, taking react-aria's text-field props
 * (`onChange(value)`, `isDisabled`, …) on a native <input> linked to its label and texts by id:
 * the login screen does not load react-aria for it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    type = 'text',
    errorMessage,
    description,
    prefix,
    suffix,
    className,
    inputClassName,
    id: idProp,
    onChange,
    isDisabled,
    isReadOnly,
    isRequired,
    onFocus,
    onBlur,
    onFocusChange,
    onKeyDown,
    onKeyUp,
    excludeFromTabOrder,
    'aria-describedby': describedBy,
    'aria-labelledby': labelledBy,
    validate,
    spellCheck,
    ...inputProps
  },
  ref,
) {
  const generatedId = useId();
  const inputId = idProp ?? generatedId;
  const labelId = `${inputId}-label`;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  // `validate` judges the value as it is typed (react-aria's "aria" behaviour); `errorMessage`,
  // when given, wins. The value is followed here so an uncontrolled field is judged too.
  const [typed, setTyped] = useState(inputProps.defaultValue ?? '');
  const verdict = validate?.(inputProps.value ?? typed);
  const validationError = Array.isArray(verdict) ? verdict.join(' ') : typeof verdict === 'string' ? verdict : '';
  const shownError = errorMessage || validationError || undefined;
  const isInvalid = Boolean(shownError);
  const showDescription = description != null && !isInvalid;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div
        className={styles.box}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {prefix != null && <span className={styles.affix}>{prefix}</span>}
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          type={type}
          spellCheck={spellCheck as 'true' | 'false' | undefined}
          disabled={isDisabled}
          readOnly={isReadOnly}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          aria-labelledby={labelledBy ? `${labelId} ${labelledBy}` : undefined}
          aria-describedby={
            [describedBy, showDescription ? descriptionId : null, isInvalid ? errorId : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          tabIndex={excludeFromTabOrder ? -1 : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            onChange?.(e.target.value);
          }}
          onFocus={(e) => {
            onFocus?.(e);
            onFocusChange?.(true);
          }}
          onBlur={(e) => {
            onBlur?.(e);
            onFocusChange?.(false);
          }}
          onKeyDown={keyboardHandler(onKeyDown)}
          onKeyUp={keyboardHandler(onKeyUp)}
          className={[styles.input, inputClassName].filter(Boolean).join(' ')}
        />
        {suffix != null && <span className={styles.affix}>{suffix}</span>}
      </div>
      {showDescription && (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      )}
      {isInvalid && (
        <div id={errorId} className={styles.error}>
          <IconGlyph icon={errorIcon} name="error" className={styles.errorIcon} size={14} />
          <span>{shownError}</span>
        </div>
      )}
    </div>
  );
});
