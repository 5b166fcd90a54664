import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

/** A 44 px icon button in the nav bar (ScreenPage's `navRight`): settings, publish. */
const navIconButtonBase = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 'none',
  borderRadius: vars.size.radius,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -4 } },
});

export const navIconButton = styleVariants({
  /** in the text colour (a setting) */
  plain: [navIconButtonBase, { color: vars.color.text }],
  /** in the accent colour (an action that creates something) */
  accent: [navIconButtonBase, { color: vars.color.themeText }],
});
