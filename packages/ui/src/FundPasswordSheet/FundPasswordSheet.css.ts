import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@aurum/tokens/theme.css';
import { focusRing, minTarget } from '../internal/a11y.css';

export const body = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  // On wide layouts (up to 960 px) the sheet spans the width; its controls stay phone-sized.
  inlineSize: '100%',
  maxInlineSize: 520,
  marginInline: 'auto',
  padding: `20px ${vars.size.spacing} ${vars.size.spacing}`,
  outline: 'none',
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: '44px 1fr 44px',
  alignItems: 'center',
});

export const title = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.size.fontSizeLarge,
  fontWeight: 700,
  lineHeight: 1.3,
  textAlign: 'center',
});

export const closeButton = style([
  focusRing,
  {
    gridColumn: 3,
    justifySelf: 'end',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 44,
    blockSize: 44,
    padding: 0,
    border: 'none',
    borderRadius: '50%',
    background: 'transparent',
    color: vars.color.textSecondary,
    cursor: 'pointer',
  },
]);

/** Wraps the cells and the input over them; this is what shakes on an error. */
export const field = style({
  position: 'relative',
  alignSelf: 'center',
  inlineSize: '100%',
  maxInlineSize: 360,
});

/** The real input: covers the cells (a tap focuses it) but is transparent. */
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  opacity: 0,
  color: 'transparent',
  background: 'transparent',
  caretColor: 'transparent',
  fontSize: 16,
  cursor: 'pointer',
});

/** Number of digit cells (the code length). */
export const cellCount = createVar();

export const cells = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${cellCount}, 1fr)`,
  gap: vars.space['2'],
  pointerEvents: 'none',
});

export const cell = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: '1',
    maxBlockSize: 56,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.size.radius,
    background: vars.color.background,
    transition: 'border-color 120ms ease-out',
  },
  variants: {
    state: {
      empty: {},
      filled: {},
      /** Where the next digit goes, while the input has focus. */
      current: { borderColor: vars.color.theme, borderWidth: 2 },
      error: { borderColor: vars.color.falling },
    },
  },
  defaultVariants: { state: 'empty' },
});

export const dot = style({
  inlineSize: 12,
  blockSize: 12,
  borderRadius: '50%',
  background: vars.color.text,
});

/** Keyboard focus in the hidden input shows as a ring around the cells. */
export const fieldFocused = style({
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 4,
  borderRadius: vars.size.radius,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minBlockSize: 20,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.size.fontSizeSmall,
  textAlign: 'center',
});

export const errorIcon = style({ inlineSize: 16, blockSize: 16, flexShrink: 0, color: vars.color.falling });

export const forgotRow = style({ display: 'flex', justifyContent: 'flex-end', minBlockSize: 24 });

export const forgotLink = style([
  focusRing,
  minTarget,
  {
    padding: '4px 0',
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.size.fontSizeSmall,
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    cursor: 'pointer',
  },
]);

export const keypad = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space['2'],
  marginBlockStart: vars.space['1'],
});

export const key = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minBlockSize: 52,
    padding: 0,
    border: 'none',
    borderRadius: vars.size.radius,
    background: vars.color.background,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: 22,
    fontWeight: 500,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-pressed]': { background: vars.color.border },
    },
  },
]);

export const keyIcon = style({
  inlineSize: 26,
  blockSize: 26,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
