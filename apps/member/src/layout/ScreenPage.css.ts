import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

/** A page whose content scrolls inside (pull-to-refresh): exactly the viewport high. */
export const fixedPage = style({
  height: '100dvh',
  minHeight: 0,
  overflow: 'hidden',
});

export const scroller = style({ flex: 1, minHeight: 0 });

/** The 44 px nav bar stays at the top; the content scrolls under it. */
export const navBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  flex: 'none',
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
});

/** On the five tab pages: room for the bottom tab bar (and the safe area below it). */
export const aboveTabBar = style({
  paddingBottom: `calc(${vars.size.tabBarHeight} + 1px + env(safe-area-inset-bottom))`,
});

export const padded = style({
  padding: vars.size.spacing,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});
