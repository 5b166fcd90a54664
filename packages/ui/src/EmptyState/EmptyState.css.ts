import { style } from '@vanilla-extract/css';
import { vars } from '@aurum/tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: '48px 16px',
  color: vars.color.textSecondary,
  fontFamily: vars.font.family,
  fontSize: vars.size.fontSize,
  textAlign: 'center',
});

export const icon = style({ width: 96, height: 96, color: vars.color.border });
