import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const cardTop = style({ display: 'grid', gridTemplateColumns: '72px minmax(0, 1fr)', gap: 12, alignItems: 'center' });
export const cardText = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });
export const cardName = style({ margin: 0, fontSize: 16, fontWeight: 700, overflowWrap: 'anywhere' });
export const price = style({ fontSize: 20, fontWeight: 700, color: vars.color.themeText, fontVariantNumeric: 'tabular-nums' });

export const thumb = style({
  width: 72,
  height: 72,
  objectFit: 'cover',
  borderRadius: vars.size.radiusSmall,
  background: vars.color.background,
});
export const imageFallback = style({
  display: 'grid',
  placeItems: 'center',
  color: vars.color.theme,
  border: `1px solid ${vars.color.border}`,
});

export const soldOut = style({
  alignSelf: 'flex-start',
  padding: '1px 8px',
  borderRadius: 999,
  border: `1px solid ${vars.color.falling}`,
  color: vars.color.text,
  fontSize: vars.size.fontSizeSmall,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 8,
  margin: 0,
  padding: '10px 0 0',
  borderTop: `1px solid ${vars.color.border}`,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const factLabel = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall });
export const factValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const progressVar = createVar();
export const progressRow = style({ display: 'flex', alignItems: 'center', gap: 10 });
export const progress = style({
  position: 'relative',
  flex: 1,
  height: 6,
  borderRadius: 999,
  background: vars.color.border,
  overflow: 'hidden',
});
export const progressFill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: progressVar,
  borderRadius: 999,
  background: vars.color.theme,
});
export const progressText = style({ flex: 'none', color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall, fontVariantNumeric: 'tabular-nums' });
export const validUntil = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall });

/* Detail */
export const hero = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.size.radius,
  background: vars.color.item,
});
export const heroHead = style({ display: 'flex', flexDirection: 'column', gap: 4 });
export const title = style({ margin: 0, fontSize: 20, fontWeight: 700 });
export const bigPrice = style({ fontSize: 26, fontWeight: 700, color: vars.color.themeText, fontVariantNumeric: 'tabular-nums' });
export const detailFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '12px 16px',
  margin: 0,
});

export const buyBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});
export const quantityRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 });
export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: 4 });
export const stepButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: 18,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
export const quantity = style({ minWidth: 36, textAlign: 'center', fontWeight: 700, fontSize: 16, fontVariantNumeric: 'tabular-nums' });
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 });
export const totalValue = style({ fontSize: 20, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const secondary = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall });
export const agreementText = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.6, maxHeight: '55dvh', overflowY: 'auto' });
export const cellIcon = style({ color: vars.color.themeText });
