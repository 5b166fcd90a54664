/**
 * The server's one money module (lib/money.ts) and one phone mask (lib/phone.ts): pure functions,
 * no database. Every area imports these; the wire figures depend on them staying exactly as here.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney, isAmount, parseMoney, percentOf } from '../../src/lib/money.js';
import { maskPhone } from '../../src/lib/phone.js';

describe('maskPhone', () => {
  it('keeps the first 3 digits, four asterisks, then the rest from the eighth digit', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('5550000001')).toBe('555****001');
    expect(maskPhone('447911123456')).toBe('447****23456');
  });
  it('masks the shortest registrable phone (5 digits) and leaves 3 characters or fewer as they are', () => {
    expect(maskPhone('55512')).toBe('555****');
    expect(maskPhone('5551234')).toBe('555****');
    expect(maskPhone('1234')).toBe('123****');
    expect(maskPhone('123')).toBe('123');
    expect(maskPhone('12')).toBe('12');
    expect(maskPhone('')).toBe('');
  });
  it('never shows digits 4 to 7', () => {
    for (let length = 5; length <= 15; length++) {
      const phone = '1234567890abcde'.slice(0, length);
      const masked = maskPhone(phone);
      expect(masked).not.toMatch(/[4-7]/);
      expect(masked).toBe(`123****${phone.slice(7)}`);
    }
  });
});

describe('parseMoney / isAmount', () => {
  it('reads a plain amount with up to 2 decimals as minor units', () => {
    expect(parseMoney('0')).toBe(0n);
    expect(parseMoney('12')).toBe(1200n);
    expect(parseMoney('12.3')).toBe(1230n);
    expect(parseMoney('12.30')).toBe(1230n);
    expect(parseMoney('0.05')).toBe(5n);
    expect(parseMoney('999999999999999.99')).toBe(99999999999999999n);
  });
  it('refuses anything else, untrimmed, and isAmount agrees with parseMoney', () => {
    for (const bad of ['', ' 100', '100 ', '-1', '+1', '1e3', '01', '1.234', '.5', '5.', '1,00', '1000000000000000', 'NaN']) {
      expect(isAmount(bad), bad).toBe(false);
      expect(() => parseMoney(bad), bad).toThrow(RangeError);
    }
    for (const good of ['0', '0.0', '1.5', '100.00', '123456789012345']) {
      expect(isAmount(good), good).toBe(true);
      expect(() => parseMoney(good)).not.toThrow();
    }
  });
});

describe('formatMoney', () => {
  it('writes minor units with exactly 2 decimals and a leading minus', () => {
    expect(formatMoney(0n)).toBe('0.00');
    expect(formatMoney(5n)).toBe('0.05');
    expect(formatMoney(1230n)).toBe('12.30');
    expect(formatMoney(1230)).toBe('12.30');
    expect(formatMoney(-505n)).toBe('-5.05');
    expect(formatMoney(9007199254740993123n)).toBe('90071992547409931.23');
  });
  it('round-trips with parseMoney', () => {
    for (const minor of [0n, 1n, 99n, 100n, 1234567n, 99999999999999999n]) {
      expect(parseMoney(formatMoney(minor))).toBe(minor);
    }
  });
});

describe('percentOf', () => {
  it('takes basis points and rounds half up to the minor unit', () => {
    expect(percentOf(10_000n, 250n)).toBe(250n); // 2.5 % of 100.00 = 2.50
    expect(percentOf(150n, 100n)).toBe(2n); // 1 % of 1.50 = 0.015 → 0.02
    expect(percentOf(149n, 100n)).toBe(1n); // 0.0149 → 0.01
    expect(percentOf(0n, 500n)).toBe(0n);
  });
});
