/** Pure maths of DraggableSlider: positions, steps and keys to values (min is always 0). */

/** Clamps `value` to [0, max] and rounds it to the nearest multiple of `step`. */
export function snapValue(value: number, max: number, step = 1): number {
  if (!(max > 0)) return 0;
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(Math.max(value, 0), max);
  if (!(step > 0)) return clamped;
  const snapped = Math.round(clamped / step) * step;
  // Remove float noise such as 0.30000000000000004 by rounding to the step's decimal places.
  const places = decimalPlaces(step);
  const rounded = Number(snapped.toFixed(places));
  return rounded > max ? Number((rounded - step).toFixed(places)) : rounded;
}

/**
 * Value for a pointer `offset` px from the track's left edge of `width` px. In right-to-left
 * layouts the value grows leftwards.
 */
export function valueFromOffset(offset: number, width: number, max: number, step = 1, rtl = false): number {
  if (!(width > 0)) return 0;
  const ratio = Math.min(Math.max(offset / width, 0), 1);
  return snapValue((rtl ? 1 - ratio : ratio) * max, max, step);
}

/** Share of the track (0..100) that `value` covers. */
export function percentOf(value: number, max: number): number {
  if (!(max > 0)) return 0;
  return (Math.min(Math.max(value, 0), max) / max) * 100;
}

export interface KeyOptions {
  max: number;
  step?: number;
  /** Step for PageUp/PageDown. @default a tenth of max, at least one step */
  pageStep?: number;
  rtl?: boolean;
}

/**
 * New value for a key press, or null when the key is not a slider key. Arrow Right/Up
 * increase (Left/Up and Right/Down swap in RTL for the horizontal arrows), PageUp/PageDown move
 * a page, Home/End go to 0/max.
 */
export function valueForKey(
  key: string,
  value: number,
  { max, step = 1, pageStep, rtl = false }: KeyOptions,
): number | null {
  const page = pageStep ?? Math.max(step, snapValue(max / 10, max, step));
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
    case 'ArrowUp':
      return snapValue(value + step, max, step);
    case backward:
    case 'ArrowDown':
      return snapValue(value - step, max, step);
    case 'PageUp':
      return snapValue(value + page, max, step);
    case 'PageDown':
      return snapValue(value - page, max, step);
    case 'Home':
      return 0;
    case 'End':
      return snapValue(max, max, step);
    default:
      return null;
  }
}

function decimalPlaces(n: number): number {
  const text = String(n);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}
