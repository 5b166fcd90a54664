import { useCallback, useState } from 'react';

/**
 * Value that is controlled when `value` is defined, otherwise kept in local state seeded by
 * `defaultValue`. The setter always calls `onChange`.
 */
export function useControlled<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [local, setLocal] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : local;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setLocal(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set];
}
