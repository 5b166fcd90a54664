/**
 * The theme contract as plain data: which CSS custom properties exist (`--aurum-<group>-<name>`),
 * and Aurum's values for them. `theme.css.ts` builds the vanilla-extract contract from the same
 * shape and names, so the variables a runtime theme sets (`AurumProvider` in @aurum/ui, or any
 * `style` attribute) are exactly the ones the components read.
 */
import {
  avatarColors,
  avatarInitialColor,
  colorNames,
  colors,
  durations,
  fontFamily,
  fontWeights,
  lineHeights,
  monoFontFamily,
  sizes,
  spaces,
  type ColorName,
  type MotionName,
  type SizeName,
  type SpaceName,
} from './values';

/** Prefix of every custom property of the contract. */
export const varPrefix = 'aurum';

/** `--aurum-color-theme` for the path ['color', 'theme']. */
export function cssVarName(path: readonly string[]): string {
  return `--${varPrefix}-${path.join('-')}`;
}

export type ThemeColors = Record<ColorName, string>;

/** Everything in the contract that does not change between light and dark. */
export interface ThemeConstants {
  size: Record<SizeName, string>;
  space: Record<SpaceName, string>;
  font: { family: string; mono: string; weightRegular: string; weightMedium: string; weightBold: string };
  lineHeight: { tight: string; normal: string };
  motion: Record<MotionName, string>;
  /** Avatar colours by index, '0' to '19'. */
  avatar: Record<string, string>;
  avatarInitial: string;
}

/** The full contract: colours (per light/dark) plus the constants. */
export interface ThemeValues extends ThemeConstants {
  color: ThemeColors;
}

/** Any part of the contract, e.g. what a brand changes. */
export type ThemeOverrides = {
  [G in keyof ThemeValues]?: ThemeValues[G] extends string ? string : Partial<ThemeValues[G]>;
};

// Computed in pure calls, so a bundle that never reads them (an app's runtime) leaves them out.
export const aurumConstants: ThemeConstants = /* @__PURE__ */ (() => ({
  size: sizes,
  space: spaces,
  font: {
    family: fontFamily,
    mono: monoFontFamily,
    weightRegular: String(fontWeights.regular),
    weightMedium: String(fontWeights.medium),
    weightBold: String(fontWeights.bold),
  },
  lineHeight: { tight: String(lineHeights.tight), normal: String(lineHeights.normal) },
  motion: Object.fromEntries(Object.entries(durations).map(([k, v]) => [k, `${v}ms`])) as Record<
    MotionName,
    string
  >,
  avatar: Object.fromEntries(avatarColors.map((c, i) => [String(i), c])),
  avatarInitial: avatarInitialColor,
}))();

/** Aurum's own colours (SPEC §9), per colour scheme. */
export const aurumColors: Record<'light' | 'dark', ThemeColors> = colors;

/** The contract's shape: every leaf null, for createGlobalThemeContract. */
export const contractShape = /* @__PURE__ */ (() => ({
  color: Object.fromEntries(colorNames.map((n) => [n, null])) as Record<ColorName, null>,
  ...(nullLeaves(aurumConstants) as { [G in keyof ThemeConstants]: NullLeaves<ThemeConstants[G]> }),
}))();

type NullLeaves<T> = T extends string ? null : { [K in keyof T]: NullLeaves<T[K]> };

function nullLeaves(value: unknown): unknown {
  if (typeof value === 'string') return null;
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, nullLeaves(v)]));
}

/**
 * Flattens (part of) the contract's values into custom properties for a `style` attribute:
 * `{ color: { theme: '#0a7' } }` → `{ '--aurum-color-theme': '#0a7' }`.
 */
export function themeProperties(values: ThemeOverrides): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (node == null) return;
    if (typeof node === 'string') out[cssVarName(path)] = node;
    else for (const [k, v] of Object.entries(node as object)) walk(v, [...path, k]);
  };
  walk(values, []);
  return out;
}
