import { useId, useState, type KeyboardEvent } from 'react';
import { IconGlyph } from '../Icon/IconGlyph';
import { minusIcon } from '../Icon/glyphs/minus';
import { plusIcon } from '../Icon/glyphs/plus';
import { useControlled } from '../internal/useControlled';
import { useUiText } from '../locale/LocaleProvider';
import * as styles from './Stepper.css';

export interface StepperProps {
  /** Accessible name of the number (e.g. "Quantity"). */
  label: string;
  value?: number;
  /** @default min */
  defaultValue?: number;
  /** @default 1 */
  min?: number;
  /** @default Infinity */
  max?: number;
  /** Whole steps only. @default 1 */
  step?: number;
  onChange?: (value: number) => void;
  isDisabled?: boolean;
}

/** Clamps to [min, max] and onto the step grid from min. */
export function clampStep(value: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/**
 * Quantity ± : a number field (role spinbutton: arrow keys, Home/End, typing) between 44 px decrease
 * and increase buttons; the value stays within min..max on the step grid.
 */
export function Stepper({
  label,
  value,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  defaultValue = min,
  onChange,
  isDisabled = false,
}: StepperProps) {
  const { text } = useUiText();
  const id = useId();
  const [current, setCurrent] = useControlled(value, clampStep(defaultValue, min, max, step), onChange);
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    const clean = clampStep(next, min, max, step);
    if (clean !== current) setCurrent(clean);
  };
  const commit = () => {
    if (draft !== null) set(Number.parseInt(draft, 10));
    setDraft(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowUp: current + step,
      ArrowDown: current - step,
      Home: min,
      End: max,
    };
    if (e.key === 'Enter') commit();
    if (!(e.key in moves) || (e.key === 'End' && !Number.isFinite(max))) return;
    e.preventDefault();
    setDraft(null);
    set(moves[e.key]!);
  };
  return (
    <div className={styles.root} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} hidden>
        {label}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label={text('stepperDecrease')}
        aria-controls={id}
        disabled={isDisabled || current <= min}
        onClick={() => set(current - step)}
      >
        <IconGlyph icon={minusIcon} name="minus" size={18} />
      </button>
      <input
        id={id}
        className={styles.input}
        role="spinbutton"
        inputMode="numeric"
        aria-label={label}
        aria-valuenow={current}
        aria-valuemin={min}
        aria-valuemax={Number.isFinite(max) ? max : undefined}
        disabled={isDisabled}
        value={draft ?? String(current)}
        onChange={(e) => setDraft(e.target.value.replace(/[^0-9]/g, ''))}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={text('stepperIncrease')}
        aria-controls={id}
        disabled={isDisabled || current >= max}
        onClick={() => set(current + step)}
      >
        <IconGlyph icon={plusIcon} name="plus" size={18} />
      </button>
    </div>
  );
}
