/**
 * Slide-to-confirm state machine (SPEC §4): starts unfinished; dragging moves the handle (sliding);
 * reaching the end, or the threshold fraction, makes it finished and fires exactly once; releasing
 * early snaps back; only `reset` leaves finished.
 */
export type SlidePhase = 'unfinished' | 'sliding' | 'finished';

export interface SlideState {
  phase: SlidePhase;
  /** Handle position, 0 (start) to 1 (end). */
  progress: number;
}

export type SlideEvent =
  /** Pointer pressed on the handle and started moving. */
  | { type: 'start' }
  /** Handle dragged to `progress`. */
  | { type: 'move'; progress: number }
  /** Pointer released (or the gesture cancelled, or focus left mid-way). */
  | { type: 'release' }
  /** Keyboard step by `delta` (e.g. +0.1 for ArrowRight). */
  | { type: 'step'; delta: number }
  /** End or Enter: jump to the end and confirm. */
  | { type: 'confirm' }
  /** The app's reset(): back to the start. */
  | { type: 'reset' };

export interface SlideOptions {
  /** Fraction of the track that finishes, in (0, 1]; 1 means the end. */
  threshold: number;
  /** How close to the threshold counts as reaching it (absorbs sub-pixel drag positions). */
  tolerance?: number;
}

export interface SlideTransition {
  state: SlideState;
  /** True exactly on the transition into `finished`: the caller fires onSuccess then. */
  fire: boolean;
}

export const initialSlideState: SlideState = { phase: 'unfinished', progress: 0 };

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** Threshold clamped into (0, 1]; anything invalid means "the end". */
export function effectiveThreshold(threshold: number): number {
  return Number.isFinite(threshold) && threshold > 0 ? Math.min(threshold, 1) : 1;
}

export function reachesThreshold(progress: number, options: SlideOptions): boolean {
  return clamp01(progress) >= effectiveThreshold(options.threshold) - (options.tolerance ?? 0.01);
}

const finished: SlideTransition = { state: { phase: 'finished', progress: 1 }, fire: true };

export function nextSlideState(state: SlideState, event: SlideEvent, options: SlideOptions): SlideTransition {
  const stay: SlideTransition = { state, fire: false };
  if (event.type === 'reset') return { state: initialSlideState, fire: false };
  // Finished is terminal until reset: later moves, releases and key presses never fire again.
  if (state.phase === 'finished') return stay;

  switch (event.type) {
    case 'start':
      return { state: { phase: 'sliding', progress: state.progress }, fire: false };
    case 'move': {
      const progress = clamp01(event.progress);
      if (reachesThreshold(progress, options)) return finished;
      return { state: { phase: 'sliding', progress }, fire: false };
    }
    case 'release':
      return { state: initialSlideState, fire: false };
    case 'step': {
      const progress = clamp01(state.progress + event.delta);
      if (event.delta > 0 && reachesThreshold(progress, options)) return finished;
      return { state: progress === 0 ? initialSlideState : { phase: 'sliding', progress }, fire: false };
    }
    case 'confirm':
      return finished;
  }
}

export type SlideStatus = 'idle' | 'sliding' | 'success' | 'error' | 'loading';

/**
 * What to draw: the app's `status` wins when it reports an outcome (success, error, loading);
 * otherwise the internal phase decides.
 */
export function visualStatus(status: SlideStatus | undefined, phase: SlidePhase): SlideStatus {
  if (status === 'success' || status === 'error' || status === 'loading') return status;
  if (phase === 'finished') return 'success';
  if (phase === 'sliding' || status === 'sliding') return 'sliding';
  return 'idle';
}

/** Outcomes hold the handle at the end and stop dragging until reset. */
export function isLocked(status: SlideStatus): boolean {
  return status === 'success' || status === 'error' || status === 'loading';
}
