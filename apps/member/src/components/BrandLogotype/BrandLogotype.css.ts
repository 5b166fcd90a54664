import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const logotype = style({
  display: 'block',
  overflow: 'visible',
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSizeLarge,
  fontWeight: 700,
});
