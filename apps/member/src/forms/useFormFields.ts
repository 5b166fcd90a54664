import { useState } from 'react';
import { useFieldErrors } from './useFieldErrors';

/** What a text field needs from its form: the value, the change handler and its inline error. */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}

/**
 * The text values of a form with their inline errors (`useFieldErrors`). `field(name)` wires one
 * field: typing stores the value (through `filter`, e.g. digits only) and clears that field's error.
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const { errors, check, clear } = useFieldErrors<F>();

  const field = (name: F, filter?: (value: string) => string): FieldBinding => ({
    value: values[name],
    onChange: (value) => {
      setValues((current) => ({ ...current, [name]: filter ? filter(value) : value }));
      clear(name);
    },
    errorMessage: errors[name],
  });

  return { values, field, check };
}
