import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { Spinner } from '../DelayedSpinner/DelayedSpinner';
import { visuallyHidden } from '../internal/a11y.css';
import { useUiText } from '../locale/LocaleProvider';
import { IconGlyph } from '../Icon/IconGlyph';
import { checkIcon } from '../Icon/glyphs/check';
import { closeIcon } from '../Icon/glyphs/close';
import { slideIcon } from '../Icon/glyphs/slide';
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

/**
 * Slide-to-confirm button: drag the handle to the end (or press End / Enter) to confirm.
 *
 * The drag is plain pointer events (mouse, touch and pen alike; listened to on the window once a
 * drag starts, so leaving the handle does not drop it) and the handle's run back or to the end is a
 * CSS transition (none under reduced motion): no animation library, so the component stays small.
 */
export function SlideToConfirm({
  onSuccess,
  threshold = 1,
  status,
  label: labelProp,
  successLabel: successLabelProp,
  errorLabel: errorLabelProp,
  loadingLabel: loadingLabelProp,
  ariaLabel: ariaLabelProp,
  keyboardHint: keyboardHintProp,
  keyboardStep = 0.1,
  isDisabled = false,
  className,
}: SlideToConfirmProps) {
  const { text } = useUiText();
  const label = labelProp ?? text('slideLabel');
  const successLabel = successLabelProp ?? text('slideSuccess');
  const errorLabel = errorLabelProp ?? text('slideError');
  const loadingLabel = loadingLabelProp ?? text('slideLoading');
  const ariaLabel = ariaLabelProp ?? text('slideAria');
  const keyboardHint = keyboardHintProp ?? text('slideHint');
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const fillRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

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

  /** Puts the handle `x` px from the start (signed, negative in RTL); `animated` runs the CSS transition. */
  const place = useCallback((x: number, animated: boolean) => {
    const handle = handleRef.current;
    const fill = fillRef.current;
    if (!handle) return;
    if (animated) handle.dataset.animating = '';
    else delete handle.dataset.animating;
    handle.style.transform = `translateX(${x}px)`;
    if (fill) {
      if (animated) fill.dataset.animating = '';
      else delete fill.dataset.animating;
      fill.style.inlineSize = `${Math.abs(x) + handle.offsetWidth}px`;
    }
  }, []);

  const moveTo = useCallback(
    (progress: number) => {
      const { maxX, sign } = geometryRef.current;
      place(sign * progress * maxX, true);
    },
    [place],
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
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  // Keep the handle where the state says: at the end for outcomes, else at the current progress.
  const target = locked ? 1 : state.progress;
  useLayoutEffect(() => {
    if (!draggingRef.current) moveTo(target);
  }, [target, geometry, moveTo]);

  const progressOf = (x: number) => {
    const { maxX, sign } = geometryRef.current;
    return maxX > 0 ? (sign * x) / maxX : 0;
  };

  // The window listeners of a drag in progress, so unmounting mid-drag removes them.
  const stopDrag = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!canDrag || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const { maxX, sign } = geometryRef.current;
    const startX = e.clientX;
    const startOffset = sign * stateRef.current.progress * maxX;
    const pointerId = e.pointerId;
    draggingRef.current = true;
    dispatch({ type: 'start' });
    const move = (ev: PointerEvent) => {
      if (ev.pointerId !== pointerId || !draggingRef.current) return;
      const x =
        sign === 1
          ? clamp(startOffset + ev.clientX - startX, 0, maxX)
          : clamp(startOffset + ev.clientX - startX, -maxX, 0);
      place(x, false);
      dispatch({ type: 'move', progress: progressOf(x) });
    };
    const end = (ev: PointerEvent) => {
      if (ev.pointerId !== pointerId) return;
      stopDrag.current?.();
      draggingRef.current = false;
      dispatch({ type: 'release' });
      moveTo(stateRef.current.phase === 'finished' ? 1 : stateRef.current.progress);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stopDrag.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stopDrag.current = null;
    };
  };

  const forwardKey = geometry.sign === 1 ? 'ArrowRight' : 'ArrowLeft';
  const backKey = geometry.sign === 1 ? 'ArrowLeft' : 'ArrowRight';
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!canDrag) return;
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
        return;
    }
    e.preventDefault();
  };

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
      <div
        ref={fillRef}
        className={[styles.fill, locked ? styles.fillFull : ''].join(' ')}
        aria-hidden="true"
      />
      <div className={[styles.label, locked ? styles.labelOnAccent : ''].join(' ')} aria-hidden="true">
        <span className={styles.labelText}>{visibleLabel}</span>
      </div>
      <div
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
        className={styles.handle}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Keyboard users who leave half-way get the same snap-back as an early release.
          if (!draggingRef.current && stateRef.current.phase === 'sliding') dispatch({ type: 'release' });
        }}
      >
        <HandleIcon status={shown} />
      </div>
      <span id={hintId} className={visuallyHidden}>
        {keyboardHint}
      </span>
      <span className={visuallyHidden} role="status">
        {outcomeText}
      </span>
    </div>
  );
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function HandleIcon({ status }: { status: SlideStatus }) {
  if (status === 'loading') return <Spinner size={18} />;
  if (status === 'success') return <IconGlyph icon={checkIcon} name="check" strokeWidth={2.5} className={styles.icon} />;
  if (status === 'error') return <IconGlyph icon={closeIcon} name="close" strokeWidth={2.5} className={styles.icon} />;
  return <IconGlyph icon={slideIcon} name="slide" className={`${styles.icon} ${styles.mirrored}`} data-icon="arrow" />;
}
