import { describe, expect, it } from 'vitest';
import { checkBonusCode, normalizeBonusCode, subtractWire } from './bonusRules';

describe('bonus code', () => {
  it('drops spaces and checks presence and length', () => {
    expect(normalizeBonusCode('  AB 12\tC ')).toBe('AB12C');
    expect(checkBonusCode('')).toBe('empty');
    expect(checkBonusCode('WELCOME')).toBeNull();
    expect(checkBonusCode('x'.repeat(65))).toBe('tooLong');
  });
});

describe('subtractWire', () => {
  it('subtracts exactly and never goes below zero', () => {
    expect(subtractWire('10.50', '0.51')).toBe('9.99');
    expect(subtractWire('3.00', '3.00')).toBe('0.00');
    expect(subtractWire('1.00', '2.00')).toBe('0.00');
    expect(subtractWire('bad', '1.00')).toBe('bad');
  });
});
