/** Pure input logic of the fund-password sheet (SPEC §5: exactly 6 digits, numeric). */

export type CodeAction =
  /** Keypad key, typed character or pasted text: only its digits are kept. */
  | { type: 'append'; text: string }
  /** Delete key / Backspace: removes the last digit. */
  | { type: 'delete' }
  /** The hidden input's whole value changed (typing, autofill, IME): digits only. */
  | { type: 'set'; value: string }
  | { type: 'clear' };

export interface CodeResult {
  digits: string;
  /** True only on the change that makes the code complete: the caller fires onComplete then. */
  complete: boolean;
}

/** Digits of `text`, in order (ASCII 0–9 only: full-width or other scripts' digits are not accepted). */
export const onlyDigits = (text: string) => text.replace(/[^0-9]/g, '');

export function applyCodeAction(current: string, action: CodeAction, length: number): CodeResult {
  let digits: string;
  switch (action.type) {
    case 'append':
      digits = (current + onlyDigits(action.text)).slice(0, length);
      break;
    case 'delete':
      digits = current.slice(0, -1);
      break;
    case 'set':
      digits = onlyDigits(action.value).slice(0, length);
      break;
    case 'clear':
      digits = '';
      break;
  }
  return { digits, complete: digits.length === length && current.length < length };
}
