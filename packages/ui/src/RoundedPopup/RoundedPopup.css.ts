import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const body = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: `24px ${vars.size.spacing} ${vars.size.spacing}`,
  outline: 'none',
});

/** Leaves room for the close button so a long title never runs under it. */
export const withClose = style({ paddingInline: 48 });

/** No title: push content below the close button. */
export const clearClose = style({ paddingBlockStart: 56 });

export const title = style({
  margin: 0,
  fontSize: vars.size.fontSizeLarge,
  fontWeight: 700,
  lineHeight: 1.3,
  textAlign: 'center',
});

export const close = style({
  position: 'absolute',
  insetBlockStart: 8,
  insetInlineEnd: 8,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 44,
  blockSize: 44,
  padding: 0,
  border: 'none',
  borderRadius: 9999,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-pressed]': { background: vars.color.border },
  },
});

export const closeImage = style({ inlineSize: 24, blockSize: 24, objectFit: 'contain' });
