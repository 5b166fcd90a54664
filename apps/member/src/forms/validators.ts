/**
 * Checks run before a form is sent (the server checks again). Each returns null when the value
 * is fine, else the i18n key of the message (namespace `auth:validation`) with its values.
 */
export type ValidationKey =
  | 'areaCodeRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'passwordRequired'
  | 'passwordRule'
  | 'confirmRequired'
  | 'passwordMismatch'
  | 'codeRequired'
  | 'codeInvalid';

export interface ValidationError {
  key: ValidationKey;
  values?: Record<string, string | number>;
}

const fail = (key: ValidationKey, values?: ValidationError['values']): ValidationError => ({ key, values });

export const SMS_CODE_LENGTH = 6;

/** Area code like "+1" or "+852". */
export function checkAreaCode(areaCode: string): ValidationError | null {
  return /^\+?[1-9]\d{0,3}$/.test(areaCode.trim()) ? null : fail('areaCodeRequired');
}

/** National number: 5 to 15 digits; for +86, the mainland mobile pattern (1, then 2-9, then 9 digits). */
export function checkPhone(phone: string, areaCode = ''): ValidationError | null {
  const value = phone.trim();
  if (!value) return fail('phoneRequired');
  if (!/^\d{5,15}$/.test(value)) return fail('phoneInvalid');
  if (areaCode.replace(/^\+/, '') === '86' && !/^1[2-9]\d{9}$/.test(value)) return fail('phoneInvalid');
  return null;
}

/** Login password as the server accepts it: 6 to 32 characters with letters and digits. */
export function checkNewPassword(password: string): ValidationError | null {
  if (!password) return fail('passwordRequired');
  const length = [...password].length;
  if (length < 6 || length > 32 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) return fail('passwordRule');
  return null;
}

/** Login: only "not empty" (old accounts may predate the rule). */
export function checkPassword(password: string): ValidationError | null {
  return password ? null : fail('passwordRequired');
}

export function checkConfirmation(password: string, confirmation: string): ValidationError | null {
  if (!confirmation) return fail('confirmRequired');
  return confirmation === password ? null : fail('passwordMismatch');
}

/** An N-digit code (default 6, SPEC §5). */
export function checkCode(code: string, length = SMS_CODE_LENGTH): ValidationError | null {
  const value = code.trim();
  if (!value) return fail('codeRequired');
  return new RegExp(`^\\d{${length}}$`).test(value) ? null : fail('codeInvalid', { length });
}

/** Keeps only digits, at most `max` of them (for phone and code inputs). */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/** "+1" for "1", "+1", " 1". */
export function normalizeAreaCode(areaCode: string): string {
  const digits = areaCode.trim().replace(/^\+/, '');
  return digits ? `+${digits}` : '';
}
