import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const redeemForm = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 14,
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.item,
  scrollMarginTop: 8,
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  flexWrap: 'wrap',
});

export const sectionTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  margin: 0,
  fontSize: vars.size.fontSizeLarge,
  fontWeight: 700,
});

export const titleIcon = style({ color: vars.color.themeText });

export const chances = style({
  padding: '3px 10px',
  borderRadius: 999,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.size.fontSizeSmall,
  fontWeight: 600,
});

export const muted = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  lineHeight: 1.5,
});

export const inlineState = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
});

export const prizeTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.fontSize });
globalStyle(`${prizeTable} th, ${prizeTable} td`, {
  padding: '8px 4px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});
globalStyle(`${prizeTable} thead th`, {
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  fontWeight: 600,
});
globalStyle(`${prizeTable} tr[data-out] td, ${prizeTable} tr[data-out] th`, {
  color: vars.color.textSecondary,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  paddingBottom: 4,
});

export const numeric = style({});
globalStyle(`${prizeTable} ${numeric}`, {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const prizeName = style({ fontWeight: 600 });

export const outOfStock = style({
  display: 'inline-block',
  marginInlineStart: 6,
  padding: '0 6px',
  borderRadius: vars.size.radiusSmall,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.size.fontSizeSmall,
  fontWeight: 400,
});

export const fairness = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: 8,
});

export const fairnessSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 36,
  color: vars.color.themeText,
  fontWeight: 600,
  listStyle: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.size.radiusSmall },
  },
});

globalStyle(`${fairnessSummary}::-webkit-details-marker`, { display: 'none' });
export const summaryText = style({ flex: 1 });
export const summaryChevron = style({
  transition: 'transform 150ms ease-out',
  selectors: { [`${fairness}[open] &`]: { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const fairnessBody = style({ display: 'flex', flexDirection: 'column', gap: 8, paddingTop: 4 });

export const subTitle = style({ margin: '4px 0 0', fontSize: vars.size.fontSize, fontWeight: 700 });

export const proof = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
  margin: 0,
  fontSize: vars.size.fontSizeSmall,
});
globalStyle(`${proof} dt`, { color: vars.color.textSecondary, marginTop: 4 });
globalStyle(`${proof} dd`, { margin: 0 });

/** Hashes and seeds: long hex strings that wrap anywhere. */
export const hash = style({ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums', lineHeight: 1.4 });

export const revealed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 10,
  textAlign: 'center',
});

export const resultAmount = style({
  fontSize: 34,
  fontWeight: 700,
  color: vars.color.themeText,
  fontVariantNumeric: 'tabular-nums',
});

export const envelopes = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const envelope = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '10px 0',
  borderTop: `1px solid ${vars.color.border}`,
});

export const envelopeIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.size.radius,
  background: vars.color.falling,
  color: vars.color.theme,
  selectors: {
    [`${envelope}[data-received] &`]: { background: vars.color.background, color: vars.color.textSecondary },
  },
});

export const envelopeText = style({ display: 'flex', flexDirection: 'column', gap: 1, flex: 1, minWidth: 0 });
export const envelopeTitle = style({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const envelopeSide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: 4,
  flexShrink: 0,
});
export const envelopeAmount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const receivedTag = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall });
