/**
 * Field rules shared by the auth, user and sms routes. The schemas document the format in the
 * OpenAPI document (and the generated client); the functions add what a JSON schema says badly,
 * each refusal naming the field in the member's language.
 */
import { Type } from 'typebox';
import { badRequest } from '../../../http/errors.js';

/** Country calling code: "+1", "1" or " 1" (a form-encoded "+" arrives as a space). */
export const AreaCode = Type.String({
  pattern: '^[+ ]?[0-9]{1,4}$',
  maxLength: 5,
  description: 'country calling code, e.g. +1',
});
/** National number, digits only. */
export const Phone = Type.String({ pattern: '^[0-9]{5,15}$', maxLength: 15, description: 'digits only' });
/** Login password: 6–32 characters with at least one letter and one digit. */
export const Password = Type.String({
  minLength: 6,
  maxLength: 32,
  description: '6–32 characters, with letters and digits',
});
export const SmsCode = Type.String({
  pattern: '^[0-9]{6}$',
  maxLength: 6,
  description: 'the 6-digit SMS code',
});
export const FundPasswordInput = Type.String({
  pattern: '^[0-9]{6}$',
  maxLength: 6,
  description: 'exactly 6 digits',
});

/** "+1" for "+1", "1" and " 1". */
export function normalizeAreaCode(areaCode: string): string {
  return `+${areaCode.trim().replace(/^\+/, '')}`;
}

// Mainland China mobile numbers (the spec's generic mobile pattern: 1, then 2-9, then 9 digits).
const CN_MOBILE = /^1[2-9]\d{9}$/;

/** Normalized area code and phone, or a refusal naming the phone field. */
export function checkPhone(areaCodeInput: string, phone: string): { areaCode: string; phone: string } {
  const areaCode = normalizeAreaCode(areaCodeInput);
  if (!/^\+[1-9]\d{0,3}$/.test(areaCode)) throw badRequest('validation.invalid', { field: 'areaCode' });
  if (!/^\d{5,15}$/.test(phone) || (areaCode === '+86' && !CN_MOBILE.test(phone))) {
    throw badRequest('validation.invalid', { field: 'phone' });
  }
  return { areaCode, phone };
}

/** 6–32 characters, at least one letter and one digit. */
export function checkPasswordRule(password: string, field: string): void {
  const length = [...password].length;
  if (length < 6 || length > 32 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw badRequest('auth.passwordRule', { field });
  }
}

export function checkConfirmation(value: string, confirmation: string | undefined, field: string): void {
  if (confirmation !== undefined && confirmation !== value)
    throw badRequest('auth.confirmMismatch', { field });
}
