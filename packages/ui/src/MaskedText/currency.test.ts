import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency';

describe('formatCurrency', () => {
  it('formats per locale and currency', () => {
    expect(formatCurrency(123456n, { currency: 'USD', locale: 'en-US' })).toBe('$1,234.56');
    expect(formatCurrency(123456n, { currency: 'EUR', locale: 'fr' })).toBe('1\u202f234,56\u00a0€');
    expect(formatCurrency(-5, { currency: 'TRY', locale: 'tr-TR' })).toBe('-₺0,05');
    expect(formatCurrency(1234, { currency: 'JPY', locale: 'en-US' })).toBe('¥1,234');
    expect(formatCurrency('100', { currency: 'CNY', locale: 'zh-CN' })).toBe('¥1.00');
  });

  it('is exact from integer minor units, far beyond a float’s 2^53', () => {
    expect(formatCurrency(9007199254740993n, { currency: 'USD', locale: 'en-US' })).toBe(
      '$90,071,992,547,409.93',
    );
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (minor) => {
        const text = formatCurrency(minor, { currency: 'USD', locale: 'en-US' });
        const digits = text.replace(/[^0-9-]/g, '');
        expect(BigInt(digits)).toBe(minor);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => formatCurrency(12.5, { currency: 'USD' })).toThrow(RangeError);
    expect(() => formatCurrency('1.5', { currency: 'USD' })).toThrow(RangeError);
  });
});
