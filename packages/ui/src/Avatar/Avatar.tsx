import { useState, type CSSProperties } from 'react';
import { cssVarName } from '@aurum/tokens';
import { IconGlyph } from '../Icon/IconGlyph';
import { personIcon } from '../Icon/glyphs/person';
import * as styles from './Avatar.css';
import { avatarColorIndex, avatarContent, nameInitial } from './avatarLogic';
import { useUiText } from '../locale/LocaleProvider';

export type AvatarSize = NonNullable<styles.AvatarVariants['size']>;
export type AvatarShape = NonNullable<styles.AvatarVariants['shape']>;

export interface AvatarProps {
  /** Picture URL. Missing, empty or failing to load: falls back to the initial, else the default avatar. */
  src?: string | null;
  /** Member's display name: gives the initial (and, without `colorIndex`, the colour). */
  name?: string | null;
  /** Colour of the initial's background, 0 to 19 (SPEC §3); derived from `name` when not given. */
  colorIndex?: number | null;
  /** Accessible name. Defaults to `name`, else `defaultLabel`. */
  alt?: string;
  /** Accessible name of the built-in default avatar when there is no name. */
  defaultLabel?: string;
  /** Hide from assistive technology, when the name is printed right next to the avatar. */
  decorative?: boolean;
  size?: AvatarSize;
  shape?: AvatarShape;
  className?: string;
  style?: CSSProperties;
}

/** Member avatar: picture, else the name's initial on one of 20 token colours, else a default figure. */
export function Avatar({
  src,
  name,
  colorIndex,
  alt,
  defaultLabel: defaultLabelProp,
  decorative = false,
  size = 'medium',
  shape = 'circle',
  className,
  style,
}: AvatarProps) {
  const { text } = useUiText();
  const defaultLabel = defaultLabelProp ?? text('avatar');
  // Remember which src failed, so a new src is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const content = avatarContent(src, name, failedSrc !== null && failedSrc === src);
  const label = alt ?? (name?.trim() || defaultLabel);
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  const rootClass = [styles.avatar({ size, shape }), className].filter(Boolean).join(' ');

  if (content === 'image' && src) {
    return (
      <span className={rootClass} style={style} data-content="image" {...a11y}>
        <img
          key={src}
          className={styles.image}
          src={src}
          alt=""
          draggable={false}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }

  if (content === 'initial') {
    const index = avatarColorIndex(name, colorIndex);
    return (
      <span
        className={rootClass}
        // the palette's custom property by name (what vars.avatar[index] holds), without the `vars` object
        style={{ background: `var(${cssVarName(['avatar', String(index)])})`, ...style }}
        data-content="initial"
        data-color-index={index}
        {...a11y}
      >
        {nameInitial(name)}
      </span>
    );
  }

  return (
    <span className={rootClass} style={style} data-content="default" {...a11y}>
      <DefaultFigure />
    </span>
  );
}

/** Built-in default avatar: a head-and-shoulders figure in the theme's secondary text colour. */
function DefaultFigure() {
  return <IconGlyph icon={personIcon} name="person" className={styles.defaultFigure} />;
}
