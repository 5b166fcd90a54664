import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@aurum/ui';
import { collectFieldErrors, type FieldProblem } from './fieldErrors';

/**
 * Inline field errors for a form. `check({ phone: checkPhone(...), ... })` translates the
 * validators' failures (auth:validation), takes other problems as ready messages, shows them
 * under the fields, toasts the first one, and returns true when the form may be sent.
 */
export function useFieldErrors<F extends string>() {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const check = useCallback(
    (problems: Partial<Record<F, FieldProblem>>): boolean => {
      const result = collectFieldErrors(problems, (error) =>
        t(`validation.${error.key}`, error.values ?? {}),
      );
      setErrors(result.errors);
      if (result.first) toast.show(result.first);
      return result.first === null;
    },
    [t],
  );

  const clear = useCallback((field: F) => {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  return { errors, check, clear };
}
