import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { onGold } from '../../../layout/accent.css';

export const typeTag = style({
  flex: 'none',
  padding: '2px 10px',
  borderRadius: 999,
  background: vars.color.theme,
  color: onGold,
  fontSize: vars.size.fontSizeSmall,
  fontWeight: 700,
});
export const address = style({ wordBreak: 'break-all' });
export const actions = style({ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });
export const field = style({ display: 'flex', flexDirection: 'column', gap: 6 });
export const label = style({ fontWeight: 600, fontSize: vars.size.fontSize });
