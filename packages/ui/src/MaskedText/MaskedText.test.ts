import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, maskIdentifier, maskName, maskPhone, toMinorBigInt } from './mask';

describe('maskIdentifier', () => {
  it('leaves values of 6 characters or fewer unchanged', () => {
    for (const v of ['', 'A', 'AB', 'ABC', 'ABCD', 'ABCDE', 'ABCDEF']) expect(maskIdentifier(v)).toBe(v);
  });

  it('keeps the first 1 and last 5 characters with four asterisks from 7 characters on', () => {
    expect(maskIdentifier('ABCDEFG')).toBe('A****CDEFG');
    expect(maskIdentifier('ABCDEFGHIJ')).toBe('A****FGHIJ');
    expect(maskIdentifier('6222021234567890123')).toBe('6****90123');
  });

  it('always uses exactly four asterisks, whatever the hidden length', () => {
    expect(maskIdentifier('A'.repeat(7) + 'Z')).toBe('A****AAAAZ');
    expect(maskIdentifier('x'.repeat(100))).toBe('x****xxxxx');
  });

  it('accepts adjustable head and tail counts, the threshold following head + tail', () => {
    expect(maskIdentifier('1234567890', { head: 3, tail: 4 })).toBe('123****7890');
    expect(maskIdentifier('1234567', { head: 3, tail: 4 })).toBe('1234567');
    expect(maskIdentifier('12345678', { head: 3, tail: 4 })).toBe('123****5678');
    expect(maskIdentifier('1234567890', { head: 0, tail: 4 })).toBe('****7890');
    expect(maskIdentifier('1234567890', { head: 2, tail: 0 })).toBe('12****');
    expect(maskIdentifier('1234567890', { head: 2 })).toBe('12****67890');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(maskIdentifier('张三李四王五赵六')).toBe('张****四王五赵六');
    expect(maskIdentifier('😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀');
    expect(maskIdentifier('😀bcdefg')).toBe('😀****cdefg');
  });

  it('treats null and undefined as empty', () => {
    expect(maskIdentifier(null)).toBe('');
    expect(maskIdentifier(undefined)).toBe('');
  });

  it('rejects negative or fractional counts', () => {
    expect(() => maskIdentifier('abcdefgh', { head: -1 })).toThrow(RangeError);
    expect(() => maskIdentifier('abcdefgh', { tail: 1.5 })).toThrow(RangeError);
  });

  it('never reveals more than head + tail characters of a long value (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 7, unit: 'grapheme-ascii' }), (s) => {
        const out = maskIdentifier(s);
        expect(out).toBe(s.slice(0, 1) + '****' + s.slice(-5));
        expect(out).toHaveLength(10);
      }),
    );
  });
});

describe('maskName', () => {
  it('keeps the first character and replaces each other one by an asterisk', () => {
    expect(maskName('Alice')).toBe('A****');
    expect(maskName('Bo')).toBe('B*');
    expect(maskName('Li Wei')).toBe('L*****');
  });

  it('leaves a single character alone and maps empty input to ""', () => {
    expect(maskName('A')).toBe('A');
    expect(maskName('')).toBe('');
    expect(maskName(null)).toBe('');
    expect(maskName(undefined)).toBe('');
  });

  it('counts code points', () => {
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('😀ab')).toBe('😀**');
  });

  it('output has the same length as the input (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme-ascii' }), (s) => {
        const out = maskName(s);
        expect(out).toHaveLength(s.length);
        expect(out[0]).toBe(s[0]);
        expect(out.slice(1)).toMatch(/^\**$/);
      }),
    );
  });
});

describe('maskPhone', () => {
  it('shows the first 3 digits, four asterisks and the rest from the 8th digit', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('5321234567')).toBe('532****567');
    expect(maskPhone('123456789012')).toBe('123****89012');
  });

  it('handles short numbers without revealing the hidden part', () => {
    expect(maskPhone('12345678')).toBe('123****8');
    expect(maskPhone('1234567')).toBe('123****');
    expect(maskPhone('12345')).toBe('123****');
    expect(maskPhone('12')).toBe('12****');
  });

  it('maps blank input to ""', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('   ')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });

  it('matches slice(0, 3) + "****" + slice(7) for digit strings (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), (s) => {
        expect(maskPhone(s)).toBe(s.slice(0, 3) + '****' + s.slice(7));
      }),
    );
  });
});

describe('formatMoney', () => {
  it('formats minor units with the symbol and exactly 2 decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1)).toBe('$0.01');
    expect(formatMoney(10)).toBe('$0.10');
    expect(formatMoney(100)).toBe('$1.00');
    expect(formatMoney(123456)).toBe('$1234.56');
  });

  it('accepts bigint, number and string input', () => {
    expect(formatMoney(1234n)).toBe('$12.34');
    expect(formatMoney(1234)).toBe('$12.34');
    expect(formatMoney('1234')).toBe('$12.34');
    expect(formatMoney(' 1234 ')).toBe('$12.34');
    expect(formatMoney('+1234')).toBe('$12.34');
  });

  it('puts the minus sign before the symbol for negative values', () => {
    expect(formatMoney(-1)).toBe('-$0.01');
    expect(formatMoney(-123456n)).toBe('-$1234.56');
    expect(formatMoney('-99')).toBe('-$0.99');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it('is exact for values far beyond Number.MAX_SAFE_INTEGER', () => {
    expect(formatMoney(123456789012345678901234567890n)).toBe('$1234567890123456789012345678.90');
    expect(formatMoney('-900719925474099312')).toBe('-$9007199254740993.12');
  });

  it('supports other symbols and decimal counts', () => {
    expect(formatMoney(1234, { symbol: '€' })).toBe('€12.34');
    expect(formatMoney(1234, { symbol: 'USDT ' })).toBe('USDT 12.34');
    expect(formatMoney(1234, { symbol: '' })).toBe('12.34');
    expect(formatMoney(1234, { decimals: 0 })).toBe('$1234');
    expect(formatMoney(1234, { decimals: 3 })).toBe('$1.234');
    expect(formatMoney(5, { decimals: 6 })).toBe('$0.000005');
  });

  it('groups thousands only when asked', () => {
    expect(formatMoney(123456789)).toBe('$1234567.89');
    expect(formatMoney(123456789, { thousands: true })).toBe('$1,234,567.89');
    expect(formatMoney(-123456789, { thousands: true })).toBe('-$1,234,567.89');
    expect(formatMoney(99999, { thousands: true })).toBe('$999.99');
    expect(formatMoney(100000, { thousands: true })).toBe('$1,000.00');
    expect(formatMoney(123456789, { thousands: ' ' })).toBe('$1 234 567.89');
  });

  it('rejects values that are not exact integers', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney('12.34')).toThrow(RangeError);
    expect(() => formatMoney('abc')).toThrow(RangeError);
    expect(() => formatMoney('')).toThrow(RangeError);
    expect(() => formatMoney(1, { decimals: -1 })).toThrow(RangeError);
  });

  it('round-trips: digits of the output equal the input (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        const out = formatMoney(n, { thousands: true });
        expect(out).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(BigInt(out.replace(/[$,.]/g, ''))).toBe(n);
      }),
    );
  });
});

describe('toMinorBigInt', () => {
  it('converts exact integers', () => {
    expect(toMinorBigInt(42)).toBe(42n);
    expect(toMinorBigInt(-42n)).toBe(-42n);
    expect(toMinorBigInt('007')).toBe(7n);
  });
});
