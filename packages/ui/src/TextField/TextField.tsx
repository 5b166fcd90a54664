import { forwardRef, type ReactNode } from 'react';
import { useObjectRef, useTextField, type AriaTextFieldOptions } from 'react-aria';
import { Icon } from '../Icon/Icon';
import * as styles from './TextField.css';

export type TextFieldType = 'text' | 'password' | 'tel' | 'email';

export interface TextFieldProps extends Omit<
  AriaTextFieldOptions<'input'>,
  'inputElementType' | 'type' | 'label' | 'errorMessage' | 'isInvalid'
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

/** Labelled text input on react-aria `useTextField`, with description and error text. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, type = 'text', errorMessage, description, prefix, suffix, className, inputClassName, ...props },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const isInvalid = Boolean(errorMessage);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    { ...props, label, type, description, errorMessage, isInvalid, inputElementType: 'input' },
    ref,
  );
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <label {...labelProps} className={styles.label}>
        {label}
      </label>
      <div
        className={styles.box}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        {prefix != null && <span className={styles.affix}>{prefix}</span>}
        <input
          {...inputProps}
          ref={ref}
          className={[styles.input, inputClassName].filter(Boolean).join(' ')}
        />
        {suffix != null && <span className={styles.affix}>{suffix}</span>}
      </div>
      {description != null && !isInvalid && (
        <div {...descriptionProps} className={styles.description}>
          {description}
        </div>
      )}
      {isInvalid && (
        <div {...errorMessageProps} className={styles.error}>
          <Icon name="error" className={styles.errorIcon} size={14} />
          <span>{errorMessage}</span>
        </div>
      )}
    </div>
  );
});
