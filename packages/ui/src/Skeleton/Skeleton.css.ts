import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { reducedMotion } from '../internal/a11y.css';

const pulse = keyframes({ '50%': { opacity: 0.45 } });

export const root = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' });

export const lines = style({ flex: 1, display: 'grid', gap: vars.space['2'] });

const block = style({
  background: vars.color.border,
  borderRadius: vars.size.radiusSmall,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const avatar = style([
  block,
  { inlineSize: vars.size.minTarget, blockSize: vars.size.minTarget, borderRadius: '50%', flexShrink: 0 },
]);
export const title = style([block, { blockSize: vars.size.fontSizeLarge, inlineSize: '40%' }]);
export const line = style([
  block,
  { blockSize: vars.size.fontSize, selectors: { '&:last-child:not(:first-child)': { inlineSize: '60%' } } },
]);
