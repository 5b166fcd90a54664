import { style } from '@vanilla-extract/css';

export const masked = style({
  // Masked values are codes: keep their characters in order in right-to-left pages too.
  unicodeBidi: 'isolate',
  direction: 'ltr',
  whiteSpace: 'nowrap',
  letterSpacing: '0.02em',
});

export const money = style({
  unicodeBidi: 'isolate',
  direction: 'ltr',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
