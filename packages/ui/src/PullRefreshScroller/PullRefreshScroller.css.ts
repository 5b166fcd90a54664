import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { reducedMotion } from '../internal/a11y.css';

export const root = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  maxInlineSize: vars.size.layoutMax,
  marginInline: 'auto',
  blockSize: '100%',
  minBlockSize: 0,
  overflow: 'hidden',
  fontFamily: vars.font.family,
  selectors: {
    // No text selection while a mouse drags the list down.
    '&[data-pulling]': { userSelect: 'none', WebkitUserSelect: 'none', cursor: 'grabbing' },
  },
});

export const scroller = style({
  position: 'relative',
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowX: 'hidden',
  overflowY: 'auto',
  // The app's pull-to-refresh replaces the browser's own (and its scroll chaining to the page).
  overscrollBehaviorY: 'contain',
  WebkitOverflowScrolling: 'touch',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const content = style({ position: 'relative', minBlockSize: '100%' });

/** Head: sits right above the content and comes into view as the content moves down. */
export const head = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: '100%',
  blockSize: vars.size.pullRefreshHeight,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  pointerEvents: 'none',
});

export const arrow = style({
  inlineSize: 18,
  blockSize: 18,
  transition: 'transform 150ms ease-out',
  selectors: { '[data-state="reached"] &': { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const icon = style({ inlineSize: 18, blockSize: 18 });
