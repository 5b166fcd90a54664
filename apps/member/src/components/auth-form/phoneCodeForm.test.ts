import { describe, expect, it } from 'vitest';
import { checkPhoneCodeValues, emptyPhoneCodeValues } from './phoneCodeForm';

describe('checkPhoneCodeValues', () => {
  it('reports every field of an empty form, in the order of the form', () => {
    const problems = checkPhoneCodeValues(emptyPhoneCodeValues, '+1');
    expect(Object.keys(problems)).toEqual(['phone', 'smsCode', 'password', 'confirmPassword']);
    expect(problems).toEqual({
      phone: { key: 'phoneRequired', values: undefined },
      smsCode: { key: 'codeRequired', values: undefined },
      password: { key: 'passwordRequired', values: undefined },
      confirmPassword: { key: 'confirmRequired', values: undefined },
    });
  });

  it('passes a complete form and checks the phone against its area code', () => {
    const values = {
      phone: '5550000001',
      smsCode: '123456',
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
    };
    expect(Object.values(checkPhoneCodeValues(values, '+1')).every((p) => p === null)).toBe(true);
    expect(checkPhoneCodeValues(values, '+86').phone).toEqual({ key: 'phoneInvalid', values: undefined });
  });

  it('wants the confirmation to match the new password', () => {
    const values = {
      phone: '5550000001',
      smsCode: '123456',
      password: 'Demo1234',
      confirmPassword: 'Demo12345',
    };
    expect(checkPhoneCodeValues(values, '+1').confirmPassword).toEqual({
      key: 'passwordMismatch',
      values: undefined,
    });
  });
});
