import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  paddingBlock: 40,
  paddingInline: vars.size.spacing,
  textAlign: 'center',
  color: vars.color.textSecondary,
});

export const illustration = style({ inlineSize: 120, blockSize: 96, color: vars.color.theme, marginBlockEnd: 8 });
export const illustrationLine = style({ color: vars.color.border });

export const title = style({ margin: 0, color: vars.color.text, fontSize: vars.size.fontSizeLarge, fontWeight: 700 });

export const text = style({ margin: 0, maxInlineSize: 280, lineHeight: 1.5 });

export const action = style({ marginBlockStart: 12, minInlineSize: 160, minBlockSize: 44 });
