import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { durations, px } from '@aurum/tokens';
import { Spinner } from '../DelayedSpinner/DelayedSpinner';
import { visuallyHidden } from '../internal/a11y.css';
import { chain, useFocusVisible } from '../internal/nativePress';
import { prefersReducedMotion } from '../internal/reducedMotion';
import { useUiText } from '../locale/LocaleProvider';
import { Icon } from '../Icon/Icon';
import * as styles from './PullRefreshScroller.css';
import {
  checkReachBottom,
  initialReachBottomGate,
  isGesture,
  nextPullState,
  pullOffset,
  type PullEvent,
  type PullState,
} from './pullRefresh';

export type { PullState } from './pullRefresh';

export interface PullRefreshScrollerProps {
  children?: ReactNode;
  /** Called when the user pulls past the range and releases; the head shows "refreshing" until it settles. */
  onRefresh?: () => Promise<void> | void;
  /** Called when the list is scrolled to within `reachBottomDistance` px of its end (at most every hold-off). */
  onReachBottom?: () => void;
  /** Turns pull-to-refresh off; the list still scrolls and still reports reach-bottom. */
  disabled?: boolean;
  /** Head labels per state. */
  pullingLabel?: string;
  reachedLabel?: string;
  refreshingLabel?: string;
  doneLabel?: string;
  /** Accessible name of the scroll region. */
  ariaLabel?: string;
  /** Head height while refreshing, px. Default: token pullRefreshHeight (70). */
  headHeight?: number;
  /** Pull distance that arms the refresh, px. Default: token pullRefreshRange (150). */
  range?: number;
  /** Default: token reachBottomDistance (50). */
  reachBottomDistance?: number;
  /** Minimum time between onReachBottom calls, ms. Default: token reachBottomHoldOff (350). */
  reachBottomHoldOff?: number;
  /** Observes the gesture state (pulling, reached, refreshing, restoring, aborting, idle). */
  onStateChange?: (state: PullState) => void;
  className?: string;
  style?: CSSProperties;
}

interface Gesture {
  pointerId: number;
  startY: number;
  /** The gesture is pulling the head (started at the top, moving down). */
  active: boolean;
}

/** Movement (px) after which a pull is a drag, not a tap: the click that ends it is swallowed. */
const CLICK_SLOP = 6;

