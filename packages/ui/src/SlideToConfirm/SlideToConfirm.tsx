import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { animate, motion, useMotionValue, useReducedMotion, useTransform } from 'framer-motion';
import { mergeProps, useFocusRing, useKeyboard } from 'react-aria';
import { Spinner } from '../DelayedSpinner/DelayedSpinner';
import { visuallyHidden } from '../internal/a11y.css';
import * as styles from './SlideToConfirm.css';
import {
  initialSlideState,
  isLocked,
  nextSlideState,
  visualStatus,
  type SlideEvent,
  type SlideState,
  type SlideStatus,
} from './slideMachine';

export type { SlideStatus } from './slideMachine';

export interface SlideToConfirmProps {
  /**
   * Fires once when the handle reaches the end (or `threshold`). Call `reset()` to return the slider
   * to the start, e.g. after a failed request.
   */
  onSuccess?: (reset: () => void) => void;
  /**
   * Fraction of the track that confirms, in (0, 1]. Default 1 (the end); the account flow passes
   * `slideThreshold` (0.5) from '@aurum/tokens'.
   */
  threshold?: number;
  /**
   * Outcome reported by the app after onSuccess: `loading` (spinner), `success` (green, check mark),
   * `error` (red, close mark). These hold the handle at the end until reset. `idle`/undefined: follow
   * the drag.
   */
  status?: SlideStatus;
  /** Visible text on the track. */
  label?: ReactNode;
  /** Visible and announced text per outcome. */
  successLabel?: string;
  errorLabel?: string;
  loadingLabel?: string;
  /** Accessible name of the slider (the handle). */
  ariaLabel?: string;
  /** Screen-reader hint on how to operate it from the keyboard. */
  keyboardHint?: string;
  /** Keyboard step as a fraction of the track (ArrowRight / ArrowLeft). */
  keyboardStep?: number;
  isDisabled?: boolean;
  className?: string;
}

type Geometry = { maxX: number; sign: 1 | -1 };

