import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { onGold } from '../../../layout/accent.css';

export const channelIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: '50%',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.themeText,
  flex: 'none',
  overflow: 'hidden',
});
export const channelImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const channelName = style({ fontWeight: 600 });

export const quick = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 });
export const quickButton = style({
  minHeight: 40,
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.size.fontSize,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.theme, borderColor: vars.color.theme, color: onGold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const addressRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 });
export const address = style({
  display: 'block',
  padding: 12,
  borderRadius: vars.size.radius,
  background: vars.color.background,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.text,
  fontSize: 15,
  lineHeight: 1.5,
  wordBreak: 'break-all',
  textAlign: 'center',
});

export const payLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  borderRadius: 999,
  background: vars.color.theme,
  color: onGold,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
