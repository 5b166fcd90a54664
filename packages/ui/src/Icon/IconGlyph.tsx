import type { SVGProps } from 'react';
import type { IconDefinition } from './IconDefinition';

export interface IconGlyphProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  /** One of icons.tsx's definitions (e.g. `checkIcon`). */
  icon: IconDefinition;
  /** The icon's name in the map, written to `data-icon` as `Icon` does. */
  name: string;
  size?: number;
  strokeWidth?: number;
  label?: string;
}

/**
 * Draws one icon definition: what `Icon` renders for a name. The library's components use it with the
 * definition they draw, so the bundle of an app carries those icons only, not `Icon`'s whole map.
 */
export function IconGlyph({ icon, name, size, strokeWidth, label, ...rest }: IconGlyphProps) {
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
