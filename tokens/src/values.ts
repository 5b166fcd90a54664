/**
 * Typed view of tokens.json: the one source of design values. Components never read this for
 * colours (they use the vanilla-extract theme variables in theme.css.ts); behaviour code reads the
 * numeric values here (durations, thresholds, sizes in px).
 */
import tokensJson from '../tokens.json';
// Read by top-level key (the JSON module's named parts), and each table below computed in a pure call:
// a bundle carries the groups its code reads only (an app that never reads `colors` or `avatarColors`
// does not carry the colour tables).
import * as raw from '../tokens.json';

export type ThemeName = 'light' | 'dark';
export const themeNames: readonly ThemeName[] = ['light', 'dark'];

type ColorTokens = (typeof raw)['themes']['light']['color'];
export type ColorName = keyof ColorTokens;
export const colorNames = /* @__PURE__ */ (() => Object.keys(raw.themes.light.color) as ColorName[])();

/** Colour values per theme, as plain strings. */
export const colors: Record<ThemeName, Record<ColorName, string>> = /* @__PURE__ */ (() => ({
  light: mapValues(raw.themes.light.color),
  dark: mapValues(raw.themes.dark.color),
}))();

export type SizeName = keyof (typeof raw)['size'];
export const sizes = /* @__PURE__ */ (() => mapValues(raw.size) as Record<SizeName, string>)();

/** A dimension token as a number of px, for behaviour code (drag ranges, thresholds). */
export function px(name: SizeName): number {
  return Number.parseFloat(sizes[name]);
}

export type SpaceName = Exclude<keyof (typeof raw)['space'], '$description'>;
/** Spacing scale by step ('1' = 4px ... '8' = 32px). */
export const spaces = /* @__PURE__ */ (() =>
  Object.fromEntries(
    Object.entries(raw.space)
      .filter(([k]) => !k.startsWith('$'))
      .map(([k, v]) => [k, (v as { $value: string }).$value]),
  ) as Record<SpaceName, string>)();

export const fontWeights = {
  regular: raw.fontWeight.regular.$value,
  medium: raw.fontWeight.medium.$value,
  bold: raw.fontWeight.bold.$value,
};
export const lineHeights = { tight: raw.lineHeight.tight.$value, normal: raw.lineHeight.normal.$value };

export type MotionName = keyof (typeof raw)['motion'];
/** Durations in milliseconds. */
export const durations = /* @__PURE__ */ (() =>
  Object.fromEntries(Object.entries(raw.motion).map(([k, v]) => [k, Number.parseFloat(v.$value)])) as Record<
    MotionName,
    number
  >)();

export const brandName: string = raw.brand.name.$value;
export const fontFamily: string = raw.font.family.$value;
export const monoFontFamily: string = raw.font.mono.$value;
export const slideThreshold: number = raw.ratio.slideThreshold.$value;
export const fundPasswordLength: number = raw.limit.fundPasswordLength.$value;
export const amountDecimals: number = raw.limit.amountDecimals.$value;
export const avatarColourCount: number = raw.limit.avatarColours.$value;

/**
 * The 20 avatar colours (SPEC §3: colour index 0 to 19), in index order. Theme-independent; the initial
 * drawn on them uses `avatarInitialColor`.
 */
export const avatarColors: readonly string[] = /* @__PURE__ */ (() =>
  Object.entries(raw.avatar)
    .filter((entry): entry is [string, { $type: string; $value: string }] => /^\d+$/.test(entry[0]))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, token]) => token.$value))();
export const avatarInitialColor: string = raw.avatarInitial.$value;

export const tokens = tokensJson;

function mapValues<T extends Record<string, { $value: string }>>(group: T): Record<keyof T, string> {
  return Object.fromEntries(Object.entries(group).map(([k, v]) => [k, v.$value])) as Record<keyof T, string>;
}
