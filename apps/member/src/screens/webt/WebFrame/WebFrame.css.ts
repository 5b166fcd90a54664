import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const error = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '50dvh',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.size.spacing}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.item,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});

export const host = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const external = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  flexShrink: 0,
  // the address bar clips: the link is 44 px high itself
  minHeight: vars.size.touchTarget,
  color: vars.color.themeText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.size.radiusSmall },
  },
});

/** The page fills what is left under the nav bar and the address bar. */
export const frameBox = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  minHeight: `calc(100dvh - ${vars.size.navBarHeight} - ${vars.size.touchTarget} - 1px)`,
});

export const frame = style({ flex: 1, width: '100%', border: 'none', background: vars.color.item });

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  justifyContent: 'center',
  paddingTop: 48,
  color: vars.color.theme,
  pointerEvents: 'none',
});
