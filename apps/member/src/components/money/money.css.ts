import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { onGold } from '../../layout/accent.css';

/** Shared look of the money screens (lists, record cards, summaries, the fund-password sheet). */

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });

export const listStatus = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
});

export const muted = style({ color: vars.color.textSecondary, fontSize: vars.size.fontSizeSmall });

export const textButton = style({
  minHeight: 36,
  padding: '0 8px',
  border: 'none',
  background: 'transparent',
  color: vars.color.themeText,
  fontWeight: 600,
  fontSize: vars.size.fontSize,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: 4 } },
});

/* Record card: a heading row (title + status) and label/value rows. */
export const record = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: '12px 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  color: vars.color.text,
});

export const recordHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 10, minWidth: 0 });
export const recordTitle = style({
  margin: 0,
  fontSize: 15,
  fontWeight: 700,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rows = style({ display: 'flex', flexDirection: 'column', gap: 4, margin: 0 });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12, fontSize: 13, minWidth: 0 });
export const rowLabel = style({ color: vars.color.textSecondary, flex: 'none' });
export const rowValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const strong = style({ fontWeight: 700 });

const badgeBase = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: vars.size.fontSizeSmall,
  fontWeight: 600,
  lineHeight: 1.5,
  border: '1px solid currentColor',
  background: vars.color.item,
});
export const badge = styleVariants({
  success: [badgeBase, { color: vars.color.risingText }],
  failed: [badgeBase, { color: vars.color.fallingText }],
  pending: [badgeBase, { color: vars.color.themeText }],
  neutral: [badgeBase, { color: vars.color.textSecondary }],
});

/** +/− amounts: rising (green) for money in, falling (red) for money out. */
export const amountIn = style({ color: vars.color.risingText, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const amountOut = style({ color: vars.color.fallingText, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

/** The gold summary panel at the top of a money screen (balance, totals). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 18,
  borderRadius: vars.size.radius,
  background: vars.color.theme,
  color: onGold,
});
export const panelLabel = style({ fontSize: vars.size.fontSize, opacity: 0.85 });
export const panelValue = style({ fontSize: 28, fontWeight: 700, lineHeight: 1.15, fontVariantNumeric: 'tabular-nums' });
export const panelNote = style({ fontSize: vars.size.fontSizeSmall, opacity: 0.85 });

/** Summary (label/value) inside a confirmation sheet. */
export const summary = style({ display: 'flex', flexDirection: 'column', gap: 8, margin: 0 });
export const sheetBody = style({ display: 'flex', flexDirection: 'column', gap: 16 });
export const sliderBox = style({ display: 'block' });

/** The parts of a money form (amount, summary, button) stacked in a card. */
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: 14 });

/*
 * A radio list inside a card (pay channels, bank cards, wallets): full-width rows split by a
 * divider, a round mark on the right that turns into a thick gold ring when checked.
 */
export const options = style({ display: 'flex', flexDirection: 'column' });
const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 56,
  padding: `10px ${vars.size.spacing}`,
  border: 'none',
  background: vars.color.item,
  color: vars.color.text,
  textAlign: 'start',
  fontSize: vars.size.fontSize,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
export const optionRow = styleVariants({
  /** under a card title: the divider above each row */
  dividerAbove: [option, { borderTop: `1px solid ${vars.color.border}` }],
  /** followed by an "add" row: the divider below each row */
  dividerBelow: [option, { borderBottom: `1px solid ${vars.color.border}` }],
});
export const optionText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });
export const optionMark = style({
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  flex: 'none',
  boxSizing: 'border-box',
  selectors: { [`${option}[aria-checked="true"] &`]: { borderColor: vars.color.theme, borderWidth: 6 } },
});

/** The gold pill with a USDT network name (TRC20, ERC20). */
export const networkTag = style({
  padding: '2px 10px',
  borderRadius: 999,
  background: vars.color.theme,
  color: onGold,
  fontSize: vars.size.fontSizeSmall,
  fontWeight: 700,
});

/** Segmented switch (two or three options). */
export const segmented = style({
  display: 'flex',
  gap: 4,
  padding: 4,
  borderRadius: vars.size.radius,
  background: vars.color.item,
  border: `1px solid ${vars.color.border}`,
  // Long labels (tr-TR, fr) wrap onto a second row rather than hide.
  flexWrap: 'wrap',
});
export const segment = style({
  flex: '1 0 0',
  minWidth: 'max-content',
  minHeight: 36,
  padding: '0 8px',
  whiteSpace: 'nowrap',
  border: 'none',
  borderRadius: vars.size.radiusSmall,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.size.fontSize,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"], &[aria-pressed="true"], &[aria-checked="true"]': { background: vars.color.theme, color: onGold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** Second line of the fund-password sheet title (what the password authorises). */
export const sheetSubtitle = style({
  display: 'block',
  marginTop: 4,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSize,
  fontWeight: 400,
});

/** Warning/info note on a money screen. */
export const note = style({
  margin: 0,
  padding: '10px 12px',
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.item,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  lineHeight: 1.5,
});
export const warning = style([
  note,
  {
    color: vars.color.text,
    borderColor: vars.color.falling,
    borderInlineStartWidth: 4,
  },
]);

export const cellIcon = style({ color: vars.color.themeText });

/** A text action in the nav bar ("Records"). */
export const navLink = style({
  minHeight: 44,
  padding: '0 12px',
  border: 'none',
  background: 'transparent',
  color: vars.color.themeText,
  fontSize: vars.size.fontSize,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -4 } },
});
