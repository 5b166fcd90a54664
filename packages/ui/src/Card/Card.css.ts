import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@aurum/tokens/theme.css';

export const card = recipe({
  base: {
    boxSizing: 'border-box',
    minInlineSize: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.size.radius,
    background: vars.color.item,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.size.fontSize,
    overflow: 'hidden',
  },
  variants: {
    padding: {
      none: { padding: 0 },
      medium: { padding: vars.size.spacing },
    },
  },
  defaultVariants: { padding: 'medium' },
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  fontSize: vars.size.fontSizeLarge,
  fontWeight: 700,
  lineHeight: 1.3,
});

/** With padding="none" the title keeps its own inset. */
export const titleInset = style({ padding: `${vars.size.spacing} ${vars.size.spacing} 0` });
