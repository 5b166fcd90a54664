import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@aurum/tokens/theme.css';
import { visuallyHidden } from '../internal/a11y.css';

/** Bar height in px, set inline from the `height` prop. */
export const barHeight = createVar();

/** Height used when a hidden (0 px) bar is revealed by keyboard focus. */
const revealedHeight = '56px';

export const bar = recipe({
  base: {
    boxSizing: 'content-box',
    inlineSize: '100%',
    maxInlineSize: vars.size.layoutMax,
    marginInline: 'auto',
    paddingBlockEnd: 'env(safe-area-inset-bottom)',
    background: vars.color.item,
    borderBlockStart: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.family,
    zIndex: 900,
  },
  variants: {
    position: {
      fixed: { position: 'fixed', insetBlockEnd: 0, insetInline: 0 },
      static: { position: 'relative' },
    },
    hidden: {
      false: { blockSize: barHeight },
      // Height 0 (the token default): not shown and no landmark, but the links stay in the tab
      // order; the bar appears while one of them has keyboard focus (WCAG 2.4.7).
      true: [
        visuallyHidden,
        {
          selectors: {
            '&:focus-within': {
              position: 'fixed',
              insetBlockEnd: 0,
              insetInline: 0,
              inlineSize: '100%',
              blockSize: revealedHeight,
              margin: 0,
              clip: 'auto',
              clipPath: 'none',
              overflow: 'visible',
              whiteSpace: 'normal',
            },
          },
        },
      ],
    },
  },
  defaultVariants: { position: 'fixed', hidden: false },
});

export const list = style({
  display: 'flex',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ flex: '1 1 0', minInlineSize: 0, display: 'flex' });

export const link = style({
  position: 'relative',
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minInlineSize: 0,
  paddingInline: vars.space['1'],
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  lineHeight: 1.2,
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, fontWeight: 700 },
    // Gold marker on the selected tab (a shape, so the 3:1 non-text contrast rule applies, not 4.5:1).
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: 0,
      insetInline: '30%',
      blockSize: 3,
      borderEndStartRadius: 3,
      borderEndEndRadius: 3,
      background: vars.color.theme,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const icon = style({ inlineSize: 24, blockSize: 24, objectFit: 'contain' });

/** An inline icon (`TabBarItem.icon`): secondary colour, the theme colour on the active tab. */
export const iconSlot = style({
  display: 'flex',
  inlineSize: 24,
  blockSize: 24,
  color: vars.color.textSecondary,
  selectors: { [`${link}[aria-current="page"] &`]: { color: vars.color.theme } },
});

export const text = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
