import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@aurum/tokens/theme.css';
import { minTarget, reducedMotion } from '../internal/a11y.css';

/** Accent of the current status (border, trail and handle) and the readable colour on it. */
const accent = createVar();
const onAccent = createVar();

export const track = recipe({
  base: {
    vars: { [accent]: vars.color.theme, [onAccent]: vars.color.onTheme },
    position: 'relative',
    boxSizing: 'border-box',
    display: 'block',
    inlineSize: '100%',
    maxInlineSize: vars.size.layoutMax,
    blockSize: vars.size.sliderHeight,
    border: `${vars.size.sliderBorder} solid ${accent}`,
    borderRadius: 9999,
    background: vars.color.item,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.size.fontSize,
    // No overflow clipping: every child is rounded or clips itself, and the handle's 44 px press
    // target (minTarget) overhangs the 40 px track.
    userSelect: 'none',
    WebkitUserSelect: 'none',
    transition: 'border-color 150ms ease-out',
  },
  variants: {
    status: {
      idle: {},
      sliding: { vars: { [accent]: vars.color.sliding } },
      success: { vars: { [accent]: vars.color.rising, [onAccent]: vars.color.onRising } },
      error: { vars: { [accent]: vars.color.falling, [onAccent]: vars.color.onFalling } },
      loading: {},
    },
    disabled: {
      true: { opacity: 0.5 },
      false: {},
    },
  },
  defaultVariants: { status: 'idle', disabled: false },
});

export type TrackVariants = NonNullable<RecipeVariants<typeof track>>;

/** Trail behind the handle, from the inline start; covers the whole track once finished. */
export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: 9999,
  background: accent,
  selectors: { '&[data-animating]': { transition: `inline-size ${vars.motion.settle} ease-out` } },
  '@media': { [reducedMotion]: { transition: 'none !important' } },
});

export const fillFull = style({ inlineSize: '100% !important' });

export const label = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.size.sliderHeight,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  pointerEvents: 'none',
});

/** Over a finished (coloured) track the label switches to the accessible on-accent colour. */
export const labelOnAccent = style({ color: onAccent, fontWeight: 600 });

export const labelText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const handle = style([
  minTarget,
  {
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: 0,
    zIndex: 1,
    boxSizing: 'border-box',
    blockSize: '100%',
    aspectRatio: '1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    background: accent,
    color: onAccent,
    cursor: 'grab',
    touchAction: 'pan-y',
    '@media': { [reducedMotion]: { transition: 'none !important' } },
    outline: 'none',
    selectors: {
      '&:active': { cursor: 'grabbing' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
      '&[data-animating]': { transition: `transform ${vars.motion.settle} ease-out` },
      '&[aria-disabled="true"]': { cursor: 'default' },
    },
  },
]);

export const icon = style({
  inlineSize: '60%',
  blockSize: '60%',
  flexShrink: 0,
});

/** Direction-aware icons (the arrow) mirror in right-to-left layouts. */
export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
