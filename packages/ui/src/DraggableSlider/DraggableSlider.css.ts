import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { minTarget } from '../internal/a11y.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  inlineSize: '100%',
  minInlineSize: 0,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  color: vars.color.text,
});

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: 8 });

export const output = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

/** The touch target: the full sliderHeight token (40 px), with the thin visible rail inside. */
/** 40 px high; its press target is 44 (minTarget). */
export const track = style([
  minTarget,
  {
    position: 'relative',
    blockSize: vars.size.sliderHeight,
    marginInline: 12, // half the thumb, so it stays inside at 0 and max
    touchAction: 'none',
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 } },
  },
]);

export const rail = style({
  position: 'absolute',
  insetInline: -12,
  insetBlockStart: '50%',
  blockSize: 6,
  marginBlockStart: -3,
  borderRadius: 3,
  background: vars.color.border,
});

export const fill = style({
  position: 'absolute',
  insetInlineStart: -12,
  insetBlockStart: '50%',
  blockSize: 6,
  marginBlockStart: -3,
  borderRadius: 3,
  background: vars.color.theme,
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '50%',
  boxSizing: 'border-box',
  inlineSize: 24,
  blockSize: 24,
  marginBlockStart: -12,
  marginInlineStart: -12,
  borderRadius: 9999,
  border: `${vars.size.sliderBorder} solid ${vars.color.theme}`,
  background: vars.color.item,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-dragging]': { cursor: 'grabbing', transform: 'scale(1.15)' },
  },
  transition: `transform ${vars.motion.settle} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
