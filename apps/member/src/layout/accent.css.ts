import { createVar, fallbackVar, globalStyle } from '@vanilla-extract/css';
import { lightTheme, vars } from '@aurum/tokens/theme.css';

/**
 * Text colour on the gold `theme` surface. The token `onTheme` is white in the light theme, which
 * is below contrast on #D8AF81; the light theme uses its (black) text colour instead, like the
 * primary Button does. Dark theme: `onTheme` (black).
 */
const onGoldLight = createVar();
globalStyle(lightTheme, { vars: { [onGoldLight]: vars.color.text } });
export const onGold = fallbackVar(onGoldLight, vars.color.onTheme);
