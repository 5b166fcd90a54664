import { useCallback, useState } from 'react';

/**
 * The amount typed into a money form (recharge, withdraw) and its inline error: a new amount
 * clears the error; `reject` shows a message under the field (not in a toast as well).
 */
export function useAmountField() {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();

  const change = useCallback((value: string) => {
    setAmount(value);
    setError(undefined);
  }, []);

  const reject = useCallback((message: string) => {
    setError(message);
  }, []);

  /** for AmountInput */
  const inputProps = { value: amount, onChange: change, errorMessage: error };

  return { amount, change, reject, inputProps };
}
