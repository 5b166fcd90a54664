import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';
import { networkTag } from '../../../components/money/money.css';

export const typeTag = style([networkTag, { flex: 'none' }]);
// wraps only at the <wbr> between groups of four (GroupedAddress), never inside a group
export const address = style({
  overflowWrap: 'normal',
  wordBreak: 'normal',
  unicodeBidi: 'isolate',
  direction: 'ltr',
  fontVariantNumeric: 'tabular-nums',
});
export const actions = style({ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });
export const field = style({ display: 'flex', flexDirection: 'column', gap: 6 });
export const label = style({ fontWeight: 600, fontSize: vars.size.fontSize });
