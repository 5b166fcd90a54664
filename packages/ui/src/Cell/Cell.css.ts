import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const cell = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  boxSizing: 'border-box',
  minBlockSize: 52,
  paddingBlock: 10,
  paddingInline: vars.size.spacing,
  background: vars.color.item,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  textAlign: 'start',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    // Hairline between consecutive cells, starting after the inline padding.
    '& + &::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: vars.size.spacing,
      insetInlineEnd: 0,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
    '&[data-pressable]': { cursor: 'pointer', userSelect: 'none' },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, inlineSize: 24, blockSize: 24 });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minInlineSize: 0,
  gap: 2,
});

export const title = style({ overflowWrap: 'anywhere' });

export const description = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall });

export const value = style({
  flexShrink: 1,
  minInlineSize: 0,
  maxInlineSize: '50%',
  color: vars.color.textSecondary,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

export const arrow = style({
  flexShrink: 0,
  color: vars.color.textSecondary,
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
