import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: 14,
});

export const profileText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  flex: 1,
});

export const nickname = style({
  margin: 0,
  fontSize: vars.size.fontSizeLarge,
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const secondary = style({
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});

/** The balance panel: gold surface, `onTheme` text. */
export const balancePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 14,
  padding: 18,
  borderRadius: vars.size.radius,
  background: vars.color.theme,
  color: vars.color.onTheme,
});

export const balanceLabel = style({ fontSize: vars.size.fontSize, opacity: 0.85 });
export const balanceValue = style({ fontSize: 30, fontWeight: 700, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '10px 12px',
  margin: 0,
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const figureLabel = style({ fontSize: vars.size.fontSizeSmall, opacity: 0.85 });
export const figureValue = style({ margin: 0, fontSize: 16, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 12,
});

export const invite = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
});

export const inviteText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });
export const inviteCode = style({
  fontSize: 20,
  fontWeight: 700,
  letterSpacing: 2,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const cellIcon = style({ color: vars.color.themeText });
