import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@aurum/tokens/theme.css';

export const list = recipe({
  base: { display: 'flex', fontFamily: vars.font.family, fontSize: vars.size.fontSize },
  variants: {
    variant: {
      line: { borderBlockEnd: `1px solid ${vars.color.border}` },
      segmented: {
        gap: vars.space['1'],
        padding: vars.space['1'],
        borderRadius: vars.size.radius,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.background,
      },
    },
  },
});

export const tab = recipe({
  base: {
    flex: '1 1 0',
    minInlineSize: 0,
    minBlockSize: vars.size.minTarget,
    paddingInline: vars.space['3'],
    border: 'none',
    background: 'transparent',
    color: vars.color.textSecondary,
    font: 'inherit',
    cursor: 'pointer',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
  },
  variants: {
    variant: {
      line: {
        borderBlockEnd: '2px solid transparent',
        selectors: {
          '&[aria-selected="true"]': {
            color: vars.color.text,
            fontWeight: vars.font.weightBold,
            borderBlockEndColor: vars.color.theme,
          },
        },
      },
      segmented: {
        borderRadius: vars.size.radiusSmall,
        selectors: {
          '&[aria-selected="true"]': {
            background: vars.color.item,
            color: vars.color.text,
            fontWeight: vars.font.weightBold,
          },
        },
      },
    },
  },
});

export const panel = style({ outline: 'none' });
