import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { deleteIconButton } from '../zone.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: '12px 14px 0',
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.item,
});

export const title = style({ margin: 0, fontSize: vars.size.fontSize, fontWeight: 700 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const comment = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  padding: '10px 0',
  borderTop: `1px solid ${vars.color.border}`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });

export const meta = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 8,
});

export const name = style({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({
  flexShrink: 0,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});

/** Comment text: as typed, never HTML. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 });

export const deleteButton = style([deleteIconButton, { flexShrink: 0, width: 36, height: 36 }]);

/**
 * The comment bar, fixed to the bottom of the screen (rendered into <body>, outside the
 * scrolling content), as wide as the app column.
 */
export const composer = style({
  position: 'fixed',
  bottom: 0,
  left: 0,
  right: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  maxWidth: vars.size.layoutMax,
  margin: '0 auto',
  padding: `10px ${vars.size.spacing} calc(10px + env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.navBar,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  boxSizing: 'border-box',
});

// The composer is portaled out of the app column, so the app's touch-target extension does not
// reach it: its button is 44 px high itself.
globalStyle(`${composer} button`, { minBlockSize: vars.size.touchTarget });

export const composerSpacer = style({ height: 110, flexShrink: 0 });

export const composerField = style({ flex: 1 });
