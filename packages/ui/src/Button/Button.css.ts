import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { minTarget, reducedMotion } from '../internal/a11y.css';

export const button = recipe({
  // Small and medium buttons (32 and 40 px high) still take a 44 × 44 px press.
  base: [
    minTarget,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      boxSizing: 'border-box',
      maxInlineSize: '100%',
      margin: 0,
      borderWidth: 1,
      borderStyle: 'solid',
      borderRadius: 9999,
      fontFamily: vars.font.family,
      fontWeight: 700,
      lineHeight: 1.2,
      textAlign: 'center',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: 'transform 120ms ease-out, filter 120ms ease-out',
      outline: 'none',
      selectors: {
        '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
        '&[data-pressed]': { transform: 'scale(0.98)', filter: 'brightness(0.95)' },
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
        '&:disabled': { opacity: 0.5 },
      },
      '@media': {
        [reducedMotion]: { transition: 'none' },
        '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.97)' } } },
      },
    },
  ],
  variants: {
    variant: {
      primary: { background: vars.color.theme, borderColor: vars.color.theme, color: vars.color.onTheme },
      secondary: { background: vars.color.item, borderColor: vars.color.theme, color: vars.color.text },
      danger: {
        background: vars.color.falling,
        borderColor: vars.color.falling,
        color: vars.color.onFalling,
      },
    },
    size: {
      small: { minBlockSize: 32, paddingInline: 14, fontSize: vars.size.fontSizeSmall },
      medium: { minBlockSize: 40, paddingInline: 20, fontSize: vars.size.fontSize },
      large: { minBlockSize: 48, paddingInline: 24, fontSize: vars.size.fontSizeLarge },
    },
    fullWidth: {
      true: { display: 'flex', inlineSize: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export const label = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
