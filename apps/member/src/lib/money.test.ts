import { describe, expect, it } from 'vitest';
import { formatMinorMoney, formatWireMoney, wireToMinor } from './money';

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
