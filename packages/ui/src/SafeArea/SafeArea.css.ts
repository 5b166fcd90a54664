import { style } from '@vanilla-extract/css';

export const top = style({ paddingBlockStart: 'env(safe-area-inset-top)' });
export const bottom = style({ paddingBlockEnd: 'env(safe-area-inset-bottom)' });
