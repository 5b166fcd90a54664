import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@aurum/tokens/theme.css';
import { reducedMotion } from './a11y.css';

// Only the mask fades: fading the popup itself would lower text contrast while it animates.
const fadeIn = keyframes({ from: { backgroundColor: 'transparent' } });
// The popup moves in (no fade, for the same reason): a bottom sheet rises 40 px, a centred one grows from 96 %.
const riseIn = keyframes({ from: { transform: 'translateY(40px)' } });
const growIn = keyframes({ from: { transform: 'scale(0.96)' } });

export const underlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    justifyContent: 'center',
    background: vars.color.mask,
    animation: `${fadeIn} 150ms ease-out`,
    '@media': { [reducedMotion]: { animation: 'none' } },
  },
  variants: {
    placement: {
      center: { alignItems: 'center', padding: vars.size.spacing },
      bottom: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const modal = recipe({
  base: {
    position: 'relative',
    boxSizing: 'border-box',
    maxBlockSize: '90vh',
    overflowY: 'auto',
    background: vars.color.item,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.size.fontSize,
  },
  variants: {
    placement: {
      center: {
        animation: `${growIn} 180ms ease-out`,
        '@media': { [reducedMotion]: { animation: 'none' } },
        inlineSize: '100%',
        maxInlineSize: 'calc(0.85 * ' + vars.size.layoutBase + ')',
        borderRadius: vars.size.popupRadius,
      },
      bottom: {
        animation: `${riseIn} 180ms ease-out`,
        '@media': { [reducedMotion]: { animation: 'none' } },
        inlineSize: '100%',
        maxInlineSize: vars.size.layoutMax,
        borderStartStartRadius: vars.size.popupRadius,
        borderStartEndRadius: vars.size.popupRadius,
        paddingBlockEnd: 'env(safe-area-inset-bottom)',
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const content = style({ outline: 'none' });

export const title = style({
  margin: 0,
  fontSize: vars.size.fontSizeLarge,
  fontWeight: 700,
  lineHeight: 1.3,
  textAlign: 'center',
});

/** Padding box of a dialog-style popup (title, message, buttons). */
export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: `24px ${vars.size.spacing} ${vars.size.spacing}`,
  outline: 'none',
});

export const message = style({
  margin: 0,
  color: vars.color.textSecondary,
  lineHeight: 1.5,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  gap: vars.space['3'],
  marginBlockStart: vars.space['2'],
});

export const action = style({ flex: '1 1 0', minInlineSize: 0 });
