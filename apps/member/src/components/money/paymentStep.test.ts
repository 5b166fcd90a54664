import { describe, expect, it } from 'vitest';
import { firstPaymentStep } from './paymentStep';

describe('firstPaymentStep', () => {
  it('asks a member without a fund password to set one', () => {
    expect(firstPaymentStep({ hasFundPassword: false })).toBe('noFundPassword');
  });

  it('goes to the password sheet when there is one, or when the profile is not known yet (the server checks)', () => {
    expect(firstPaymentStep({ hasFundPassword: true })).toBe('password');
    expect(firstPaymentStep(null)).toBe('password');
    expect(firstPaymentStep(undefined)).toBe('password');
  });
});
