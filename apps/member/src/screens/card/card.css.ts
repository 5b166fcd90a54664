import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { onGold } from '../../layout/accent.css';

/** A bank card drawn as a gold card. */
export const bankCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  borderRadius: vars.size.radius,
  background: vars.color.theme,
  color: onGold,
});
export const bankHead = style({ display: 'flex', alignItems: 'center', gap: 10 });
export const bankLogo = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: '50%',
  background: vars.color.item,
  color: vars.color.themeText,
  fontWeight: 700,
  overflow: 'hidden',
  flex: 'none',
});
export const bankLogoImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const bankName = style({ margin: 0, fontSize: 16, fontWeight: 700 });
export const account = style({ fontSize: 20, fontWeight: 700, letterSpacing: 2, fontVariantNumeric: 'tabular-nums' });
export const bankFoot = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' });
export const payee = style({ fontSize: vars.size.fontSizeSmall });
export const actions = style({ display: 'inline-flex', gap: 8 });
export const action = style({
  minHeight: 32,
  padding: '0 12px',
  borderRadius: 999,
  border: `1px solid ${onGold}`,
  background: 'transparent',
  color: onGold,
  fontSize: vars.size.fontSizeSmall,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${onGold}`, outlineOffset: 2 } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
});

export const bankPicker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
  minHeight: 44,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  color: vars.color.text,
  fontSize: 16,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.falling },
  },
});
export const placeholder = style({ color: vars.color.textSecondary });
export const fieldLabel = style({ fontWeight: 600, color: vars.color.text, fontSize: vars.size.fontSize });
export const field = style({ display: 'flex', flexDirection: 'column', gap: 6 });
export const fieldError = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: 6,
  color: vars.color.text,
  fontSize: vars.size.fontSizeSmall,
  lineHeight: 1.4,
});
export const fieldErrorIcon = style({ flexShrink: 0, marginBlockStart: 1, color: vars.color.falling });

export const bankList = style({ listStyle: 'none', margin: 0, padding: 0, maxHeight: '55dvh', overflowY: 'auto' });
export const bankOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  minHeight: 48,
  padding: '6px 4px',
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.size.fontSize,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { color: vars.color.themeText, fontWeight: 700 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const bankOptionLogo = style([bankLogo, { width: 28, height: 28, fontSize: vars.size.fontSizeSmall, border: `1px solid ${vars.color.border}` }]);
