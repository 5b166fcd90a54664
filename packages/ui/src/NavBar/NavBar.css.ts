import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@aurum/tokens/theme.css';

/** The bar: 44 px high (token navBarHeight), fluid up to the layout maximum. */
export const bar = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: `minmax(${vars.size.navBarHeight}, 1fr) minmax(0, max-content) minmax(${vars.size.navBarHeight}, 1fr)`,
    alignItems: 'center',
    width: '100%',
    maxWidth: vars.size.layoutMax,
    marginInline: 'auto',
    height: vars.size.navBarHeight,
    paddingInline: vars.space['1'],
    fontFamily: vars.font.family,
    color: vars.color.text,
  },
  variants: {
    tone: {
      navBar: { background: vars.color.navBar },
      item: { background: vars.color.item },
      background: { background: vars.color.background },
      transparent: { background: 'transparent' },
    },
    bordered: {
      true: { borderBlockEnd: `1px solid ${vars.color.border}` },
      false: {},
    },
  },
  defaultVariants: { tone: 'navBar', bordered: false },
});

export type NavBarVariants = NonNullable<RecipeVariants<typeof bar>>;

export const start = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  minWidth: 0,
});
export const end = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'center',
  fontSize: vars.size.fontSizeLarge,
  fontWeight: 600,
  lineHeight: vars.size.navBarHeight,
});

export const backButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.navBarHeight,
  height: vars.size.navBarHeight,
  padding: 0,
  border: 'none',
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -4 },
    '&:focus:not(:focus-visible)': { outline: 'none' },
    '&:active': { opacity: 0.6 },
  },
});

export const backIcon = style({
  width: 24,
  height: 24,
  selectors: {
    // The chevron points towards the inline start, so it flips in right-to-left layouts.
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});
