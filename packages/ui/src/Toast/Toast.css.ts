import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { reducedMotion } from '../internal/a11y.css';

// Scale only, no fade: a semi-transparent toast would fail contrast mid-animation.
const popIn = keyframes({ from: { transform: 'scale(0.9)' } });

/** Live region: always in the DOM (so announcements are not lost), covers nothing. */
export const region = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockStart: '50%',
  zIndex: 1100,
  display: 'grid',
  justifyItems: 'center',
  paddingInline: vars.space['8'],
  pointerEvents: 'none',
});

export const toast = style({
  gridArea: '1 / 1',
  boxSizing: 'border-box',
  maxInlineSize: `min(100%, calc(0.8 * ${vars.size.layoutMax}))`,
  paddingBlock: 10,
  paddingInline: vars.space['4'],
  borderRadius: vars.size.radius,
  background: vars.color.toast,
  color: vars.color.onToast,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  lineHeight: 1.4,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  translate: '0 -50%',
  animation: `${popIn} 120ms ease-in-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});
