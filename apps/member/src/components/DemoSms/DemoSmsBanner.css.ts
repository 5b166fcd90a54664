import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const banner = style({
  position: 'fixed',
  insetInline: 8,
  insetBlockStart: `calc(${vars.size.navBarHeight} + 8px)`,
  zIndex: 960,
  maxInlineSize: `calc(${vars.size.layoutMax} - 16px)`,
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  paddingBlock: 8,
  paddingInlineStart: vars.size.spacing,
  paddingInlineEnd: 4,
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.theme}`,
  background: vars.color.item,
  color: vars.color.text,
  boxShadow: `0 4px 16px ${vars.color.mask}`,
});

export const body = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const label = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall, fontWeight: 700 });

export const text = style({ overflowWrap: 'anywhere' });

export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, letterSpacing: '0.1em' });

export const dismiss = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 44,
  blockSize: 44,
  border: 'none',
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
