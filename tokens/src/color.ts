/**
 * Colour arithmetic for brand themes: parsing, WCAG 2 contrast, mixing, and choosing a readable
 * colour on a surface. Pure functions, no dependencies.
 */

export type Rgb = readonly [r: number, g: number, b: number];

/** Parses `#rgb`, `#rrggbb` (case-insensitive). Throws a RangeError for anything else. */
export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new RangeError(`Expected a #rgb or #rrggbb colour, got "${hex}"`);
  let digits = m[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** WCAG 2 relative luminance of a colour, 0 (black) to 1 (white). */
export function luminance(color: string | Rgb): number {
  const rgb = typeof color === 'string' ? parseHex(color) : color;
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrast(a: string | Rgb, b: string | Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `amount` (0..1) of the way from `from` to `to`, per sRGB channel. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount) as unknown as Rgb);
}

export const black = '#000000';
export const white = '#ffffff';

/**
 * Text colour for a surface: white when it reaches WCAG AA (4.5:1), else black. Where white falls
 * short the surface's luminance is above 0.183, so black reaches more than 4.67:1: text on any
 * opaque colour passes AA. (Aurum's gold, green and red all get black, as in tokens.json.)
 */
export function readableOn(surface: string): string {
  return contrast(surface, white) >= 4.5 ? white : black;
}

/**
 * `color` moved towards black or white (whichever lies across from `background`) in small steps
 * until it reaches `ratio` against `background`; used for focus rings and accents that must stand
 * out from the page. Returns `color` itself when it already does.
 */
export function withContrast(color: string, background: string, ratio: number): string {
  if (contrast(color, background) >= ratio) return color;
  const towards = luminance(background) > 0.18 ? black : white;
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(color, towards, step / 20);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return towards;
}
