export type { IconDefinition } from './IconDefinition';
import { backIcon } from './glyphs/back';
import { closeIcon } from './glyphs/close';
import { closeSmallIcon } from './glyphs/closeSmall';
import { checkIcon } from './glyphs/check';
import { slideIcon } from './glyphs/slide';
import { arrowDownIcon } from './glyphs/arrowDown';
import { chevronIcon } from './glyphs/chevron';
import { alertIcon } from './glyphs/alert';
import { errorIcon } from './glyphs/error';
import { backspaceIcon } from './glyphs/backspace';
import { reloadIcon } from './glyphs/reload';
import { minusIcon } from './glyphs/minus';
import { plusIcon } from './glyphs/plus';
import { emptyIcon } from './glyphs/empty';
import { personIcon } from './glyphs/person';
import type { IconDefinition } from './IconDefinition';

/**
 * The library's icons by name (each drawn once, in glyphs/). The library's own components import the
 * glyph they draw and draw it with `IconGlyph`: one module per glyph lets an app's bundler put each in
 * the chunk of the component that shows it, and an app that never uses `Icon` does not carry this map.
 */
export const icons = {
  back: backIcon,
  close: closeIcon,
  closeSmall: closeSmallIcon,
  check: checkIcon,
  slide: slideIcon,
  arrowDown: arrowDownIcon,
  chevron: chevronIcon,
  alert: alertIcon,
  error: errorIcon,
  backspace: backspaceIcon,
  reload: reloadIcon,
  minus: minusIcon,
  plus: plusIcon,
  empty: emptyIcon,
  person: personIcon,
} satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof icons;
