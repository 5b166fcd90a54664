import { IconGlyph } from '../Icon/IconGlyph';
import { reloadIcon } from '../Icon/glyphs/reload';
import { usePressable } from '../internal/nativePress';
import * as styles from './ChunkLoadError.css';
import { useUiText } from '../locale/LocaleProvider';

export interface ChunkLoadErrorProps {
  /** @default 'Failed to load, tap to reload' */
  message?: string;
  /** Called on click, tap, Enter or Space. @default window.location.reload() */
  onReload?: () => void;
}

/**
 * Shown where a lazily loaded page failed to arrive (SPEC §8): the whole block is a button that
 * reloads. Announced through role="alert" when it appears.
 */
export function ChunkLoadError({ message, onReload }: ChunkLoadErrorProps) {
  const { text } = useUiText();
  const { pressableProps } = usePressable(false);
  return (
    <div role="alert" className={styles.root}>
      <button
        type="button"
        onClick={() => (onReload ? onReload() : window.location.reload())}
        {...pressableProps}
        className={styles.button}
      >
        <IconGlyph icon={reloadIcon} name="reload" className={styles.icon} size={40} />
        <span>{message ?? text('chunkLoadError')}</span>
      </button>
    </div>
  );
}
