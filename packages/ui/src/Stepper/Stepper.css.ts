import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.minTarget,
  blockSize: vars.size.minTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.textSecondary, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&:active:not(:disabled)': { background: vars.color.border },
  },
});

export const input = style({
  inlineSize: '3.5em',
  blockSize: vars.size.minTarget,
  padding: 0,
  border: 'none',
  borderInline: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.size.fontSize,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
