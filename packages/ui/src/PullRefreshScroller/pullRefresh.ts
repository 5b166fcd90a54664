/**
 * Pure logic of the pull-to-refresh scroller (SPEC §4, §9): the gesture state machine, the damped
 * head offset, and the reach-bottom gate.
 */

/**
 * idle → pulling (dragged down at the top) → reached (past the range) → refreshing (released past the
 * range; onRefresh running) → restoring (done, head retracting) → idle.
 * Released before the range: pulling → aborting (head retracting) → idle.
 */
export type PullState = 'idle' | 'pulling' | 'reached' | 'refreshing' | 'restoring' | 'aborting';

export type PullEvent =
  /** Pointer moved; `distance` is how far it has travelled down since the pull began (px). */
  | { type: 'move'; distance: number }
  /** Pointer released. */
  | { type: 'release' }
  /** Gesture taken over by the browser (pointercancel) or the scroller was disabled mid-pull. */
  | { type: 'cancel' }
  /** onRefresh settled (resolved or rejected). */
  | { type: 'refreshed' }
  /** The retract animation (restoring or aborting) finished. */
  | { type: 'settled' };

export interface PullOptions {
  /** Pull distance that arms the refresh (token pullRefreshRange, 150). */
  range: number;
}

/** Whether a gesture in this state may still move the head. */
export const isGesture = (state: PullState) => state === 'idle' || state === 'pulling' || state === 'reached';

export function nextPullState(state: PullState, event: PullEvent, { range }: PullOptions): PullState {
  switch (event.type) {
    case 'move':
      if (!isGesture(state)) return state;
      if (!(event.distance > 0)) return 'idle';
      return event.distance >= range ? 'reached' : 'pulling';
    case 'release':
      if (state === 'reached') return 'refreshing';
      if (state === 'pulling') return 'aborting';
      return state;
    case 'cancel':
      return state === 'pulling' || state === 'reached' ? 'aborting' : state;
    case 'refreshed':
      return state === 'refreshing' ? 'restoring' : state;
    case 'settled':
      return state === 'restoring' || state === 'aborting' ? 'idle' : state;
  }
}

/**
 * Head offset for a finger distance: half the distance up to the range (so the 70 px head is fully
 * shown just before the refresh arms at 150), then a stiffer pull, never beyond the range.
 */
export function pullOffset(distance: number, range: number): number {
  if (!(distance > 0)) return 0;
  const soft = Math.min(distance, range) * 0.5;
  const hard = Math.max(0, distance - range) * 0.2;
  return Math.min(range, soft + hard);
}

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export const distanceToBottom = ({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics) =>
  scrollHeight - scrollTop - clientHeight;

export interface ReachBottomGate {
  /** True once the list has left the bottom zone (or grown) since the last call. */
  armed: boolean;
  /** Time of the last call, ms. */
  lastFired: number;
}

export const initialReachBottomGate: ReachBottomGate = { armed: true, lastFired: Number.NEGATIVE_INFINITY };

/**
 * onReachBottom fires on entering the bottom zone (within `distance` px, token reachBottomDistance 50),
 * at most once per `holdOff` ms (token reachBottomHoldOff 350). It re-arms when the list leaves the
 * zone or its content grows (`rearm`), so a page that loads more items can be paged again.
 */
export function checkReachBottom(
  gate: ReachBottomGate,
  metrics: ScrollMetrics,
  now: number,
  { distance, holdOff }: { distance: number; holdOff: number },
): { gate: ReachBottomGate; fire: boolean } {
  if (distanceToBottom(metrics) > distance)
    return { gate: gate.armed ? gate : { ...gate, armed: true }, fire: false };
  if (gate.armed && now - gate.lastFired >= holdOff)
    return { gate: { armed: false, lastFired: now }, fire: true };
  return { gate, fire: false };
}
