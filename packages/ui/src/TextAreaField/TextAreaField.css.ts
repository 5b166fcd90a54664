import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const textarea = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: vars.size.minTarget,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 16, // 16 px or more stops iOS Safari from zooming into the field.
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
    },
    '&[data-invalid]': { borderColor: vars.color.falling },
    '&:disabled': { opacity: 0.5 },
    '&::placeholder': { color: vars.color.textSecondary, opacity: 1 },
  },
});