/** Scroll container with pull-to-refresh (touch, mouse and pen via pointer events) and reach-bottom. */
export function PullRefreshScroller({
  children,
  onRefresh,
  onReachBottom,
  disabled = false,
  pullingLabel: pullingLabelProp,
  reachedLabel: reachedLabelProp,
  refreshingLabel: refreshingLabelProp,
  doneLabel: doneLabelProp,
  ariaLabel: ariaLabelProp,
  headHeight = px('pullRefreshHeight'),
  range = px('pullRefreshRange'),
  reachBottomDistance = px('reachBottomDistance'),
  reachBottomHoldOff = durations.reachBottomHoldOff,
  onStateChange,
  className,
  style,
}: PullRefreshScrollerProps) {
  const { text } = useUiText();
  const pullingLabel = pullingLabelProp ?? text('pullPulling');
  const reachedLabel = reachedLabelProp ?? text('pullReached');
  const refreshingLabel = refreshingLabelProp ?? text('pullRefreshing');
  const doneLabel = doneLabelProp ?? text('pullDone');
  const ariaLabel = ariaLabelProp ?? text('scrollRegion');
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PullState>('idle');
  const stateRef = useRef<PullState>('idle');
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const gate = useRef(initialReachBottomGate);
  const head = useHeadOffset(contentRef);

  // Latest callbacks, read from event handlers and promise continuations.
  const latest = useRef({ onRefresh, onReachBottom, onStateChange });
  useEffect(() => {
    latest.current = { onRefresh, onReachBottom, onStateChange };
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const dispatch = useCallback(
    (event: PullEvent) => {
      const prev = stateRef.current;
      const next = nextPullState(prev, event, { range });
      if (next === prev) return;
      stateRef.current = next;
      setState(next);
      latest.current.onStateChange?.(next);

      const reduceMotion = prefersReducedMotion();
      const transition = { duration: reduceMotion ? 0 : durations.retract, delay: 0 };
      const settle = () => {
        if (mounted.current) dispatch({ type: 'settled' });
      };
      if (next === 'refreshing') {
        void head.animateTo(headHeight, transition);
        // Whatever onRefresh does (resolve, reject, throw, return nothing), the head comes back.
        new Promise<void>((resolve) => resolve(latest.current.onRefresh?.()))
          .catch(() => undefined)
          .then(() => {
            if (mounted.current) dispatch({ type: 'refreshed' });
          });
      } else if (next === 'restoring') {
        // Show "Done" for a moment, then retract.
        void head.animateTo(0, { ...transition, delay: reduceMotion ? 0 : durations.doneHold }).then(settle);
      } else if (next === 'aborting') {
        void head.animateTo(0, transition).then(settle);
      }
    },
    [range, headHeight, head],
  );

  // Turning pull-to-refresh off mid-pull gives the head back.
  useEffect(() => {
    if (disabled && gesture.current?.active) {
      gesture.current = null;
      dispatch({ type: 'cancel' });
    }
  }, [disabled, dispatch]);

  // Touch: once a pull has begun, stop the browser from scrolling or overscrolling instead. React's
  // touch listeners are passive, so this one is added by hand.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onTouchMove = (e: TouchEvent) => {
      if (gesture.current?.active && e.cancelable) e.preventDefault();
    };
    el.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => el.removeEventListener('touchmove', onTouchMove);
  }, []);

  // More content (the next page arrived) re-arms reach-bottom.
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    // The observer's own measurement: reading offsetHeight here forced a layout on every change
    // (each picture and list that arrives while a screen loads).
    let height: number | null = null;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
      if (height !== null && next > height) gate.current = { ...gate.current, armed: true };
      height = next;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    suppressClick.current = false;
    if (disabled || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    if (!isGesture(stateRef.current)) return;
    gesture.current = { pointerId: e.pointerId, startY: e.clientY, active: false };
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const el = scrollRef.current;
    if (!g || !el || e.pointerId !== g.pointerId) return;
    const distance = e.clientY - g.startY;
    if (!g.active) {
      // Only a downward drag that starts with the list at its top is a pull.
      if (distance <= 0 || el.scrollTop > 0) {
        if (el.scrollTop > 0) gesture.current = null;
        return;
      }
      g.active = true;
      try {
        el.setPointerCapture(e.pointerId);
      } catch {
        // Synthetic or already-released pointer: nothing to capture.
      }
    }
    if (distance > CLICK_SLOP) suppressClick.current = true;
    dispatch({ type: 'move', distance });
    head.set(pullOffset(distance, range));
    if (distance <= 0) g.active = false;
  };

  const endGesture = (e: ReactPointerEvent<HTMLDivElement>, type: 'release' | 'cancel') => {
    const g = gesture.current;
    if (!g || e.pointerId !== g.pointerId) return;
    gesture.current = null;
    if (g.active) dispatch({ type });
  };

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const result = checkReachBottom(gate.current, el, performance.now(), {
      distance: reachBottomDistance,
      holdOff: reachBottomHoldOff,
    });
    gate.current = result.gate;
    if (result.fire) latest.current.onReachBottom?.();
  };

  const { isFocusVisible, focusVisibleProps } = useFocusVisible();

  const headLabel =
    state === 'reached'
      ? reachedLabel
      : state === 'refreshing'
        ? refreshingLabel
        : state === 'restoring'
          ? doneLabel
          : pullingLabel;
  const announcement = state === 'refreshing' ? refreshingLabel : state === 'restoring' ? doneLabel : '';
  const pulling = state === 'pulling' || state === 'reached';

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={style}
      data-state={state}
      data-pulling={pulling || undefined}
      data-disabled={disabled || undefined}
    >
      <div
        onFocus={focusVisibleProps.onFocus}
        onBlur={focusVisibleProps.onBlur}
        onPointerDown={chain(onPointerDown, focusVisibleProps.onPointerDown)}
        onPointerMove={onPointerMove}
        onPointerUp={(e: ReactPointerEvent<HTMLDivElement>) => endGesture(e, 'release')}
        onPointerCancel={(e: ReactPointerEvent<HTMLDivElement>) => endGesture(e, 'cancel')}
        onScroll={onScroll}
        onClickCapture={(e) => {
          if (suppressClick.current) {
            suppressClick.current = false;
            e.preventDefault();
            e.stopPropagation();
          }
        }}
        ref={scrollRef}
        className={styles.scroller}
        role="region"
        aria-label={ariaLabel}
        aria-busy={state === 'refreshing' || undefined}
        tabIndex={0}
        data-focus-visible={isFocusVisible || undefined}
      >
        <div ref={contentRef} className={styles.content}>
          {!disabled || state !== 'idle' ? (
            <div className={styles.head} aria-hidden="true" data-head>
              <HeadIcon state={state} />
              <span>{headLabel}</span>
            </div>
          ) : null}
          {children}
        </div>
      </div>
      <span className={visuallyHidden} role="status">
        {announcement}
      </span>
    </div>
  );
}

/**
 * The content's downward offset (the head showing above it): the content's transform, written
 * directly while the finger moves and animated with the Web Animations API when the head retracts
 * or opens (no animation library).
 */
function useHeadOffset(contentRef: RefObject<HTMLDivElement | null>) {
  const running = useRef<Animation | null>(null);
  return useMemo(() => {
    const write = (offset: number) => {
      const el = contentRef.current;
      if (el) el.style.transform = offset ? `translateY(${offset}px)` : 'none';
    };
    const stop = () => {
      running.current?.cancel();
      running.current = null;
    };
    return {
      set(offset: number) {
        stop();
        write(offset);
      },
      /** Resolves when the offset is `to` (or a newer offset took over meanwhile). */
      async animateTo(to: number, { duration, delay }: { duration: number; delay: number }): Promise<void> {
        const el = contentRef.current;
        stop();
        if (!el || (duration <= 0 && delay <= 0) || !el.animate) {
          write(to);
          return;
        }
        const from = getComputedStyle(el).transform;
        const animation = el.animate(
          [{ transform: from === 'none' ? 'translateY(0px)' : from }, { transform: `translateY(${to}px)` }],
          {
            duration,
            delay,
            easing: 'ease-out',
            fill: 'forwards',
          },
        );
        running.current = animation;
        try {
          await animation.finished;
        } catch {
          return; // cancelled by a newer offset
        }
        if (running.current === animation) {
          write(to);
          stop();
        }
      },
    };
  }, [contentRef]);
}

function HeadIcon({ state }: { state: PullState }) {
  if (state === 'refreshing') return <Spinner size={18} />;
  if (state === 'restoring') return <Icon name="check" className={styles.icon} />;
  return <Icon name="arrowDown" className={styles.arrow} />;
}
