import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { deleteIconButton } from '../zone.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  padding: 14,
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.item,
  color: vars.color.text,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: 10 });

export const author = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const name = style({
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall });

export const iconButton = style([deleteIconButton, { width: 40, height: 40 }]);

/** The member's own words: kept as typed (line breaks), long words wrap, never interpreted as HTML. */
export const content = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.55,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-layout="two"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: '75%' },
    '&[data-layout="single"]': { gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: '66%' },
  },
});

export const cell = style({ position: 'relative', aspectRatio: '1 / 1', minWidth: 0 });

export const pictureButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.size.radiusSmall,
  overflow: 'hidden',
  background: vars.color.background,
  cursor: 'zoom-in',
  selectors: {
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const picture = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: 8,
});

export const commentsButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 36,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  padding: '0 6px',
  border: 'none',
  borderRadius: vars.size.radiusSmall,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.themeText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});



