import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@aurum/tokens/theme.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    boxSizing: 'border-box',
    borderRadius: '50%',
    background: vars.color.border,
    color: vars.avatarInitial,
    fontFamily: vars.font.family,
    fontWeight: 600,
    lineHeight: 1,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { width: 32, height: 32, fontSize: 14 },
      medium: { width: 44, height: 44, fontSize: 18 },
      large: { width: 64, height: 64, fontSize: 26 },
      xlarge: { width: 88, height: 88, fontSize: 36 },
    },
    shape: {
      circle: { borderRadius: '50%' },
      rounded: { borderRadius: vars.size.radius },
    },
  },
  defaultVariants: { size: 'medium', shape: 'circle' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const defaultFigure = style({
  width: '100%',
  height: '100%',
  display: 'block',
  color: vars.color.textSecondary,
});
