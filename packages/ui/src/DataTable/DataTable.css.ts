import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { visuallyHidden } from '../internal/a11y.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minInlineSize: 0,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  color: vars.color.text,
});

/** Wide tables scroll sideways inside their card instead of widening the page. */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  // focusable only while it overflows (a keyboard user scrolls it with the arrow keys)
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space['3'],
  fontWeight: vars.font.weightBold,
});

export const hiddenCaption = visuallyHidden;

const cellBase = {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  textAlign: 'start',
  verticalAlign: 'middle',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
} as const;

export const headerCell = style({
  ...cellBase,
  position: 'sticky',
  insetBlockStart: 0,
  background: vars.color.background,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minBlockSize: 32,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const sortMark = style({ fontSize: 10 });

export const row = style({
  selectors: {
    '&[data-selected]': { background: vars.color.background, boxShadow: `inset 3px 0 0 ${vars.color.theme}` },
  },
});

export const cell = style({
  ...cellBase,
  selectors: { ...cellBase.selectors, 'tr:last-child > &': { borderBlockEnd: 'none' } },
});

export const emptyCell = style({
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textSecondary,
});
