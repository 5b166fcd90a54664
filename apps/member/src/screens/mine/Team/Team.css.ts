import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { onGold } from '../../../layout/accent.css';

export const summary = style({
  padding: 18,
  borderRadius: vars.size.radius,
  background: vars.color.theme,
  color: onGold,
});

export const figures = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, margin: 0 });
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: 4,
  minWidth: 0,
});
export const figureLabel = style({ fontSize: vars.size.fontSize, opacity: 0.85 });
export const figureValue = style({
  margin: 0,
  fontSize: 28,
  fontWeight: 700,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
});

export const invite = style({ display: 'flex', alignItems: 'center', gap: 12 });
export const inviteText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });
export const inviteCode = style({
  // one width for every code, so the visual-test mask over it has a stable size
  fontFamily: vars.font.mono,
  fontSize: 20,
  fontWeight: 700,
  letterSpacing: 2,
  fontVariantNumeric: 'tabular-nums',
});
export const shareButton = style({ marginTop: 12 });

export const secondary = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall });

export const members = style({
  display: 'flex',
  flexDirection: 'column',
  padding: '12px 14px 0',
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.item,
});

export const membersTitle = style({ margin: '0 0 4px', fontSize: vars.size.fontSizeLarge, fontWeight: 700 });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 0',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });

export const phone = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

/** "Bought" / "Not bought": the word says it, the colour only adds to it. */
export const badge = style({
  flexShrink: 0,
  padding: '3px 10px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  selectors: {
    '&[data-bought]': { borderColor: vars.color.rising, color: vars.color.text, fontWeight: 600 },
  },
});
