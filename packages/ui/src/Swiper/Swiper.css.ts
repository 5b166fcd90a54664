import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const root = style({
  position: 'relative',
  borderRadius: vars.size.radius,
  overflow: 'hidden',
  background: vars.color.item,
});

export const track = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

export const slide = style({
  flex: '0 0 100%',
  scrollSnapAlign: 'center',
  aspectRatio: '75 / 32',
  margin: 0,
  border: 'none',
  padding: 0,
  background: 'transparent',
  display: 'block',
  selectors: {
    'button&': { cursor: 'pointer' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const dots = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 8,
  display: 'flex',
  justifyContent: 'center',
  gap: 6,
  pointerEvents: 'none',
});

export const dot = style({
  width: 6,
  height: 6,
  borderRadius: 3,
  background: vars.color.item,
  opacity: 0.6,
  transition: 'width 200ms, opacity 200ms',
  selectors: { '&[data-active]': { width: 16, opacity: 1 } },
});
