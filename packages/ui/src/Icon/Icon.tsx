import type { SVGProps } from 'react';
import { icons, type IconDefinition, type IconName } from './icons';

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
export function Icon({ name, size, strokeWidth, label, ...rest }: IconProps) {
  const icon: IconDefinition = icons[name];
  return (
    <svg
      viewBox={icon.viewBox}
      width={size}
      height={size}
      fill={icon.filled ? 'currentColor' : 'none'}
      stroke={icon.filled ? undefined : 'currentColor'}
      strokeWidth={icon.filled ? undefined : (strokeWidth ?? icon.strokeWidth)}
      strokeLinecap={icon.cap}
      strokeLinejoin={icon.join}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={name}
      {...rest}
    >
      {icon.shape}
    </svg>
  );
}
