import { style } from '@vanilla-extract/css';

export const messageBlock = style({ whiteSpace: 'pre-line' });
