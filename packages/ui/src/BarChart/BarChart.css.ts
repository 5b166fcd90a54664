import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { visuallyHidden } from '../internal/a11y.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const svg = style({ display: 'block', inlineSize: '100%', blockSize: 'auto', maxBlockSize: 260 });

export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });

const tones = {
  theme: vars.color.theme,
  rising: vars.color.rising,
  falling: vars.color.falling,
  neutral: vars.color.textSecondary,
};

export const bar = styleVariants(tones, (colour) => ({ fill: colour }));

export const swatch = styleVariants(tones, (colour) => ({
  display: 'inline-block',
  inlineSize: 12,
  blockSize: 12,
  borderRadius: 2,
  background: colour,
}));

export const valueText = style({ fill: vars.color.text, fontSize: 11, fontVariantNumeric: 'tabular-nums' });

export const categoryText = style({ fill: vars.color.textSecondary, fontSize: 12 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.size.fontSizeSmall,
});

export const title = style({ fontWeight: vars.font.weightBold, marginInlineEnd: 'auto' });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const hiddenTable = visuallyHidden;
