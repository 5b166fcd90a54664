import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  minHeight: '100%',
  WebkitTextSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

/** The app column: designed at 375 px, fluid, at most 960 px wide and centred. */
export const shell = style({
  position: 'relative',
  width: '100%',
  maxWidth: vars.size.layoutMax,
  minHeight: '100dvh',
  marginInline: 'auto',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  lineHeight: 1.4,
});

export const pageLoading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: `calc(${vars.size.navBarHeight} + 48px)`,
  color: vars.color.theme,
});

/** Full screen "connection timed out, click the screen to try again". */
export const timeoutOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  width: '100%',
  padding: 32,
  border: 'none',
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.size.fontSizeLarge,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -6 } },
});

export const timeoutIcon = style({ width: 56, height: 56, color: vars.color.theme });

/**
 * Every control a finger presses has a touch target of at least 44 × 44 px (token touchTarget;
 * issue 14), whatever its drawn size: a small button, tab, radio or link gets an invisible
 * ::after that extends what it answers to, centred on it, up to 44 px each way. Zero specificity
 * (:where), so a component's own positioning wins; an element with none becomes `relative` to hold
 * the extension. Checked on every route by tests/visual/routes.test.ts (what a finger at 44 px
 * around each control's centre would hit).
 */
const pressable = `:where(${shell}) :where(button, [role="button"], [role="tab"], [role="radio"], [role="link"], a[href])`;
const reach = `min(0px, calc((100% - ${vars.size.touchTarget}) / 2))`;
globalStyle(pressable, { position: 'relative' });
globalStyle(`${pressable}::after`, {
  content: '""',
  position: 'absolute',
  insetBlock: reach,
  insetInline: reach,
});
