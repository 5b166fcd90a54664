import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { focusRing } from '../internal/a11y.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: `24px ${vars.size.spacing} ${vars.size.spacing}`,
  outline: 'none',
});

export const progress = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.size.fontSizeSmall,
  textAlign: 'center',
});

/** Plain text, line breaks kept; long notices scroll inside the popup. */
export const content = style([
  focusRing,
  {
    maxBlockSize: '50vh',
    overflowY: 'auto',
    margin: 0,
    color: vars.color.text,
    lineHeight: 1.6,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    borderRadius: vars.size.radiusSmall,
  },
]);

export const actions = style({ display: 'flex', marginBlockStart: 8 });

export const confirm = style({ flex: '1 1 auto', fontVariantNumeric: 'tabular-nums' });
