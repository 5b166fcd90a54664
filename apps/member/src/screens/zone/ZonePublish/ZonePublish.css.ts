import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });

export const pictures = style({ display: 'flex', flexDirection: 'column', gap: 8 });

export const picturesHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 8,
});

export const picturesTitle = style({ margin: 0, fontSize: vars.size.fontSize, fontWeight: 600 });

export const secondary = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: vars.size.radius,
  overflow: 'hidden',
  background: vars.color.item,
  border: `1px solid ${vars.color.border}`,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const uploading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  background: vars.color.toast,
  color: vars.color.onToast,
  fontSize: vars.size.fontSizeSmall,
});

export const remove = style({
  position: 'absolute',
  top: 2,
  right: 2,
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.toast,
  color: vars.color.onToast,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const add = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  width: '100%',
  height: '100%',
  padding: 0,
  border: `1px dashed ${vars.color.textSecondary}`,
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});

export const hiddenInput = style({ display: 'none' });
