import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

const reduce = '(prefers-reduced-motion: reduce)';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 40,
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.item,
  overflow: 'hidden',
});

export const icon = style({ flex: 'none', display: 'inline-flex', color: vars.color.focus });

export const viewport = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  maskImage: 'linear-gradient(90deg, transparent, black 12px, black calc(100% - 12px), transparent)',
  '@media': { [reduce]: { maskImage: 'none' } },
});

/** Two identical groups side by side; moving by half the width loops seamlessly. */
export const loop = style({
  display: 'flex',
  width: 'max-content',
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: { '&:hover': { animationPlayState: 'paused' } },
  '@media': { [reduce]: { animationName: 'none', width: 'auto' } },
});

export const group = style({
  display: 'flex',
  gap: 48,
  margin: 0,
  padding: 0,
  paddingInlineEnd: 48,
  listStyle: 'none',
  whiteSpace: 'nowrap',
  '@media': { [reduce]: { flexDirection: 'column', gap: 4, paddingInlineEnd: 0, whiteSpace: 'normal' } },
});

export const duplicate = style({ '@media': { [reduce]: { display: 'none' } } });

export const item = style({ color: vars.color.text });
