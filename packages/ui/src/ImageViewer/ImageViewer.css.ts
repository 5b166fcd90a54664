import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

/**
 * Full screen, pictures on black whatever the theme (onTheme is black in both), controls in white
 * (avatarInitial, white in both).
 */
export const viewer = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.onTheme,
  color: vars.avatarInitial,
  fontFamily: vars.font.family,
  outline: 'none',
});

export const bar = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlockStart: 'env(safe-area-inset-top)',
  paddingInline: 4,
  blockSize: `calc(${vars.size.navBarHeight} + env(safe-area-inset-top))`,
});

export const counter = style({
  paddingInline: vars.size.spacing,
  fontSize: vars.size.fontSize,
  fontVariantNumeric: 'tabular-nums',
  color: vars.avatarInitial,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: vars.avatarInitial,
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&:disabled': { opacity: 0.3, cursor: 'default' },
  },
});

/** One picture per screen width; swiping snaps to the next (native scrolling). */
export const track = style({
  flex: 1,
  display: 'flex',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehavior: 'contain',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&[data-zoomed]': { overflowX: 'hidden', touchAction: 'none' },
  },
});

export const slide = style({
  flex: '0 0 100%',
  scrollSnapAlign: 'center',
  scrollSnapStop: 'always',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  touchAction: 'pan-x',
});

/** The current picture's zoom, set inline by the viewer. */
export const zoomScale = createVar();
export const zoomX = createVar();
export const zoomY = createVar();

export const image = style({
  vars: { [zoomScale]: '1', [zoomX]: '0px', [zoomY]: '0px' },
  transform: `translate(${zoomX}, ${zoomY}) scale(${zoomScale})`,
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '100%',
  objectFit: 'contain',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  transformOrigin: 'center',
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: `transform ${vars.motion.loadingDelay} ease-out` } },
  selectors: { '[data-gesture] &': { transition: 'none' } },
});

export const steps = style({
  position: 'absolute',
  insetInline: 4,
  insetBlockEnd: `calc(${vars.size.spacing} + env(safe-area-inset-bottom))`,
  display: 'flex',
  justifyContent: 'space-between',
  // the bar lets swipes through; its buttons take their taps (iconButton)
  pointerEvents: 'none',
});
