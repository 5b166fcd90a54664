import { describe, expect, it } from 'vitest';
import { collectFieldErrors } from './fieldErrors';
import { checkCode, checkPhone } from './validators';

const translate = (error: { key: string }) => `[${error.key}]`;

describe('collectFieldErrors', () => {
  it('translates validator answers and keeps ready messages', () => {
    const { errors, first } = collectFieldErrors(
      { phone: checkPhone(''), fundPassword: 'Enter the fund password', smsCode: checkCode('12') },
      translate,
    );
    expect(errors).toEqual({
      phone: '[phoneRequired]',
      fundPassword: 'Enter the fund password',
      smsCode: '[codeInvalid]',
    });
    expect(first).toBe('[phoneRequired]');
  });

  it('takes the first problem in the order of the fields, skipping the fine ones', () => {
    const { errors, first } = collectFieldErrors(
      { phone: null, smsCode: undefined, password: 'Too short' },
      translate,
    );
    expect(errors).toEqual({ password: 'Too short' });
    expect(first).toBe('Too short');
  });

  it('has no first message when every field is fine', () => {
    expect(collectFieldErrors({ phone: null, password: '' }, translate)).toEqual({ errors: {}, first: null });
  });
});
