import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: 8,
  margin: 0,
  padding: '14px 8px',
  listStyle: 'none',
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.item,
});

export const shortcut = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  width: '100%',
  padding: '6px 2px',
  border: 'none',
  borderRadius: vars.size.radius,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.size.fontSizeSmall,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const shortcutIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.themeText,
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  marginBottom: 4,
});

export const viewAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  minHeight: vars.size.touchTarget,
  padding: '0 4px',
  border: 'none',
  background: 'transparent',
  color: vars.color.themeText,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: 4 } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.size.fontSizeLarge, fontWeight: 700 });

export const products = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });

export const product = style({
  display: 'grid',
  gridTemplateColumns: '84px minmax(0, 1fr)',
  gap: 12,
  width: '100%',
  padding: 10,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

/** A card that holds a product's place while the list loads. */
export const productPlaceholder = style({ cursor: 'default' });

export const productImage = style({
  display: 'block',
  width: 84,
  height: 84,
  objectFit: 'cover',
  borderRadius: vars.size.radiusSmall,
  background: vars.color.background,
});

export const productImageFallback = style({
  display: 'grid',
  placeItems: 'center',
  color: vars.color.theme,
  border: `1px solid ${vars.color.border}`,
});

export const productName = style({ margin: '0 0 6px', fontSize: 15, fontWeight: 700 });

export const productFacts = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '2px 8px',
  margin: 0,
  fontSize: vars.size.fontSizeSmall,
});

export const fact = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const factLabel = style({ color: vars.color.textSecondary });
export const factValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const cellIcon = style({ color: vars.color.themeText });
