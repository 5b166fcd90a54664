import { useCallback, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { mergeProps, useFocusRing, useMove } from 'react-aria';
import { useControlled } from '../internal/useControlled';
import { percentOf, snapValue, valueForKey, valueFromOffset } from './slider';
import * as styles from './DraggableSlider.css';
import { useUiText } from '../locale/LocaleProvider';

export interface DraggableSliderProps {
  /** Current value (controlled), 0..max. */
  value?: number;
  /** Initial value when uncontrolled. @default 0 */
  defaultValue?: number;
  /** Largest value; the smallest is 0. @default 100 */
  max?: number;
  /** @default 1 */
  step?: number;
  /** Called on every change while dragging or with the keyboard. */
  onChange?: (value: number) => void;
  /** Called once when a drag or key press ends. */
  onChangeEnd?: (value: number) => void;
  /** Label, shown above the track and used as the accessible name. @default 'Value' */
  label?: string;
  /** Show the label and value above the track. @default true */
  showLabel?: boolean;
  /** Text for the value (screen readers get it as aria-valuetext). @default String(value) */
  formatValue?: (value: number) => string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A value slider from 0 to `max`: drag anywhere on the track (react-aria `useMove`, mouse and
 * touch), or use the arrow keys, PageUp/PageDown, Home/End on the focused thumb (role
 * "slider" with aria-valuenow). Right-to-left aware. The thumb grows while dragged (a CSS
 * transition, none under reduced motion).
 */
export function DraggableSlider({
  value,
  defaultValue = 0,
  max = 100,
  step = 1,
  onChange,
  onChangeEnd,
  label: labelProp,
  showLabel = true,
  formatValue = String,
  isDisabled = false,
  className,
}: DraggableSliderProps) {
  const { text } = useUiText();
  const label = labelProp ?? text('sliderValue');
  const [current, setCurrent] = useControlled(value, snapValue(defaultValue, max, step), onChange);
  const shown = snapValue(current, max, step);
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  /** Pointer position in px from the track's left edge during a drag. */
  const dragX = useRef(0);
  const latest = useRef(shown);
  latest.current = shown;
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const { focusProps, isFocusVisible } = useFocusRing();

  const isRtl = () => trackRef.current != null && getComputedStyle(trackRef.current).direction === 'rtl';
  const update = useCallback(
    (next: number) => {
      if (next !== latest.current) {
        latest.current = next;
        setCurrent(next);
      }
    },
    [setCurrent],
  );
  const setFromX = (x: number) => {
    const width = trackRef.current?.getBoundingClientRect().width ?? 0;
    update(valueFromOffset(x, width, max, step, isRtl()));
  };

  const { moveProps } = useMove({
    onMoveStart: () => setDragging(true),
    onMove: (e) => {
      if (e.pointerType === 'keyboard') return;
      dragX.current += e.deltaX;
      setFromX(dragX.current);
    },
    onMoveEnd: (e) => {
      setDragging(false);
      if (e.pointerType !== 'keyboard') onChangeEnd?.(latest.current);
    },
  });
  // useMove also reacts to arrow keys, without RTL or Home/End: the thumb handles keys itself.
  const { onKeyDown: _moveKeys, ...pointerMoveProps } = moveProps;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (isDisabled || e.button !== 0 || !trackRef.current) return;
    const rect = trackRef.current.getBoundingClientRect();
    dragX.current = e.clientX - rect.left;
    setFromX(dragX.current);
    thumbRef.current?.focus({ preventScroll: true });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (isDisabled) return;
    const next = valueForKey(e.key, latest.current, { max, step, rtl: isRtl() });
    if (next === null) return;
    e.preventDefault();
    update(next);
    onChangeEnd?.(next);
  };

  const percent = percentOf(shown, max);
  const valueText = formatValue(shown);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {showLabel && (
        <div className={styles.header}>
          <span id={labelId}>{label}</span>
          <output className={styles.output} aria-hidden="true">
            {valueText}
          </output>
        </div>
      )}
      <div
        {...(isDisabled ? {} : mergeProps(pointerMoveProps, { onPointerDown }))}
        ref={trackRef}
        className={styles.track}
        data-disabled={isDisabled || undefined}
      >
        <div className={styles.rail} />
        <div className={styles.fill} style={{ inlineSize: `calc(${percent}% + 12px)` }} />
        <div
          onFocus={focusProps.onFocus}
          onBlur={focusProps.onBlur}
          ref={thumbRef}
          role="slider"
          tabIndex={isDisabled ? undefined : 0}
          aria-labelledby={showLabel ? labelId : undefined}
          aria-label={showLabel ? undefined : label}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={shown}
          aria-valuetext={valueText}
          aria-orientation="horizontal"
          aria-disabled={isDisabled || undefined}
          className={styles.thumb}
          style={{ insetInlineStart: `${percent}%` }}
          data-focus-visible={isFocusVisible || undefined}
          data-dragging={dragging || undefined}
          onKeyDown={onKeyDown}
        />
      </div>
    </div>
  );
}
