import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

/** "Share something..." row that opens the publish page. */
export const compose = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  minHeight: 52,
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  color: vars.color.textSecondary,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const composePrompt = style({ flex: 1, minWidth: 0 });
export const composeIcon = style({ color: vars.color.themeText, display: 'inline-flex' });

export const feed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
