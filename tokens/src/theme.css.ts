/**
 * The vanilla-extract theme contract (`vars`) built from tokens.json, with fixed custom-property
 * names (`--aurum-color-theme`, `--aurum-space-4`, ...: see contract.ts), so that every copy of the
 * contract — this source, the built `@aurum/tokens/theme.css`, a consumer's own vanilla-extract
 * build — reads and writes the same variables. Aurum's values: the constants on `:root`, the colours
 * through the `lightTheme` / `darkTheme` classes (put one on a root element, or use AurumProvider).
 */
import { createGlobalTheme, createGlobalThemeContract, createTheme, style } from '@vanilla-extract/css';
import { aurumColors, aurumConstants, contractShape, varPrefix } from './contract';

const name = (_value: unknown, path: string[]) => `${varPrefix}-${path.join('-')}`;

const { color, ...constantShape } = contractShape;

/** The colours: set per scheme by the theme classes (or a brand theme). */
export const themeVars = createGlobalThemeContract({ color }, name);

/** Sizes, spacing, type, motion and the avatar palette: Aurum's values on :root, a brand may override them. */
export const constVars = createGlobalThemeContract(constantShape, name);
createGlobalTheme(':root', constVars, aurumConstants);

export const lightTheme = createTheme(themeVars, { color: aurumColors.light });
export const darkTheme = createTheme(themeVars, { color: aurumColors.dark });

/** Everything a component may style with: the one contract. */
export const vars = { ...themeVars, ...constVars };

/** Root surface: page background, text colour and font of the active theme. */
export const themeSurface = style({
  background: themeVars.color.background,
  color: themeVars.color.text,
  fontFamily: constVars.font.family,
  fontSize: constVars.size.fontSize,
});
