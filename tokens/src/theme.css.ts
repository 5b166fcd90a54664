/**
 * vanilla-extract theme contract built from tokens.json: `vars` is what components use; the
 * `lightTheme` and `darkTheme` classes fill it. Put one of the classes on a root element.
 */
import { createGlobalTheme, createTheme, createThemeContract, style } from '@vanilla-extract/css';
import {
  avatarColors,
  avatarInitialColor,
  colorNames,
  colors,
  fontFamily,
  monoFontFamily,
  sizes,
  durations,
  type ColorName,
} from './index';

const colorContract = Object.fromEntries(colorNames.map((n) => [n, null])) as Record<ColorName, null>;

export const themeVars = createThemeContract({ color: colorContract });

export const lightTheme = createTheme(themeVars, { color: colors.light });
export const darkTheme = createTheme(themeVars, { color: colors.dark });

/** Theme-independent values, available everywhere. */
export const constVars = createGlobalTheme(':root', {
  size: sizes,
  font: { family: fontFamily, mono: monoFontFamily },
  motion: Object.fromEntries(Object.entries(durations).map(([k, v]) => [k, `${v}ms`])) as Record<
    keyof typeof durations,
    string
  >,
  /** Avatar colours by index, '0' to '19'. */
  avatar: Object.fromEntries(avatarColors.map((c, i) => [String(i), c])) as Record<string, string>,
  avatarInitial: avatarInitialColor,
});

/** Everything a component may style with. */
export const vars = { ...themeVars, ...constVars };

/** Root surface: page background, text colour and font of the active theme. */
export const themeSurface = style({
  background: themeVars.color.background,
  color: themeVars.color.text,
  fontFamily: constVars.font.family,
  fontSize: constVars.size.fontSize,
});
