import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountDecimals } from '@aurum/tokens';
import { isAmountInRange, minorToAmount, parseAmountToMinor, sanitizeAmount, validateAmount } from './amount';

describe('sanitizeAmount', () => {
  it('keeps at most 2 decimals (token amountDecimals) and drops other characters', () => {
    expect(amountDecimals).toBe(2);
    expect(sanitizeAmount('12.345abc')).toBe('12.34');
    expect(sanitizeAmount('12.3')).toBe('12.3');
    expect(sanitizeAmount('12.')).toBe('12.');
    expect(sanitizeAmount('12')).toBe('12');
  });

  it('keeps only digits and the first dot', () => {
    expect(sanitizeAmount('a1b2.3.4')).toBe('12.34');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('..5')).toBe('0.5');
    expect(sanitizeAmount('$ 1 000.50')).toBe('1000.50');
    expect(sanitizeAmount('-12.5')).toBe('12.5');
    expect(sanitizeAmount('1e5')).toBe('15');
    expect(sanitizeAmount('١٢')).toBe('');
  });

  it('removes leading garbage and leading zeros', () => {
    expect(sanitizeAmount('abc12')).toBe('12');
    expect(sanitizeAmount('007')).toBe('7');
    expect(sanitizeAmount('000')).toBe('0');
    expect(sanitizeAmount('00.5')).toBe('0.5');
    expect(sanitizeAmount('0.05')).toBe('0.05');
    expect(sanitizeAmount('.5')).toBe('0.5');
    expect(sanitizeAmount('.')).toBe('0.');
    expect(sanitizeAmount('0')).toBe('0');
    expect(sanitizeAmount('10')).toBe('10');
  });

  it('maps empty and null input to ""', () => {
    expect(sanitizeAmount('')).toBe('');
    expect(sanitizeAmount('abc')).toBe('');
    expect(sanitizeAmount(null)).toBe('');
    expect(sanitizeAmount(undefined)).toBe('');
  });

  it('treats a lone comma as the decimal point unless told otherwise', () => {
    expect(sanitizeAmount('12,345')).toBe('12.34');
    expect(sanitizeAmount('12,5')).toBe('12.5');
    expect(sanitizeAmount('1,234.5')).toBe('1234.5');
    expect(sanitizeAmount('12,5', 2, { commaAsDot: false })).toBe('125');
  });

  it('honours other decimal counts', () => {
    expect(sanitizeAmount('12.345678', 6)).toBe('12.345678');
    expect(sanitizeAmount('12.3456789', 6)).toBe('12.345678');
    expect(sanitizeAmount('12.99', 0)).toBe('12');
    expect(sanitizeAmount('.99', 0)).toBe('');
    expect(() => sanitizeAmount('1', -1)).toThrow(RangeError);
  });

  it('is idempotent and always yields a parseable amount or "" (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789..,ab -') }), (raw) => {
        const once = sanitizeAmount(raw);
        expect(sanitizeAmount(once)).toBe(once);
        expect(once).toMatch(/^(|0|[1-9]\d*|(0|[1-9]\d*)\.\d{0,2})$/);
        if (once !== '') expect(parseAmountToMinor(once)).not.toBeNull();
      }),
    );
  });
});

describe('parseAmountToMinor', () => {
  it('parses to bigint minor units', () => {
    expect(parseAmountToMinor('12.34')).toBe(1234n);
    expect(parseAmountToMinor('12.3')).toBe(1230n);
    expect(parseAmountToMinor('12.')).toBe(1200n);
    expect(parseAmountToMinor('12')).toBe(1200n);
    expect(parseAmountToMinor('0.05')).toBe(5n);
    expect(parseAmountToMinor('.5')).toBe(50n);
    expect(parseAmountToMinor('0')).toBe(0n);
    expect(parseAmountToMinor(' 7.1 ')).toBe(710n);
  });

  it('is exact beyond the float range', () => {
    expect(parseAmountToMinor('90071992547409931.23')).toBe(9007199254740993123n);
  });

  it('returns null for empty, malformed or over-precise text', () => {
    for (const bad of ['', ' ', '.', 'abc', '12.345', '1.2.3', '-1', '1e3', '1,5', null, undefined]) {
      expect(parseAmountToMinor(bad)).toBeNull();
    }
  });

  it('honours the decimals argument', () => {
    expect(parseAmountToMinor('1.5', 0)).toBeNull();
    expect(parseAmountToMinor('15', 0)).toBe(15n);
    expect(parseAmountToMinor('1.000001', 6)).toBe(1000001n);
  });

  it('round-trips with minorToAmount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 24n }), (n) => {
        expect(parseAmountToMinor(minorToAmount(n))).toBe(n);
      }),
    );
  });
});

describe('minorToAmount', () => {
  it('formats without symbol or grouping', () => {
    expect(minorToAmount(1234n)).toBe('12.34');
    expect(minorToAmount(5)).toBe('0.05');
    expect(minorToAmount('100000')).toBe('1000.00');
    expect(minorToAmount(15, 0)).toBe('15');
  });
});

describe('validateAmount', () => {
  it('reports empty and invalid input', () => {
    expect(validateAmount('')).toEqual({ ok: false, error: 'empty' });
    expect(validateAmount(undefined)).toEqual({ ok: false, error: 'empty' });
    expect(validateAmount('1.234')).toEqual({ ok: false, error: 'invalid' });
    expect(validateAmount('.')).toEqual({ ok: false, error: 'invalid' });
  });

  it('checks inclusive min and max in minor units', () => {
    const limits = { min: 100n, max: '500000' };
    expect(validateAmount('0.99', limits)).toEqual({ ok: false, error: 'belowMin' });
    expect(validateAmount('1', limits)).toEqual({ ok: true, minor: 100n });
    expect(validateAmount('5000', limits)).toEqual({ ok: true, minor: 500000n });
    expect(validateAmount('5000.01', limits)).toEqual({ ok: false, error: 'aboveMax' });
    expect(validateAmount('0', { min: 1 })).toEqual({ ok: false, error: 'belowMin' });
    expect(validateAmount('0')).toEqual({ ok: true, minor: 0n });
  });

  it('accepts other decimal counts', () => {
    expect(validateAmount('1.000001', { decimals: 6, max: 1_000_000 })).toEqual({
      ok: false,
      error: 'aboveMax',
    });
  });
});

describe('isAmountInRange', () => {
  it('handles open and closed bounds', () => {
    expect(isAmountInRange(5n)).toBe(true);
    expect(isAmountInRange(5n, 5n)).toBe(true);
    expect(isAmountInRange(4n, 5n)).toBe(false);
    expect(isAmountInRange(10, undefined, 10)).toBe(true);
    expect(isAmountInRange('11', undefined, 10n)).toBe(false);
  });
});
