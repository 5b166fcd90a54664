import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

/** Shared looks of the community screens. */

/** The trash button on the member's own post or comment: grey, red on hover; the size is the caller's. */
export const deleteIconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.fallingText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -4 },
  },
});
