import type { SVGProps } from 'react';
import { IconGlyph } from './IconGlyph';
import { icons, type IconName } from './icons';

export type { IconName } from './icons';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  name: IconName;
  /** Width and height in px; without it, size the icon with CSS (className). */
  size?: number;
  /** Overrides the icon's own stroke width (stroked icons). */
  strokeWidth?: number;
  /** Accessible name; without it the icon is decorative (hidden from assistive technology). */
  label?: string;
}

/** An icon of the library, drawn in the current text colour (`color`). */
export function Icon({ name, ...rest }: IconProps) {
  return <IconGlyph icon={icons[name]} name={name} {...rest} />;
}
