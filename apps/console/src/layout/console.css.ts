import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

globalStyle('html, body', { margin: 0, padding: 0, minHeight: '100%' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

const narrow = 'screen and (max-width: 899px)';

/** Desktop: side navigation and the page; under 900 px the navigation becomes a strip on top. */
export const shell = style({
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  lineHeight: 1.45,
  '@media': { [narrow]: { flexDirection: 'column' } },
});

export const nav = style({
  position: 'sticky',
  insetBlockStart: 0,
  blockSize: '100dvh',
  flexShrink: 0,
  '@media': { [narrow]: { position: 'static', blockSize: 'auto' } },
});

export const brand = style({
  display: 'block',
  fontWeight: vars.font.weightBold,
  fontSize: vars.size.fontSizeLarge,
});
export const brandSub = style({
  display: 'block',
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontSize: vars.size.fontSizeSmall,
  '@media': { [narrow]: { flexDirection: 'row', alignItems: 'center' } },
});

export const main = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  padding: vars.space['6'],
  '@media': { [narrow]: { padding: vars.space['4'] } },
});

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['4'],
});

export const title = style({ margin: 0, fontSize: 22, lineHeight: 1.25 });

export const sectionTitle = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.size.fontSizeLarge });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
  gap: vars.space['3'],
});

export const card = style({
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
});

export const statLabel = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});
export const statValue = style({
  margin: `${vars.space['1']} 0 0`,
  fontSize: 22,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
export const statNote = style({ margin: `${vars.space['1']} 0 0`, fontSize: vars.size.fontSizeSmall });

export const good = style({ color: vars.color.text, borderInlineStart: `4px solid ${vars.color.rising}` });
export const bad = style({ color: vars.color.text, borderInlineStart: `4px solid ${vars.color.falling}` });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1099px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const field = style({ minInlineSize: 180 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
});

export const detailList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${detailList} dt`, { color: vars.color.textSecondary });
globalStyle(`${detailList} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const error = style([notice, { borderInlineStart: `4px solid ${vars.color.falling}` }]);
export const success = style([notice, { borderInlineStart: `4px solid ${vars.color.rising}` }]);

export const muted = style({ color: vars.color.textSecondary });

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space['2'],
  borderRadius: vars.size.radiusPill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.size.fontSizeSmall,
  whiteSpace: 'nowrap',
});

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  textDecoration: 'underline',
  textAlign: 'start',
  cursor: 'pointer',
  minBlockSize: 32,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  justifyContent: 'flex-end',
});

export const pre = style({
  margin: 0,
  padding: vars.space['2'],
  maxBlockSize: 240,
  overflow: 'auto',
  borderRadius: vars.size.radiusSmall,
  background: vars.color.background,
  fontFamily: vars.font.mono,
  fontSize: vars.size.fontSizeSmall,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});

export const signInPage = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  padding: vars.space['4'],
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
});

export const signInCard = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    inlineSize: 'min(400px, 100%)',
    padding: vars.space['6'],
  },
]);

export const movementList = style({
  margin: `${vars.space['1']} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontVariantNumeric: 'tabular-nums',
});

/** An empty live region stays in the page (so its later text is announced) but takes no space. */
export const hiddenStatus = style({ display: 'contents' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const checkbox = style({
  inlineSize: 20,
  blockSize: 20,
  accentColor: vars.color.theme,
  cursor: 'pointer',
});

/** A picture preview in a form (product images). */
export const thumbnail = style({
  inlineSize: 160,
  blockSize: 120,
  objectFit: 'cover',
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const fileInput = style({
  font: 'inherit',
  color: vars.color.text,
  minBlockSize: 44,
});
