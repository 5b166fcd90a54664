import { describe, expect, it } from 'vitest';
import { slideThreshold } from '@aurum/tokens';
import {
  effectiveThreshold,
  initialSlideState,
  isLocked,
  nextSlideState,
  reachesThreshold,
  visualStatus,
  type SlideEvent,
  type SlideState,
} from './slideMachine';

const end = { threshold: 1 };
const half = { threshold: slideThreshold };

function run(events: SlideEvent[], options = end, from: SlideState = initialSlideState) {
  let state = from;
  let fires = 0;
  for (const e of events) {
    const t = nextSlideState(state, e, options);
    state = t.state;
    if (t.fire) fires++;
  }
  return { state, fires };
}

describe('nextSlideState', () => {
  it('starts unfinished and slides while dragged', () => {
    const { state, fires } = run([{ type: 'start' }, { type: 'move', progress: 0.4 }]);
    expect(state).toEqual({ phase: 'sliding', progress: 0.4 });
    expect(fires).toBe(0);
  });

  it('snaps back when released before the end', () => {
    const { state, fires } = run([{ type: 'start' }, { type: 'move', progress: 0.95 }, { type: 'release' }]);
    expect(state).toEqual(initialSlideState);
    expect(fires).toBe(0);
  });

  it('finishes on reaching the end and fires exactly once, whatever follows', () => {
    const { state, fires } = run([
      { type: 'start' },
      { type: 'move', progress: 0.5 },
      { type: 'move', progress: 1 },
      { type: 'move', progress: 1 },
      { type: 'move', progress: 0.3 },
      { type: 'release' },
      { type: 'confirm' },
      { type: 'step', delta: 0.1 },
      { type: 'start' },
      { type: 'move', progress: 1 },
    ]);
    expect(state).toEqual({ phase: 'finished', progress: 1 });
    expect(fires).toBe(1);
  });

  it('finishes at the threshold fraction (0.5 from the slideThreshold token in the account flow)', () => {
    expect(slideThreshold).toBe(0.5);
    expect(run([{ type: 'start' }, { type: 'move', progress: 0.45 }], half).state.phase).toBe('sliding');
    const reached = run([{ type: 'start' }, { type: 'move', progress: 0.5 }], half);
    expect(reached.state.phase).toBe('finished');
    expect(reached.fires).toBe(1);
  });

  it('absorbs sub-pixel positions just short of the end', () => {
    expect(run([{ type: 'move', progress: 0.995 }]).state.phase).toBe('finished');
    expect(run([{ type: 'move', progress: 0.98 }]).state.phase).toBe('sliding');
  });

  it('reset returns to unfinished and allows one more fire', () => {
    const first = run([{ type: 'confirm' }]);
    const second = run(
      [{ type: 'reset' }, { type: 'start' }, { type: 'move', progress: 1 }],
      end,
      first.state,
    );
    expect(first.fires + second.fires).toBe(2);
    expect(run([{ type: 'reset' }], end, first.state).state).toEqual(initialSlideState);
  });

  it('steps with the keyboard, clamps, and confirms when a step reaches the threshold', () => {
    const steps = Array.from({ length: 9 }, (): SlideEvent => ({ type: 'step', delta: 0.1 }));
    expect(run(steps).state.phase).toBe('sliding');
    expect(run(steps).state.progress).toBeCloseTo(0.9);
    const all = run([...steps, { type: 'step', delta: 0.1 }]);
    expect(all.state.phase).toBe('finished');
    expect(all.fires).toBe(1);
    expect(
      run([
        { type: 'step', delta: 0.1 },
        { type: 'step', delta: -0.5 },
      ]).state,
    ).toEqual(initialSlideState);
    expect(run(steps.slice(0, 5), half).state.phase).toBe('finished');
  });

  it('confirm (End / Enter) finishes from anywhere', () => {
    expect(run([{ type: 'confirm' }])).toEqual({ state: { phase: 'finished', progress: 1 }, fires: 1 });
  });

  it('ignores garbage progress values', () => {
    expect(run([{ type: 'move', progress: Number.NaN }]).state).toEqual({ phase: 'sliding', progress: 0 });
    expect(run([{ type: 'move', progress: -3 }]).state.progress).toBe(0);
  });
});

describe('thresholds', () => {
  it('clamps the threshold into (0, 1]', () => {
    expect(effectiveThreshold(0.5)).toBe(0.5);
    expect(effectiveThreshold(2)).toBe(1);
    expect(effectiveThreshold(0)).toBe(1);
    expect(effectiveThreshold(-1)).toBe(1);
    expect(effectiveThreshold(Number.NaN)).toBe(1);
    expect(reachesThreshold(0.49, { threshold: 0.5, tolerance: 0 })).toBe(false);
  });
});

describe('visualStatus', () => {
  it('lets the app report outcomes, else follows the phase', () => {
    expect(visualStatus(undefined, 'unfinished')).toBe('idle');
    expect(visualStatus(undefined, 'sliding')).toBe('sliding');
    expect(visualStatus(undefined, 'finished')).toBe('success');
    expect(visualStatus('loading', 'finished')).toBe('loading');
    expect(visualStatus('error', 'unfinished')).toBe('error');
    expect(visualStatus('success', 'unfinished')).toBe('success');
    expect(visualStatus('idle', 'finished')).toBe('success');
    expect(visualStatus('sliding', 'unfinished')).toBe('sliding');
  });
  it('locks the handle for outcomes only', () => {
    expect(['idle', 'sliding', 'success', 'error', 'loading'].map((s) => isLocked(s as never))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});
