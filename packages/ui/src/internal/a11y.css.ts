/**
 * Shared style fragments for @aurum/ui components (not exported from the package entry).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

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

/** Honour the user's reduced-motion setting. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * Makes an element's pointer target at least 44 × 44 px (token size.minTarget) without changing how
 * it looks: a transparent ::after that overhangs a smaller element equally on each side. The element
 * must not clip (overflow) and becomes the ::after's containing block.
 */
export const minTarget = style({
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: `min(0px, calc((100% - ${vars.size.minTarget}) / 2))`,
    insetInline: `min(0px, calc((100% - ${vars.size.minTarget}) / 2))`,
  },
});
