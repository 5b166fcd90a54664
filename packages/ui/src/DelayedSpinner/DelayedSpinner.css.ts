import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { reducedMotion } from '../internal/a11y.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '2.4s' } },
});

export const track = style({ opacity: 0.25 });

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: 96,
  padding: vars.size.spacing,
  color: vars.color.textSecondary,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSizeSmall,
});

export const indicator = style({ color: vars.color.theme });
