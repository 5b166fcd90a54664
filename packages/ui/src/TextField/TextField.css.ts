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

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  boxSizing: 'border-box',
  minBlockSize: 44,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.falling },
    '&[data-invalid]:focus-within': { boxShadow: `0 0 0 1px ${vars.color.falling}` },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  blockSize: 42,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: 16, // 16 px or more stops iOS Safari from zooming into the field.
  selectors: { '&::placeholder': { color: vars.color.textSecondary, opacity: 1 } },
});

export const affix = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.text,
});

export const description = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall });

/**
 * Error text uses the body text colour with a red marker: the red token (falling) on the light
 * surfaces is below the 4.5:1 needed for small text, the marker only needs 3:1.
 */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 6,
  color: vars.color.text,
  fontSize: vars.size.fontSizeSmall,
  lineHeight: 1.4,
});

export const errorIcon = style({ flexShrink: 0, marginBlockStart: 1, color: vars.color.falling });
