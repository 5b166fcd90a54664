import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

/** Shared look of the member forms (login, register, forget, settings dialogs). */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  padding: 20,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  border: `1px solid ${vars.color.border}`,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  paddingBlock: '24px 8px',
  textAlign: 'center',
});

export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: vars.color.theme,
  color: vars.color.onTheme,
  fontSize: 28,
  fontWeight: 700,
  letterSpacing: 1,
});

export const heading = style({
  margin: 0,
  fontSize: 22,
  fontWeight: 700,
  color: vars.color.text,
});

export const intro = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSize,
});

export const rowEnd = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: -4,
});

/** A text button that looks like a link (dark gold, passes contrast on light and dark). */
export const link = style({
  padding: '6px 2px',
  border: 'none',
  background: 'transparent',
  color: vars.color.themeText,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 4 } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  color: vars.color.textSecondary,
});

export const passwordToggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.size.radiusSmall,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
