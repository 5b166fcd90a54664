/**
 * The server's notion of "now". Production uses the system clock; tests (and the dev-only test
 * hooks) can move it forward to simulate days passing for income accrual and token expiry.
 */
export interface Clock {
  now(): Date;
  advance(ms: number): void;
  offsetMs(): number;
}

export function createClock(startOffsetMs = 0): Clock {
  let offset = startOffsetMs;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;
