import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

/** A strip under the nav bar while offline (the nav bar stays usable above it). */
export const notice = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockStart: vars.size.navBarHeight,
  zIndex: 950,
  maxInlineSize: vars.size.layoutMax,
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  paddingBlock: 8,
  paddingInline: vars.size.spacing,
  background: vars.color.toast,
  color: vars.color.onToast,
  fontSize: vars.size.fontSizeSmall,
  lineHeight: 1.4,
});

export const icon = style({ flex: 'none', inlineSize: 18, blockSize: 18 });
