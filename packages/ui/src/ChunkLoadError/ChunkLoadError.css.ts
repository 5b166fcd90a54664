import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const root = style({ display: 'flex', inlineSize: '100%', minBlockSize: 200 });

/** The whole block is the button, as on the original "tap the screen to reload" element. */
export const button = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.size.spacing,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  lineHeight: 1.5,
  textAlign: 'center',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -4 },
    '&[data-pressed]': { background: vars.color.border },
  },
});

export const icon = style({ color: vars.color.textSecondary });
