import { minorToWire, wireToMinor } from '../../../lib/money';

export const MAX_BONUS_CODE = 64;

/** What the member typed, without surrounding or inner spaces (codes are single words). */
export function normalizeBonusCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function checkBonusCode(code: string): 'empty' | 'tooLong' | null {
  if (!code) return 'empty';
  if (code.length > MAX_BONUS_CODE) return 'tooLong';
  return null;
}

/** The unreceived total after one envelope of `amount` was received (wire amounts, 2 decimals). */
export function subtractWire(total: string, amount: string): string {
  const a = wireToMinor(total);
  const b = wireToMinor(amount);
  if (a === null || b === null) return total;
  const rest = a - b > 0n ? a - b : 0n;
  return minorToWire(rest);
}
