import { globalStyle, keyframes, style } from '@vanilla-extract/css';

// Doc blocks sit on Storybook's docs page (not inside AurumProvider): plain colours, no theme vars.
const ink = '#1b1b1f';
const muted = '#5c5c66';
const rule = '#e2e2e8';

export const principles = style({ paddingInlineStart: 20, lineHeight: 1.6 });
export const summary = style({ fontSize: 14, color: muted });

export const table = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: 13,
  margin: '12px 0 24px',
});
globalStyle(`${table} th, ${table} td`, {
  borderBlockEnd: `1px solid ${rule}`,
  padding: '8px 10px',
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { color: muted, fontWeight: 600, fontSize: 12 });
globalStyle(`${table} code`, { fontSize: 12 });

export const swatchPair = style({ display: 'flex', gap: 8 });
export const swatch = style({
  inlineSize: 120,
  borderRadius: 8,
  border: `1px solid ${rule}`,
  overflow: 'hidden',
  fontSize: 12,
});
export const swatchColor = style({
  blockSize: 44,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 600,
});
export const swatchLabel = style({ padding: '4px 6px', color: ink, background: '#fff', lineHeight: 1.4 });

export const pass = style({ color: '#0b6b34', fontWeight: 700 });
export const fail = style({ color: '#b3001b', fontWeight: 700 });
export const note = style({ color: muted, fontSize: 12 });

export const bar = style({ blockSize: 16, background: '#D8AF81', borderRadius: 2 });
export const radiusBox = style({
  inlineSize: 96,
  blockSize: 64,
  background: '#f2f2f4',
  border: `2px solid #8a5a22`,
});

export const grid = style({ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '12px 0 24px' });
export const avatar = style({
  inlineSize: 44,
  blockSize: 44,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  fontSize: 16,
});

export const track = style({
  position: 'relative',
  blockSize: 28,
  inlineSize: 240,
  background: '#f2f2f4',
  borderRadius: 14,
  overflow: 'hidden',
});
export const dot = style({
  position: 'absolute',
  insetBlockStart: 4,
  insetInlineStart: 4,
  inlineSize: 20,
  blockSize: 20,
  borderRadius: '50%',
  background: '#8a5a22',
});
export const moved = style({ transform: 'translateX(212px)' });
export const playButton = style({
  minBlockSize: 32,
  padding: '0 12px',
  borderRadius: 16,
  border: `1px solid ${rule}`,
  background: '#fff',
  color: ink,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: 12,
});

export const layers = style({ display: 'flex', gap: 16, flexWrap: 'wrap', margin: '12px 0 24px' });
export const layerStage = style({
  position: 'relative',
  inlineSize: 260,
  blockSize: 300,
  borderRadius: 12,
  overflow: 'hidden',
  border: `1px solid ${rule}`,
  fontSize: 12,
});
export const layerBox = style({ position: 'absolute', insetInline: 12, padding: 8, borderRadius: 8 });

export const phone = style({
  border: `2px solid ${ink}`,
  borderRadius: 12,
  overflow: 'hidden',
  fontSize: 12,
  display: 'flex',
  flexDirection: 'column',
  blockSize: 240,
  background: '#f9f9fb',
});

const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.3 } });
export const demoPulse = style({ animation: `${pulse} 1s ease-in-out infinite alternate` });
