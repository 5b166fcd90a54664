import { describe, expect, it } from 'vitest';
import { durations } from '@aurum/tokens';
import { currentNotice, noticeProgress, secondsLeft } from './noticeQueue';

const notices = [
  { id: 1, title: 'A', content: 'a' },
  { id: 2, title: 'B', content: 'b' },
  { id: 3, title: 'C', content: 'c' },
];

describe('notice queue', () => {
  it('shows the first unread notice, one at a time', () => {
    expect(currentNotice(notices, new Set())?.id).toBe(1);
    expect(currentNotice(notices, new Set([1]))?.id).toBe(2);
    expect(currentNotice(notices, new Set([1, 2]))?.id).toBe(3);
    expect(currentNotice(notices, new Set([1, 2, 3]))).toBeUndefined();
  });

  it('works whether the app keeps read notices in the array or drops them', () => {
    const dropped = notices.slice(1);
    expect(currentNotice(dropped, new Set([1]))?.id).toBe(2);
    expect(noticeProgress(dropped, new Set([1]))).toEqual({ position: 1, total: 2 });
  });

  it('reports the position for the progress text', () => {
    expect(noticeProgress(notices, new Set([1]))).toEqual({ position: 2, total: 3 });
    expect(noticeProgress(notices, new Set([1, 2, 3]))).toEqual({ position: 0, total: 3 });
    expect(noticeProgress([], new Set())).toEqual({ position: 0, total: 0 });
  });
});

describe('secondsLeft', () => {
  it('counts down whole seconds from the token default of 10', () => {
    const wait = durations.noticeWait / 1000;
    expect(wait).toBe(10);
    expect(secondsLeft(wait, 0)).toBe(10);
    expect(secondsLeft(wait, 1)).toBe(10);
    expect(secondsLeft(wait, 999)).toBe(10);
    expect(secondsLeft(wait, 1000)).toBe(9);
    expect(secondsLeft(wait, 9001)).toBe(1);
    expect(secondsLeft(wait, 10_000)).toBe(0);
    expect(secondsLeft(wait, 60_000)).toBe(0);
  });
  it('is 0 for no wait, and ignores clock going backwards', () => {
    expect(secondsLeft(0, 0)).toBe(0);
    expect(secondsLeft(-5, 0)).toBe(0);
    expect(secondsLeft(Number.NaN, 0)).toBe(0);
    expect(secondsLeft(2, -500)).toBe(2);
  });
});
