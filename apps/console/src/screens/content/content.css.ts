import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

/** A slide's or prize's picture as members see it (the banner is wide). */
export const preview = style({
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: vars.size.layoutBase,
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.size.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

/** Fields side by side where there is room (dates, amounts), one under the other at 768 px. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: vars.space['3'],
});

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

/** A tab's content, clear of the tab strip. */
export const panel = style({ paddingBlockStart: vars.space['4'] });

/** A line of help in a form or card (the stack spaces it, not its own margins). */
export const hint = style({ margin: 0, color: vars.color.textSecondary });
