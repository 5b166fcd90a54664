import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { onGold } from '../../../layout/accent.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '22px 18px',
  borderRadius: vars.size.radius,
  background: vars.color.theme,
  color: onGold,
  textAlign: 'center',
});

export const heroIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 52,
  height: 52,
  borderRadius: '50%',
  border: '2px solid currentColor',
});

export const heroTitle = style({ margin: 0, fontSize: 20, fontWeight: 700 });
export const heroText = style({ margin: 0, lineHeight: 1.5 });

export const link = style({
  margin: '0 0 12px',
  padding: '10px 12px',
  borderRadius: vars.size.radiusSmall,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.size.fontSizeSmall,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const actions = style({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: 12 });

export const codeRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});

export const code = style({
  // one width for every code, so the visual-test mask over it has a stable size
  fontFamily: vars.font.mono,
  fontSize: 26,
  fontWeight: 700,
  letterSpacing: 3,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  margin: '8px 0 0',
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});
