import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const hiddenInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  color: vars.color.textSecondary,
});

export const cellIcon = style({ color: vars.color.themeText });

/** Light / Dark segmented choice. */
export const segmented = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 4,
  padding: 4,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.background,
});

export const segment = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 40,
  borderRadius: vars.size.radiusSmall,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.theme, color: vars.color.onTheme, fontWeight: 700 },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const segmentInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const themeRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
});

export const themeLegend = style({
  padding: 0,
  fontWeight: 600,
  marginBottom: 8,
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 48,
  padding: '0 16px',
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': { fontWeight: 700 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const check = style({ width: 18, height: 18, color: vars.color.themeText });

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  padding: '4px 4px 8px',
});
