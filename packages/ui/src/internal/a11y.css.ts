/**
 * Shared style fragments for @aurum/ui components (not exported from the package entry).
 */
import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { lightTheme, vars } from '@aurum/tokens/theme.css';

/** Keyboard focus ring; apply together with react-aria's useFocusRing (`data-focus-visible`). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

/** Hides content visually but keeps it in the accessibility tree. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * Text colour on the gold (`theme`) and red (`falling`) accent surfaces.
 *
 * The token `color.onTheme` is the intended value, but in the light theme it is white, which
 * gives a 2.0:1 contrast on gold (WCAG AA needs 4.5:1) and 4.0:1 on red. Until the token is
 * fixed, the light theme swaps in its own `color.text` (black: 10.4:1 on gold, 5.2:1 on red).
 * Any other theme (e.g. another brand's) gets plain `color.onTheme`. Once tokens.json has an
 * accessible light `onTheme`, this override is a no-op and can be deleted.
 */
const onAccentOverride = createVar();
globalStyle(lightTheme, { vars: { [onAccentOverride]: vars.color.text } });
export const onAccent = fallbackVar(onAccentOverride, vars.color.onTheme);

/** Honour the user's reduced-motion setting. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
