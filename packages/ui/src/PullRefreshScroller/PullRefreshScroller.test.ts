import { describe, expect, it } from 'vitest';
import { durations, px } from '@aurum/tokens';
import {
  checkReachBottom,
  initialReachBottomGate,
  nextPullState,
  pullOffset,
  type PullEvent,
  type PullState,
  type ReachBottomGate,
} from './pullRefresh';

const range = px('pullRefreshRange');
const run = (events: PullEvent[], from: PullState = 'idle') =>
  events.reduce<PullState>((s, e) => nextPullState(s, e, { range }), from);

describe('nextPullState', () => {
  it('uses the token range of 150', () => {
    expect(range).toBe(150);
  });

  it('pulling → reached → refreshing → restoring → idle', () => {
    const trace: PullState[] = [];
    let s: PullState = 'idle';
    for (const e of [
      { type: 'move', distance: 40 },
      { type: 'move', distance: 160 },
      { type: 'release' },
      { type: 'refreshed' },
      { type: 'settled' },
    ] satisfies PullEvent[]) {
      s = nextPullState(s, e, { range });
      trace.push(s);
    }
    expect(trace).toEqual(['pulling', 'reached', 'refreshing', 'restoring', 'idle']);
  });

  it('aborts when released before the range', () => {
    expect(run([{ type: 'move', distance: 149 }, { type: 'release' }])).toBe('aborting');
    expect(run([{ type: 'move', distance: 149 }, { type: 'release' }, { type: 'settled' }])).toBe('idle');
  });

  it('goes back from reached to pulling, and to idle at the top', () => {
    expect(
      run([
        { type: 'move', distance: 200 },
        { type: 'move', distance: 100 },
      ]),
    ).toBe('pulling');
    expect(
      run([
        { type: 'move', distance: 200 },
        { type: 'move', distance: 0 },
      ]),
    ).toBe('idle');
    expect(run([{ type: 'move', distance: 200 }, { type: 'move', distance: -20 }, { type: 'release' }])).toBe(
      'idle',
    );
    expect(run([{ type: 'move', distance: 150 }])).toBe('reached');
  });

  it('a cancelled gesture aborts, even past the range (no refresh)', () => {
    expect(run([{ type: 'move', distance: 200 }, { type: 'cancel' }])).toBe('aborting');
    expect(run([{ type: 'move', distance: 20 }, { type: 'cancel' }])).toBe('aborting');
    expect(run([{ type: 'cancel' }])).toBe('idle');
  });

  it('ignores gestures while refreshing, restoring or aborting', () => {
    for (const s of ['refreshing', 'restoring', 'aborting'] as const) {
      expect(run([{ type: 'move', distance: 300 }, { type: 'release' }, { type: 'cancel' }], s)).toBe(s);
    }
  });

  it('only refreshing leaves on refreshed, only retracting states on settled', () => {
    expect(run([{ type: 'refreshed' }], 'pulling')).toBe('pulling');
    expect(run([{ type: 'settled' }], 'refreshing')).toBe('refreshing');
    expect(run([{ type: 'settled' }], 'reached')).toBe('reached');
    expect(run([{ type: 'release' }], 'idle')).toBe('idle');
  });

  it('ignores NaN distances', () => {
    expect(run([{ type: 'move', distance: Number.NaN }], 'pulling')).toBe('idle');
  });
});

describe('pullOffset', () => {
  it('is 0 without a downward pull', () => {
    expect(pullOffset(0, range)).toBe(0);
    expect(pullOffset(-30, range)).toBe(0);
  });
  it('shows the whole 70 px head before the refresh arms', () => {
    expect(pullOffset(140, range)).toBe(70);
    expect(pullOffset(range, range)).toBeGreaterThanOrEqual(px('pullRefreshHeight'));
  });
  it('grows monotonically and never passes the range', () => {
    let prev = 0;
    for (let d = 0; d <= 2000; d += 10) {
      const o = pullOffset(d, range);
      expect(o).toBeGreaterThanOrEqual(prev);
      expect(o).toBeLessThanOrEqual(range);
      prev = o;
    }
    expect(pullOffset(5000, range)).toBe(range);
  });
});

describe('checkReachBottom', () => {
  const opts = { distance: px('reachBottomDistance'), holdOff: durations.reachBottomHoldOff };
  const at = (toBottom: number) => ({
    scrollTop: 1000 - 400 - toBottom,
    scrollHeight: 1000,
    clientHeight: 400,
  });

  it('uses the tokens: 50 px, 350 ms', () => {
    expect(opts).toEqual({ distance: 50, holdOff: 350 });
  });

  it('fires on entering the last 50 px, once', () => {
    let gate: ReachBottomGate = initialReachBottomGate;
    const fires: number[] = [];
    for (const [toBottom, now] of [
      [200, 0],
      [51, 10],
      [50, 20],
      [30, 30],
      [0, 400],
      [0, 800],
    ] as const) {
      const r = checkReachBottom(gate, at(toBottom), now, opts);
      gate = r.gate;
      if (r.fire) fires.push(now);
    }
    expect(fires).toEqual([20]);
  });

  it('holds off 350 ms between calls even when leaving and re-entering quickly', () => {
    let gate: ReachBottomGate = initialReachBottomGate;
    const fires: number[] = [];
    for (const [toBottom, now] of [
      [10, 0],
      [100, 100],
      [10, 200],
      [100, 300],
      [10, 349],
      [10, 360],
      [100, 700],
      [10, 720],
    ] as const) {
      const r = checkReachBottom(gate, at(toBottom), now, opts);
      gate = r.gate;
      if (r.fire) fires.push(now);
    }
    expect(fires).toEqual([0, 360, 720]);
  });

  it('can be re-armed when the content grows while at the bottom', () => {
    const first = checkReachBottom(initialReachBottomGate, at(0), 0, opts);
    expect(first.fire).toBe(true);
    expect(checkReachBottom(first.gate, at(0), 1000, opts).fire).toBe(false);
    expect(checkReachBottom({ ...first.gate, armed: true }, at(0), 1000, opts).fire).toBe(true);
  });
});
