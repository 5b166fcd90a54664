import { forwardRef, type ReactNode } from 'react';
import { useObjectRef, useTextField, type AriaTextFieldOptions } from 'react-aria';
import * as field from '../TextField/TextField.css';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<
  AriaTextFieldOptions<'textarea'>,
  'inputElementType' | 'label' | 'errorMessage' | 'isInvalid'
> {
  /** Visible label (already translated). */
  label: ReactNode;
  /** Error text; when set the field is marked invalid and the text is linked to it. */
  errorMessage?: string;
  description?: ReactNode;
  /** Visible lines before it scrolls. @default 4 */
  rows?: number;
  className?: string;
}

/** Labelled multi-line text (a notice, an agreement) on react-aria `useTextField`, styled like TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, errorMessage, description, rows = 4, className, ...props },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const isInvalid = Boolean(errorMessage);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    { ...props, label, description, errorMessage, isInvalid, inputElementType: 'textarea' },
    ref,
  );
  return (
    <div className={[field.root, className].filter(Boolean).join(' ')}>
      <label {...labelProps} className={field.label}>
        {label}
      </label>
      <textarea
        {...inputProps}
        ref={ref}
        rows={rows}
        className={styles.textarea}
        data-invalid={isInvalid || undefined}
      />
      {description != null && !isInvalid && (
        <div {...descriptionProps} className={field.description}>
          {description}
        </div>
      )}
      {isInvalid && (
        <div {...errorMessageProps} className={field.error}>
          {errorMessage}
        </div>
      )}
    </div>
  );
});
