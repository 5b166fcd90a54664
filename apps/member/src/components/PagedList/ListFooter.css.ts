import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const footer = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '12px 0 20px',
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });

/** Plain secondary text: an 0.8 opacity here left 12 px text at 3.39:1 on the light page (needs 4.5:1). */
export const noMore = style({ color: vars.color.textSecondary });

export const more = style({
  minHeight: 36,
  padding: '0 12px',
  border: 'none',
  background: 'transparent',
  color: vars.color.themeText,
  fontSize: vars.size.fontSizeSmall,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.size.radiusSmall },
  },
});
