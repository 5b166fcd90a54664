import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.item,
});

export const title = style({ margin: 0, fontSize: 20, fontWeight: 700, color: vars.color.text });

export const paragraph = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: 1.7,
});

export const updated = style({
  margin: 0,
  paddingTop: 8,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});
