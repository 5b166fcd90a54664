import { forwardRef, useCallback, type ReactNode } from 'react';
import { amountDecimals } from '@aurum/tokens';
import { TextField } from '../TextField/TextField';
import { useControlled } from '../internal/useControlled';
import { parseAmountToMinor, sanitizeAmount } from './amount';
import * as styles from './AmountInput.css';

export interface AmountInputProps {
  /** Visible label (already translated). */
  label: ReactNode;
  /** Clean amount text (controlled), e.g. "12.34". */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the sanitised text and its value in minor units (null when empty or just "."). */
  onChange?: (value: string, minor: bigint | null) => void;
  /** Fraction digits allowed. @default amountDecimals token (2) */
  decimals?: number;
  /** Currency symbol shown before the input. */
  symbol?: ReactNode;
  /** @default '0.00' for 2 decimals */
  placeholder?: string;
  /** Help text (e.g. "Minimum 10.00, maximum 5000.00"). */
  description?: ReactNode;
  /** Error text; marks the field invalid. */
  errorMessage?: string;
  /** Content after the input (e.g. an "All" button). */
  suffix?: ReactNode;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  name?: string;
  id?: string;
  onBlur?: () => void;
  className?: string;
}

/**
 * Money input (SPEC §5): whatever is typed or pasted is reduced to digits and one dot with at
 * most `decimals` fraction digits, so "12.345abc" becomes "12.34". `inputMode="decimal"` brings
 * up the numeric keyboard. Validation against min/max is the app's (see `validateAmount`).
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, defaultValue = '', onChange, decimals = amountDecimals, symbol, placeholder, ...rest },
  ref,
) {
  const [text, setText] = useControlled(value, sanitizeAmount(defaultValue, decimals));
  const handleChange = useCallback(
    (raw: string) => {
      const clean = sanitizeAmount(raw, decimals);
      setText(clean);
      onChange?.(clean, parseAmountToMinor(clean, decimals));
    },
    [decimals, onChange, setText],
  );
  return (
    <TextField
      {...rest}
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={handleChange}
      placeholder={placeholder ?? (decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0')}
      prefix={symbol != null ? <span className={styles.symbol}>{symbol}</span> : undefined}
      inputClassName={styles.amount}
    />
  );
});
