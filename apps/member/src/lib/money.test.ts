import { describe, expect, it } from 'vitest';
import { formatMinorMoney, formatWireMoney, minorToWire, wireToMinor } from './money';

describe('money in the member\'s locale', () => {
  it('formats dollars through Intl per locale (issue 14: tr-TR and es showed "$9,682.55")', () => {
    const shown = (locale: string) => formatMinorMoney(968255n, { locale });
    expect(shown('en-US')).toBe('$9,682.55');
    expect(shown('zh-CN')).toBe('$9,682.55');
    expect(shown('es')).toBe('9682,55\u00a0$');
    expect(shown('fr')).toBe('9\u202f682,55\u00a0$');
    expect(shown('tr-TR')).toBe('$9.682,55');
    expect(formatMinorMoney(-500n, { locale: 'tr-TR' })).toBe('-$5,00');
  });

  it('keeps every cent of amounts beyond a float\'s precision', () => {
    expect(formatMinorMoney(1234567890123456789n, { locale: 'en-US' })).toBe('$12,345,678,901,234,567.89');
    expect(formatWireMoney('12345678901234567.89', { locale: 'es' })).toBe('12.345.678.901.234.567,89\u00a0$');
  });

  it('drops ".00" only when asked, and answers -- for a missing amount', () => {
    expect(formatMinorMoney(10000n, { locale: 'en-US', wholeWithoutCents: true })).toBe('$100');
    expect(formatMinorMoney(10050n, { locale: 'en-US', wholeWithoutCents: true })).toBe('$100.50');
    expect(formatWireMoney(null)).toBe('--');
    expect(wireToMinor('12.3')).toBe(1230n);
  });
});

describe('wire amounts in and out', () => {
  it('reads a wire amount (sign, digits, at most 2 decimals) as minor units', () => {
    expect(wireToMinor('12.30')).toBe(1230n);
    expect(wireToMinor('12')).toBe(1200n);
    expect(wireToMinor('0.05')).toBe(5n);
    expect(wireToMinor('-5.00')).toBe(-500n);
    expect(wireToMinor(' 7.1 ')).toBe(710n);
    expect(wireToMinor('90071992547409931.23')).toBe(9007199254740993123n);
  });

  it('answers null for anything else (no rounding, no half-typed amounts)', () => {
    for (const bad of [null, undefined, '', ' ', '-', '.5', '12.', '1.234', '+1', '1e3', '1,00', '--1', 'abc']) {
      expect(wireToMinor(bad), String(bad)).toBeNull();
    }
  });

  it('writes minor units as the wire takes them, and reads them back', () => {
    expect(minorToWire(0n)).toBe('0.00');
    expect(minorToWire(5n)).toBe('0.05');
    expect(minorToWire(1230n)).toBe('12.30');
    expect(minorToWire(-500n)).toBe('-5.00');
    for (const minor of [0n, 1n, 99n, 100n, -1n, -123456n, 9007199254740993123n]) {
      expect(wireToMinor(minorToWire(minor))).toBe(minor);
    }
  });
});
