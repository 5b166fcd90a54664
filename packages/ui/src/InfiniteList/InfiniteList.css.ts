import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minBlockSize: vars.size.minTarget,
  paddingBlock: vars.space['2'],
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});

export const retry = style({
  minBlockSize: vars.size.minTarget,
  paddingInline: vars.space['4'],
  border: 'none',
  background: 'transparent',
  color: vars.color.fallingText,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});

export const sentinel = style({ blockSize: 1 });