/** Slide-to-confirm button: drag the handle to the end (or press End / Enter) to confirm. */
export function SlideToConfirm({
  onSuccess,
  threshold = 1,
  status,
  label = 'Sliding...',
  successLabel = 'Confirmed',
  errorLabel = 'Failed, please try again',
  loadingLabel = 'Processing...',
  ariaLabel = 'Slide to confirm',
  keyboardHint = 'Use the arrow keys to slide, or press Enter to confirm.',
  keyboardStep = 0.1,
  isDisabled = false,
  className,
}: SlideToConfirmProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const reduceMotion = useReducedMotion();

  const [state, setState] = useState<SlideState>(initialSlideState);
  const stateRef = useRef(state);
  const [geometry, setGeometry] = useState<Geometry>({ maxX: 0, sign: 1 });
  const geometryRef = useRef(geometry);
  const draggingRef = useRef(false);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);

  const shown = visualStatus(status, state.phase);
  const locked = isLocked(shown);
  const canDrag = !locked && !isDisabled;

  const x = useMotionValue(0);
  const [handleSize, setHandleSize] = useState(0);
  const fillWidth = useTransform(x, (v) => Math.abs(v) + handleSize);

  const moveTo = useCallback(
    (progress: number) => {
      const { maxX, sign } = geometryRef.current;
      animate(
        x,
        sign * progress * maxX,
        reduceMotion ? { duration: 0 } : { type: 'spring', stiffness: 500, damping: 40 },
      );
    },
    [x, reduceMotion],
  );

  const reset = useCallback(() => {
    dispatchRef.current({ type: 'reset' });
  }, []);

  const dispatch = useCallback(
    (event: SlideEvent) => {
      const { state: next, fire } = nextSlideState(stateRef.current, event, { threshold });
      stateRef.current = next;
      setState(next);
      if (!draggingRef.current) moveTo(next.progress);
      // `fire` is true only on the transition into finished, so this runs exactly once per reset.
      if (fire) onSuccessRef.current?.(reset);
    },
    [threshold, moveTo, reset],
  );
  const dispatchRef = useRef(dispatch);
  useEffect(() => {
    dispatchRef.current = dispatch;
  }, [dispatch]);

  // Measure the travel (track inner width minus the handle) and the writing direction.
  useLayoutEffect(() => {
    const track = trackRef.current;
    const handle = handleRef.current;
    if (!track || !handle) return;
    const measure = () => {
      const next: Geometry = {
        maxX: Math.max(0, track.clientWidth - handle.offsetWidth),
        sign: getComputedStyle(track).direction === 'rtl' ? -1 : 1,
      };
      geometryRef.current = next;
      setGeometry(next);
      setHandleSize(handle.offsetWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  // Keep the handle where the state says: at the end for outcomes, else at the current progress.
  const target = locked ? 1 : state.progress;
  useEffect(() => {
    if (!draggingRef.current) moveTo(target);
  }, [target, geometry, moveTo]);

  const progressOf = (value: number) => {
    const { maxX, sign } = geometryRef.current;
    return maxX > 0 ? (sign * value) / maxX : 0;
  };

  const forwardKey = geometry.sign === 1 ? 'ArrowRight' : 'ArrowLeft';
  const backKey = geometry.sign === 1 ? 'ArrowLeft' : 'ArrowRight';
  const { keyboardProps } = useKeyboard({
    isDisabled: !canDrag,
    onKeyDown: (e) => {
      switch (e.key) {
        case forwardKey:
        case 'ArrowUp':
          dispatch({ type: 'step', delta: keyboardStep });
          break;
        case backKey:
        case 'ArrowDown':
          dispatch({ type: 'step', delta: -keyboardStep });
          break;
        case 'Home':
          dispatch({ type: 'step', delta: -1 });
          break;
        case 'End':
        case 'Enter':
          dispatch({ type: 'confirm' });
          break;
        default:
          e.continuePropagation();
          return;
      }
      e.preventDefault();
    },
  });
  const { focusProps, isFocusVisible } = useFocusRing();
  // Only DOM handlers go onto the motion element (its animation/drag props have other signatures).
  const handleEvents = mergeProps(keyboardProps, focusProps, {
    onBlur: () => {
      // Keyboard users who leave half-way get the same snap-back as an early release.
      if (!draggingRef.current && stateRef.current.phase === 'sliding') dispatch({ type: 'release' });
    },
  }) as Pick<HTMLAttributes<HTMLDivElement>, 'onKeyDown' | 'onKeyUp' | 'onFocus' | 'onBlur'>;

  const percent = Math.round((locked ? 1 : state.progress) * 100);
  const outcomeText =
    shown === 'success'
      ? successLabel
      : shown === 'error'
        ? errorLabel
        : shown === 'loading'
          ? loadingLabel
          : '';
  const visibleLabel = outcomeText || label;

  return (
    <div
      ref={trackRef}
      className={[styles.track({ status: shown, disabled: isDisabled }), className].filter(Boolean).join(' ')}
      data-status={shown}
      data-phase={state.phase}
    >
      <motion.div
        className={[styles.fill, locked ? styles.fillFull : ''].join(' ')}
        style={locked ? undefined : { width: fillWidth }}
        aria-hidden="true"
      />
      <div className={[styles.label, locked ? styles.labelOnAccent : ''].join(' ')} aria-hidden="true">
        <span className={styles.labelText}>{visibleLabel}</span>
      </div>
      <motion.div
        onKeyDown={handleEvents.onKeyDown}
        onKeyUp={handleEvents.onKeyUp}
        onFocus={handleEvents.onFocus}
        onBlur={handleEvents.onBlur}
        ref={handleRef}
        role="slider"
        tabIndex={isDisabled ? -1 : 0}
        aria-label={ariaLabel}
        aria-describedby={hintId}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={outcomeText || `${percent}%`}
        aria-disabled={!canDrag || undefined}
        data-focus-visible={isFocusVisible || undefined}
        className={styles.handle}
        style={{ x }}
        drag={canDrag ? 'x' : false}
        dragConstraints={
          geometry.sign === 1 ? { left: 0, right: geometry.maxX } : { left: -geometry.maxX, right: 0 }
        }
        dragElastic={0}
        dragMomentum={false}
        onDragStart={() => {
          draggingRef.current = true;
          dispatch({ type: 'start' });
        }}
        onDrag={() => {
          if (draggingRef.current) dispatch({ type: 'move', progress: progressOf(x.get()) });
        }}
        onDragEnd={() => {
          draggingRef.current = false;
          dispatch({ type: 'release' });
          moveTo(isLocked(visualStatus(status, stateRef.current.phase)) ? 1 : stateRef.current.progress);
        }}
      >
        <HandleIcon status={shown} />
      </motion.div>
      <span id={hintId} className={visuallyHidden}>
        {keyboardHint}
      </span>
      <span className={visuallyHidden} role="status">
        {outcomeText}
      </span>
    </div>
  );
}

function HandleIcon({ status }: { status: SlideStatus }) {
  if (status === 'loading') return <Spinner size={18} />;
  const common = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2.5,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
    focusable: false,
  };
  if (status === 'success')
    return (
      <svg {...common} className={styles.icon} data-icon="check">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    );
  if (status === 'error')
    return (
      <svg {...common} className={styles.icon} data-icon="close">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    );
  return (
    <svg {...common} className={`${styles.icon} ${styles.mirrored}`} data-icon="arrow">
      <path d="M6 6l6 6-6 6M12 6l6 6-6 6" />
    </svg>
  );
}
