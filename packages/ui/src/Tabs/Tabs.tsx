import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControlled } from '../internal/useControlled';
import * as styles from './Tabs.css';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps<K extends string = string> {
  items: readonly TabItem<K>[];
  /** Accessible name of the tab list. */
  label: string;
  selectedKey?: K;
  defaultSelectedKey?: K;
  onSelectionChange?: (key: K) => void;
  /** `line`: underlined tabs; `segmented`: a segmented control (pill group). @default 'line' */
  variant?: 'line' | 'segmented';
  /** The selected tab's panel; without it the tabs only select (e.g. a list filter). */
  children?: (key: K) => ReactNode;
}

/**
 * Tabs or a segmented control (WAI-ARIA tabs): arrow keys move and select (right-to-left aware),
 * Home/End jump, one tab stop; every tab at least 44 px high.
 */
export function Tabs<K extends string = string>({
  items,
  label,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  variant = 'line',
  children,
}: TabsProps<K>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((i) => !i.isDisabled);
  const [selected, setSelected] = useControlled<K | undefined>(
    selectedKey,
    defaultSelectedKey ?? enabled[0]?.key,
    onSelectionChange as ((key: K | undefined) => void) | undefined,
  );

  const select = (key: K) => {
    setSelected(key);
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((i) => i.key === selected);
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    const next: Record<string, number> = {
      [rtl ? 'ArrowLeft' : 'ArrowRight']: (index + 1) % enabled.length,
      [rtl ? 'ArrowRight' : 'ArrowLeft']: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = next[e.key];
    if (target === undefined || enabled.length === 0) return;
    e.preventDefault();
    select(enabled[target]!.key);
  };

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.list({ variant })}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              data-key={item.key}
              aria-selected={isSelected}
              aria-controls={children ? `${id}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.isDisabled}
              className={styles.tab({ variant })}
              onClick={() => setSelected(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children && selected !== undefined ? (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${selected}`}
          tabIndex={0}
          className={styles.panel}
        >
          {children(selected)}
        </div>
      ) : null}
    </div>
  );
}
