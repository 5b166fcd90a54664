import { style } from '@vanilla-extract/css';

/** Message may hold several paragraphs (e.g. a notice): keep them readable. */
export const messageBlock = style({ whiteSpace: 'pre-line' });
