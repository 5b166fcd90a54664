/**
 * PullRefreshScroller's gestures (pull-to-refresh with pointer events, reach-bottom on scroll),
 * attached to the scroller's elements with native listeners. The component imports this module
 * after it has mounted, so a screen's first paint does not wait for (or carry) this code.
 */
import { durations } from '@aurum/tokens';
import { prefersReducedMotion } from '../internal/reducedMotion';
import {
  checkReachBottom,
  initialReachBottomGate,
  isGesture,
  nextPullState,
  pullOffset,
  type PullEvent,
  type PullState,
} from './pullRefresh';

/** What the gestures read from the component at the time they need it (its latest props). */
export interface PullGestureOptions {
  onRefresh?: () => Promise<void> | void;
  onReachBottom?: () => void;
  onStateChange?: (state: PullState) => void;
  disabled: boolean;
  headHeight: number;
  range: number;
  reachBottomDistance: number;
  reachBottomHoldOff: number;
}

export interface PullGestures {
  /** Gives the head back if a pull is under way (the scroller was disabled mid-pull). */
  cancel(): void;
  detach(): void;
}

interface Gesture {
  pointerId: number;
  startY: number;
  /** The gesture is pulling the head (started at the top, moving down). */
  active: boolean;
}

/** Movement (px) after which a pull is a drag, not a tap: the click that ends it is swallowed. */
const CLICK_SLOP = 6;

export function attachPullGestures(
  scroller: HTMLElement,
  content: HTMLElement,
  options: () => PullGestureOptions,
  setState: (state: PullState) => void,
): PullGestures {
  let state: PullState = 'idle';
  let gesture: Gesture | null = null;
  let suppressClick = false;
  let gate = initialReachBottomGate;
  let attached = true;
  const head = headOffset(content);

  const dispatch = (event: PullEvent) => {
    const { range, headHeight, onStateChange } = options();
    const prev = state;
    const next = nextPullState(prev, event, { range });
    if (next === prev) return;
    state = next;
    setState(next);
    onStateChange?.(next);

    const reduceMotion = prefersReducedMotion();
    const transition = { duration: reduceMotion ? 0 : durations.retract, delay: 0 };
    const settle = () => {
      if (attached) dispatch({ type: 'settled' });
    };
    if (next === 'refreshing') {
      void head.animateTo(headHeight, transition);
      // Whatever onRefresh does (resolve, reject, throw, return nothing), the head comes back.
      new Promise<void>((resolve) => resolve(options().onRefresh?.()))
        .catch(() => undefined)
        .then(() => {
          if (attached) dispatch({ type: 'refreshed' });
        });
    } else if (next === 'restoring') {
      // Show "Done" for a moment, then retract.
      void head.animateTo(0, { ...transition, delay: reduceMotion ? 0 : durations.doneHold }).then(settle);
    } else if (next === 'aborting') {
      void head.animateTo(0, transition).then(settle);
    }
  };

  const onPointerDown = (e: PointerEvent) => {
    suppressClick = false;
    if (options().disabled || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    if (!isGesture(state)) return;
    gesture = { pointerId: e.pointerId, startY: e.clientY, active: false };
  };

  const onPointerMove = (e: PointerEvent) => {
    const g = gesture;
    if (!g || e.pointerId !== g.pointerId) return;
    const distance = e.clientY - g.startY;
    if (!g.active) {
      // Only a downward drag that starts with the list at its top is a pull.
      if (distance <= 0 || scroller.scrollTop > 0) {
        if (scroller.scrollTop > 0) gesture = null;
        return;
      }
      g.active = true;
      try {
        scroller.setPointerCapture(e.pointerId);
      } catch {
        // Synthetic or already-released pointer: nothing to capture.
      }
    }
    if (distance > CLICK_SLOP) suppressClick = true;
    dispatch({ type: 'move', distance });
    head.set(pullOffset(distance, options().range));
    if (distance <= 0) g.active = false;
  };

  const endGesture = (e: PointerEvent, type: 'release' | 'cancel') => {
    const g = gesture;
    if (!g || e.pointerId !== g.pointerId) return;
    gesture = null;
    if (g.active) dispatch({ type });
  };
  const onPointerUp = (e: PointerEvent) => endGesture(e, 'release');
  const onPointerCancel = (e: PointerEvent) => endGesture(e, 'cancel');

  const onScroll = () => {
    const { reachBottomDistance, reachBottomHoldOff, onReachBottom } = options();
    const result = checkReachBottom(gate, scroller, performance.now(), {
      distance: reachBottomDistance,
      holdOff: reachBottomHoldOff,
    });
    gate = result.gate;
    if (result.fire) onReachBottom?.();
  };

  // The click that ends a drag is swallowed before it reaches the content.
  const onClickCapture = (e: MouseEvent) => {
    if (suppressClick) {
      suppressClick = false;
      e.preventDefault();
      e.stopPropagation();
    }
  };

  // Touch: once a pull has begun, stop the browser from scrolling or overscrolling instead.
  const onTouchMove = (e: TouchEvent) => {
    if (gesture?.active && e.cancelable) e.preventDefault();
  };

  // More content (the next page arrived) re-arms reach-bottom. The observer's own measurement:
  // reading offsetHeight here forced a layout on every change (each picture and list that arrives
  // while a screen loads).
  let height: number | null = null;
  const observer = new ResizeObserver(([entry]) => {
    const next = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
    if (height !== null && next > height) gate = { ...gate, armed: true };
    height = next;
  });
  observer.observe(content);

  const listeners: [string, (e: never) => void, AddEventListenerOptions?][] = [
    ['pointerdown', onPointerDown],
    ['pointermove', onPointerMove],
    ['pointerup', onPointerUp],
    ['pointercancel', onPointerCancel],
    ['scroll', onScroll],
    ['click', onClickCapture, { capture: true }],
    ['touchmove', onTouchMove, { passive: false }],
  ];
  for (const [type, listener, opts] of listeners) scroller.addEventListener(type, listener as EventListener, opts);

  return {
    cancel() {
      if (gesture?.active) {
        gesture = null;
        dispatch({ type: 'cancel' });
      }
    },
    detach() {
      attached = false;
      observer.disconnect();
      head.stop();
      for (const [type, listener, opts] of listeners)
        scroller.removeEventListener(type, listener as EventListener, opts);
    },
  };
}

/**
 * The content's downward offset (the head showing above it): the content's transform, written
 * directly while the finger moves and animated with the Web Animations API when the head retracts
 * or opens (no animation library).
 */
function headOffset(el: HTMLElement) {
  let running: Animation | null = null;
  const write = (offset: number) => {
    el.style.transform = offset ? `translateY(${offset}px)` : 'none';
  };
  const stop = () => {
    running?.cancel();
    running = null;
  };
  return {
    stop,
    set(offset: number) {
      stop();
      write(offset);
    },
    /** Resolves when the offset is `to` (or a newer offset took over meanwhile). */
    async animateTo(to: number, { duration, delay }: { duration: number; delay: number }): Promise<void> {
      stop();
      if ((duration <= 0 && delay <= 0) || !el.animate) {
        write(to);
        return;
      }
      const from = getComputedStyle(el).transform;
      const animation = el.animate(
        [{ transform: from === 'none' ? 'translateY(0px)' : from }, { transform: `translateY(${to}px)` }],
        { duration, delay, easing: 'ease-out', fill: 'forwards' },
      );
      running = animation;
      try {
        await animation.finished;
      } catch {
        return; // cancelled by a newer offset
      }
      if (running === animation) {
        write(to);
        stop();
      }
    },
  };
}
