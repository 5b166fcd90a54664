/**
 * Where a payment with the fund password stands: `noFundPassword` (asked to set one first),
 * `password` (the PIN sheet), `confirm` (slide to confirm), `idle` (none of them open).
 */
export type PaymentStep = 'idle' | 'noFundPassword' | 'password' | 'confirm';

/** The first step of a payment: members without a fund password are sent to set one. */
export function firstPaymentStep(user: { hasFundPassword: boolean } | null | undefined): PaymentStep {
  return user && !user.hasFundPassword ? 'noFundPassword' : 'password';
}
