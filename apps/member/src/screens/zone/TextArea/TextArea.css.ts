import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 });

export const label = style({ fontWeight: 600 });

export const hiddenLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  padding: '10px 12px 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.falling },
  },
});

export const input = style({
  width: '100%',
  minHeight: 44,
  padding: 0,
  border: 'none',
  outline: 'none',
  resize: 'vertical',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: 16, // no zoom on iOS Safari
  lineHeight: 1.5,
  selectors: { '&::placeholder': { color: vars.color.textSecondary, opacity: 1 } },
});

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over]': { color: vars.color.text, fontWeight: 700 } },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 6,
  fontSize: vars.size.fontSizeSmall,
});

export const errorMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 14,
  height: 14,
  marginTop: 1,
  borderRadius: '50%',
  background: vars.color.falling,
  color: vars.color.onToast,
  fontSize: 10,
  fontWeight: 700,
});
