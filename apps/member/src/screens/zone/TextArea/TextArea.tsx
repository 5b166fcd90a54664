import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { charCount } from '../zoneRules';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  label: ReactNode;
  /** show the label to screen readers only */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** characters allowed; a counter shows "n/max" */
  max: number;
  errorMessage?: string;
  counterLabel: (n: number, max: number) => string;
}

/** Multi-line text field in the look of the TextField primitive, with a character counter. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hideLabel, value, onChange, max, errorMessage, counterLabel, className, ...props },
  ref,
) {
  const id = useId();
  const n = charCount(value);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <label htmlFor={`${id}-input`} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <div className={styles.box} data-invalid={errorMessage || n > max ? true : undefined}>
        <textarea
          {...props}
          ref={ref}
          id={`${id}-input`}
          className={styles.input}
          value={value}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={`${id}-counter${errorMessage ? ` ${id}-error` : ''}`}
          onChange={(e) => onChange(e.target.value)}
        />
        <span
          id={`${id}-counter`}
          className={styles.counter}
          data-over={n > max || undefined}
          aria-live="polite"
        >
          {counterLabel(n, max)}
        </span>
      </div>
      {errorMessage && (
        <div id={`${id}-error`} className={styles.error}>
          <span className={styles.errorMark} aria-hidden="true">
            !
          </span>
          {errorMessage}
        </div>
      )}
    </div>
  );
});
