import { useState, type FormEvent } from 'react';
import { toast } from '@aurum/ui';
import { errorMessage } from '../api/errors';

export interface FormSubmit {
  /** the form is being sent (the submit button spins) */
  busy: boolean;
  /** the form's onSubmit */
  onSubmit: (event: FormEvent) => void;
}

/**
 * Sends a form one request at a time: a submit while one is on its way is ignored; `validate`
 * (inline errors, first one toasted) decides whether `send` runs; a refusal is toasted with the
 * server's message.
 */
export function useFormSubmit({
  validate,
  send,
}: {
  validate: () => boolean;
  send: () => Promise<void>;
}): FormSubmit {
  const [busy, setBusy] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    setBusy(true);
    send()
      .catch((error: unknown) => toast.show(errorMessage(error)))
      .finally(() => setBusy(false));
  };

  return { busy, onSubmit };
}
