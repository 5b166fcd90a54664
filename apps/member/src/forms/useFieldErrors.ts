import { useCallback, useState } from 'react';
import { useTranslation } from '../i18n';
import { collectFieldErrors, type FieldProblem } from './fieldErrors';

/**
 * Inline field errors for a form. `check({ phone: checkPhone(...), ... })` translates the
 * validators' failures (auth:validation), takes other problems as ready messages, shows them
 * under the fields (only there: a toast would repeat them and cover the button), and returns true
 * when the form may be sent.
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
      return result.first === null;
    },
    [t],
  );

  const clear = useCallback((field: F) => {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  return { errors, check, clear };
}
