import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { onGold } from '../../../layout/accent.css';

export const panelHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 });
export const infoButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  margin: -8,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: onGold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${onGold}` } },
});

export const allButton = style({
  minHeight: 32,
  padding: '0 10px',
  border: 'none',
  borderRadius: vars.size.radiusSmall,
  background: 'transparent',
  color: vars.color.themeText,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const choiceTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const addRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  width: '100%',
  minHeight: 48,
  padding: `0 ${vars.size.spacing}`,
  border: 'none',
  background: vars.color.item,
  color: vars.color.themeText,
  fontSize: vars.size.fontSize,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});

export const infoBody = style({ display: 'flex', flexDirection: 'column', gap: 10 });
export const infoText = style({ margin: 0, lineHeight: 1.5 });
export const days = style({ display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0, padding: 0, listStyle: 'none' });
export const day = style({
  padding: '4px 10px',
  borderRadius: 999,
  background: vars.color.theme,
  color: onGold,
  fontSize: vars.size.fontSizeSmall,
  fontWeight: 600,
});
