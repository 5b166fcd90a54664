import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 32,
  padding: '0 8px 0 0',
  marginInlineEnd: 4,
  border: 'none',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontSize: 16,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: 4 } },
});

export const chevron = style({ width: 14, height: 14, color: vars.color.textSecondary });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '50dvh',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 48,
  padding: '0 16px',
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { fontWeight: 700 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const code = style({ minWidth: 56, fontVariantNumeric: 'tabular-nums' });
export const name = style({ flex: 1, color: vars.color.textSecondary });
export const check = style({ width: 18, height: 18, color: vars.color.themeText });
