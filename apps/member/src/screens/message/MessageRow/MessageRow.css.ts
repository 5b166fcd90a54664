import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.item,
  overflow: 'hidden',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  minHeight: 64,
  padding: '12px 12px 12px 10px',
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    'li:last-child > &': { borderBottom: 'none' },
  },
});

export const dot = style({
  flexShrink: 0,
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: 'transparent',
  selectors: { [`${row}[data-unread] &`]: { background: vars.color.falling } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: 3, flex: 1, minWidth: 0 });

export const titleLine = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 8,
});

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textSecondary,
  selectors: { [`${row}[data-unread] &`]: { color: vars.color.text, fontWeight: 700 } },
});

export const time = style({
  flexShrink: 0,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});

export const excerpt = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});

export const chevron = style({ flexShrink: 0, color: vars.color.textSecondary });

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** Detail page */
export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 16,
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.item,
});

export const detailTitle = style({
  margin: 0,
  fontSize: vars.size.fontSizeLarge,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const detailBody = style({
  margin: 0,
  paddingTop: 8,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.7,
});

export const summary = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});
