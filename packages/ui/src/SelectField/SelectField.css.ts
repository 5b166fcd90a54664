import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  minInlineSize: 0,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  color: vars.color.text,
});

export const label = style({ fontWeight: 600 });

export const select = style({
  boxSizing: 'border-box',
  minBlockSize: vars.size.minTarget,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
    },
    '&:disabled': { opacity: 0.5 },
  },
});

export const description = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall });
