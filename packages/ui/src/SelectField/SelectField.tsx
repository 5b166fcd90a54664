import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import * as styles from './SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  /** Visible label (already translated). */
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  onChange?: (value: string) => void;
  description?: ReactNode;
}

/**
 * A labelled native <select>, styled by the tokens: the platform's own list (keyboard, screen
 * readers, touch) with the look of TextField. For filters and short fixed choices.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, value, onChange, description, className, id: idProp, ...props },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  const descriptionId = description != null ? `${id}-description` : undefined;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        {...props}
        ref={ref}
        id={id}
        value={value}
        aria-describedby={descriptionId}
        onChange={(e) => onChange?.(e.target.value)}
        className={styles.select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {description != null && (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      )}
    </div>
  );
});
