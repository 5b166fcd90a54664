import { describe, expect, it } from 'vitest';
import { checkAreaCode, checkCode, checkConfirmation, checkNewPassword, checkPhone, digitsOnly, normalizeAreaCode } from './validators';
import { wireToMinor } from '../lib/money';

describe('form validators', () => {
  it('checks phones', () => {
    expect(checkPhone('')?.key).toBe('phoneRequired');
    expect(checkPhone('12ab')?.key).toBe('phoneInvalid');
    expect(checkPhone('5550000001', '+1')).toBeNull();
    expect(checkPhone('11234567890', '+86')?.key).toBe('phoneInvalid');
    expect(checkPhone('13812345678', '+86')).toBeNull();
  });

  it('checks passwords like the server', () => {
    expect(checkNewPassword('')?.key).toBe('passwordRequired');
    expect(checkNewPassword('abcdef')?.key).toBe('passwordRule');
    expect(checkNewPassword('123456')?.key).toBe('passwordRule');
    expect(checkNewPassword('abc12')?.key).toBe('passwordRule');
    expect(checkNewPassword('Demo1234')).toBeNull();
    expect(checkNewPassword('a1'.repeat(17))?.key).toBe('passwordRule');
    expect(checkConfirmation('Demo1234', '')?.key).toBe('confirmRequired');
    expect(checkConfirmation('Demo1234', 'Demo12345')?.key).toBe('passwordMismatch');
    expect(checkConfirmation('Demo1234', 'Demo1234')).toBeNull();
  });

  it('checks codes and area codes', () => {
    expect(checkCode('')?.key).toBe('codeRequired');
    expect(checkCode('12345')).toEqual({ key: 'codeInvalid', values: { length: 6 } });
    expect(checkCode('123456')).toBeNull();
    expect(checkAreaCode('+1')).toBeNull();
    expect(checkAreaCode('')?.key).toBe('areaCodeRequired');
    expect(normalizeAreaCode(' 44')).toBe('+44');
    expect(digitsOnly('55-50 000', 6)).toBe('555000');
  });

  it('reads wire money', () => {
    expect(wireToMinor('12.30')).toBe(1230n);
    expect(wireToMinor('-5.00')).toBe(-500n);
    expect(wireToMinor('7')).toBe(700n);
    expect(wireToMinor('abc')).toBeNull();
    expect(wireToMinor(undefined)).toBeNull();
  });
});
