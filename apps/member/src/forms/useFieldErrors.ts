import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@aurum/ui';
import type { ValidationError } from './validators';

/**
 * Inline field errors for a form. `check({ phone: checkPhone(...), ... })` translates the
 * failures (auth:validation), shows them under the fields, toasts the first one, and returns
 * true when the form may be sent.
 */
export function useFieldErrors<F extends string>() {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const check = useCallback(
    (results: Partial<Record<F, ValidationError | null>>): boolean => {
      const next: Partial<Record<F, string>> = {};
      let first: string | null = null;
      for (const [field, error] of Object.entries(results) as [F, ValidationError | null][]) {
        if (!error) continue;
        const text = t(`validation.${error.key}`, error.values ?? {});
        next[field] = text;
        first ??= text;
      }
      setErrors(next);
      if (first) toast.show(first);
      return first === null;
    },
    [t],
  );

  const clear = useCallback((field: F) => {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  return { errors, check, clear };
}
