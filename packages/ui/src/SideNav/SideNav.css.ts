import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

const narrow = 'screen and (max-width: 899px)';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  boxSizing: 'border-box',
  inlineSize: 232,
  minBlockSize: '100%',
  padding: vars.space['3'],
  background: vars.color.item,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  color: vars.color.text,
  '@media': {
    [narrow]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      inlineSize: '100%',
      minBlockSize: 0,
      paddingBlock: vars.space['1'],
      borderInlineEnd: 'none',
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const header = style({ paddingInline: vars.space['2'], flexShrink: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // narrow: the links get a row of their own under the header and footer, scrolling sideways if need be
  '@media': { [narrow]: { order: 1, flexDirection: 'row', overflowX: 'auto', flexBasis: '100%' } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: vars.size.minTarget,
  paddingInline: vars.space['3'],
  borderRadius: vars.size.radius,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.background },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[aria-current="page"]': {
      background: vars.color.background,
      fontWeight: vars.font.weightBold,
      boxShadow: `inset 3px 0 0 ${vars.color.theme}`,
    },
  },
});

export const icon = style({ display: 'inline-flex', inlineSize: 20, justifyContent: 'center' });

export const text = style({ flex: '1 1 auto' });

export const badge = style({
  minInlineSize: 20,
  paddingInline: 6,
  borderRadius: vars.size.radiusPill,
  background: vars.color.theme,
  color: vars.color.onTheme,
  fontSize: vars.size.fontSizeSmall,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
});

export const footer = style({
  marginBlockStart: 'auto',
  paddingInline: vars.space['2'],
  '@media': { [narrow]: { marginBlockStart: 0, marginInlineStart: 'auto', flexShrink: 0 } },
});
