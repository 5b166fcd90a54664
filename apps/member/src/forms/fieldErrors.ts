import type { ValidationError } from './validators';

/** A field's problem: a validator's answer (translated from `auth:validation`), a ready message, or none. */
export type FieldProblem = ValidationError | string | null | undefined;

/**
 * The messages to show under the fields, and the first one (in the order the fields were given,
 * which is the order of the form) for the toast; `first` is null when every field is fine.
 */
export function collectFieldErrors<F extends string>(
  problems: Partial<Record<F, FieldProblem>>,
  translate: (error: ValidationError) => string,
): { errors: Partial<Record<F, string>>; first: string | null } {
  const errors: Partial<Record<F, string>> = {};
  let first: string | null = null;
  for (const [field, problem] of Object.entries(problems) as [F, FieldProblem][]) {
    if (!problem) continue;
    const text = typeof problem === 'string' ? problem : translate(problem);
    errors[field] = text;
    first ??= text;
  }
  return { errors, first };
}
