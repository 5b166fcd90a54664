import { Icon } from '../Icon/Icon';
import { chain, useFocusVisible, usePressedState } from '../internal/nativePress';
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
  const { isPressed, pressedProps } = usePressedState(false);
  const { isFocusVisible, focusVisibleProps } = useFocusVisible();
  return (
    <div role="alert" className={styles.root}>
      <button
        type="button"
        onClick={() => (onReload ? onReload() : window.location.reload())}
        {...pressedProps}
        onPointerDown={chain(pressedProps.onPointerDown, focusVisibleProps.onPointerDown)}
        onFocus={focusVisibleProps.onFocus}
        onBlur={chain(focusVisibleProps.onBlur, pressedProps.onBlur)}
        className={styles.button}
        data-pressed={isPressed || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <Icon name="reload" className={styles.icon} size={40} />
        <span>{message ?? text('chunkLoadError')}</span>
      </button>
    </div>
  );
}
