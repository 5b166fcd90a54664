import { describe, expect, it } from 'vitest';
import { avatarColourCount } from '@aurum/tokens';
import * as logic from './avatarLogic';
import { avatarColorIndex, avatarContent, hashName, nameInitial } from './avatarLogic';

describe('avatarColorIndex', () => {
  it('knows the palette size of the tokens', () => {
    expect(logic.avatarColourCount).toBe(avatarColourCount);
  });

  it('uses an explicit index 0 to 19 as is', () => {
    for (let i = 0; i < 20; i++) expect(avatarColorIndex('anyone', i)).toBe(i);
  });

  it('wraps out-of-range and fractional indexes into 0 to 19', () => {
    expect(avatarColorIndex(undefined, 20)).toBe(0);
    expect(avatarColorIndex(undefined, 43)).toBe(3);
    expect(avatarColorIndex(undefined, -1)).toBe(19);
    expect(avatarColorIndex(undefined, 7.9)).toBe(7);
    expect(avatarColorIndex('x', Number.NaN)).toBe(avatarColorIndex('x'));
  });

  it('derives a stable index from the name when none is given', () => {
    expect(avatarColorIndex('Olivia')).toBe(avatarColorIndex('Olivia'));
    expect(avatarColorIndex('  Olivia ')).toBe(avatarColorIndex('Olivia'));
    expect(avatarColorIndex('Olivia')).toBe(hashName('Olivia') % 20);
  });

  it('always lands in range and spreads names over all 20 colours', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const idx = avatarColorIndex(`user${i}`);
      expect(idx).toBeGreaterThanOrEqual(0);
      expect(idx).toBeLessThan(avatarColourCount);
      seen.add(idx);
    }
    expect(seen.size).toBe(20);
  });

  it('falls back to 0 without a name or index', () => {
    expect(avatarColorIndex()).toBe(0);
    expect(avatarColorIndex('   ')).toBe(0);
  });
});

describe('nameInitial', () => {
  it('upper-cases the first letter', () => {
    expect(nameInitial('olivia')).toBe('O');
    expect(nameInitial('  émile')).toBe('É');
  });
  it('keeps scripts without case and whole code points', () => {
    expect(nameInitial('张三')).toBe('张');
    expect(nameInitial('😀 smile')).toBe('😀');
    expect(nameInitial('𠮷野家')).toBe('𠮷');
  });
  it('is empty for a missing or blank name', () => {
    expect(nameInitial(undefined)).toBe('');
    expect(nameInitial(null)).toBe('');
    expect(nameInitial('  ')).toBe('');
  });
});

describe('avatarContent', () => {
  it('shows the image while it has not failed', () => {
    expect(avatarContent('a.png', 'Olivia', false)).toBe('image');
  });
  it('falls back to the initial when a name is given', () => {
    expect(avatarContent('a.png', 'Olivia', true)).toBe('initial');
    expect(avatarContent(undefined, 'Olivia', false)).toBe('initial');
    expect(avatarContent('  ', 'Olivia', false)).toBe('initial');
  });
  it('falls back to the default avatar without image or name', () => {
    expect(avatarContent('a.png', undefined, true)).toBe('default');
    expect(avatarContent(null, '', false)).toBe('default');
  });
});
