import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { durations, px } from '@aurum/tokens';
import { Spinner } from '../DelayedSpinner/DelayedSpinner';
import { visuallyHidden } from '../internal/a11y.css';
import { useFocusVisible } from '../internal/nativePress';
import { useUiText } from '../locale/LocaleProvider';
import { IconGlyph } from '../Icon/IconGlyph';
import { arrowDownIcon } from '../Icon/glyphs/arrowDown';
import { checkIcon } from '../Icon/glyphs/check';
import * as styles from './PullRefreshScroller.css';
import type { PullGestureOptions, PullGestures } from './pullGestures';
import type { PullState } from './pullRefresh';

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

  // Latest props, read by the gestures when they need them.
  const options: PullGestureOptions = {
    onRefresh,
    onReachBottom,
    onStateChange,
    disabled,
    headHeight,
    range,
    reachBottomDistance,
    reachBottomHoldOff,
  };
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // The gestures' code is fetched once the list is on screen: nobody pulls before the first paint,
  // and the screen's first load does not carry it.
  const gestures = useRef<PullGestures | null>(null);
  useEffect(() => {
    let attached = true;
    void import('./pullGestures').then(({ attachPullGestures }) => {
      const scroller = scrollRef.current;
      const content = contentRef.current;
      if (!attached || !scroller || !content) return;
      gestures.current = attachPullGestures(scroller, content, () => latest.current, setState);
    });
    return () => {
      attached = false;
      gestures.current?.detach();
      gestures.current = null;
    };
  }, []);

  // Turning pull-to-refresh off mid-pull gives the head back.
  useEffect(() => {
    if (disabled) gestures.current?.cancel();
  }, [disabled]);

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
        onPointerDown={focusVisibleProps.onPointerDown}
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

function HeadIcon({ state }: { state: PullState }) {
  if (state === 'refreshing') return <Spinner size={18} />;
  if (state === 'restoring') return <IconGlyph icon={checkIcon} name="check" className={styles.icon} />;
  return <IconGlyph icon={arrowDownIcon} name="arrowDown" className={styles.arrow} />;
}
