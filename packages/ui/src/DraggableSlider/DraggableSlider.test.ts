import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { percentOf, snapValue, valueForKey, valueFromOffset } from './slider';

describe('snapValue', () => {
  it('clamps to 0..max', () => {
    expect(snapValue(-5, 100)).toBe(0);
    expect(snapValue(150, 100)).toBe(100);
    expect(snapValue(42, 100)).toBe(42);
  });

  it('rounds to the step without float noise', () => {
    expect(snapValue(42.4, 100)).toBe(42);
    expect(snapValue(42.6, 100)).toBe(43);
    expect(snapValue(0.3, 1, 0.1)).toBe(0.3);
    expect(snapValue(0.1 + 0.2, 1, 0.1)).toBe(0.3);
    expect(snapValue(7, 100, 5)).toBe(5);
    expect(snapValue(8, 100, 5)).toBe(10);
  });

  it('never exceeds max when max is not a multiple of the step', () => {
    expect(snapValue(99, 99, 10)).toBe(90);
    expect(snapValue(96, 99, 10)).toBe(90);
  });

  it('handles degenerate input', () => {
    expect(snapValue(5, 0)).toBe(0);
    expect(snapValue(Number.NaN, 10)).toBe(0);
    expect(snapValue(3.3, 10, 0)).toBe(3.3);
  });

  it('always lands in range on a step (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 50 }),
        (v, max, step) => {
          const out = snapValue(v, max, step);
          expect(out).toBeGreaterThanOrEqual(0);
          expect(out).toBeLessThanOrEqual(max);
          expect(out % step).toBe(0);
        },
      ),
    );
  });
});

describe('valueFromOffset', () => {
  it('maps the track linearly', () => {
    expect(valueFromOffset(0, 200, 100)).toBe(0);
    expect(valueFromOffset(100, 200, 100)).toBe(50);
    expect(valueFromOffset(200, 200, 100)).toBe(100);
    expect(valueFromOffset(51, 200, 100, 10)).toBe(30);
  });

  it('clamps outside the track', () => {
    expect(valueFromOffset(-30, 200, 100)).toBe(0);
    expect(valueFromOffset(999, 200, 100)).toBe(100);
  });

  it('mirrors in right-to-left layouts', () => {
    expect(valueFromOffset(0, 200, 100, 1, true)).toBe(100);
    expect(valueFromOffset(150, 200, 100, 1, true)).toBe(25);
  });

  it('returns 0 for a track without width', () => {
    expect(valueFromOffset(10, 0, 100)).toBe(0);
  });
});

describe('percentOf', () => {
  it('gives the filled share', () => {
    expect(percentOf(25, 100)).toBe(25);
    expect(percentOf(3, 12)).toBe(25);
    expect(percentOf(-1, 10)).toBe(0);
    expect(percentOf(20, 10)).toBe(100);
    expect(percentOf(1, 0)).toBe(0);
  });
});

describe('valueForKey', () => {
  const opts = { max: 100 };
  it('steps with the arrows', () => {
    expect(valueForKey('ArrowRight', 10, opts)).toBe(11);
    expect(valueForKey('ArrowUp', 10, opts)).toBe(11);
    expect(valueForKey('ArrowLeft', 10, opts)).toBe(9);
    expect(valueForKey('ArrowDown', 10, opts)).toBe(9);
    expect(valueForKey('ArrowRight', 10, { max: 100, step: 5 })).toBe(15);
  });

  it('swaps horizontal arrows in RTL', () => {
    expect(valueForKey('ArrowLeft', 10, { ...opts, rtl: true })).toBe(11);
    expect(valueForKey('ArrowRight', 10, { ...opts, rtl: true })).toBe(9);
    expect(valueForKey('ArrowUp', 10, { ...opts, rtl: true })).toBe(11);
  });

  it('pages and jumps to the ends', () => {
    expect(valueForKey('PageUp', 10, opts)).toBe(20);
    expect(valueForKey('PageDown', 10, opts)).toBe(0);
    expect(valueForKey('PageUp', 10, { ...opts, pageStep: 25 })).toBe(35);
    expect(valueForKey('Home', 57, opts)).toBe(0);
    expect(valueForKey('End', 57, opts)).toBe(100);
    expect(valueForKey('End', 0, { max: 99, step: 10 })).toBe(90);
  });

  it('clamps at the ends', () => {
    expect(valueForKey('ArrowRight', 100, opts)).toBe(100);
    expect(valueForKey('ArrowLeft', 0, opts)).toBe(0);
  });

  it('ignores other keys', () => {
    expect(valueForKey('Enter', 10, opts)).toBeNull();
    expect(valueForKey('a', 10, opts)).toBeNull();
  });
});
