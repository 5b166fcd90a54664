import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const symbol = style({ fontWeight: 700, fontSize: vars.size.fontSizeLarge });

/** Amounts read left to right with tabular digits, also on right-to-left pages. */
export const amount = style({ direction: 'ltr', fontVariantNumeric: 'tabular-nums' });
