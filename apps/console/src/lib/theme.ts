import { useSyncExternalStore } from 'react';
import type { ColorSchemePreference } from '@aurum/ui';

const KEY = 'aurum.console.theme';
const listeners = new Set<() => void>();
let current: ColorSchemePreference = (localStorage.getItem(KEY) as ColorSchemePreference | null) ?? 'system';

export function setTheme(theme: ColorSchemePreference): void {
  current = theme;
  localStorage.setItem(KEY, theme);
  for (const l of listeners) l();
}

export function useTheme(): ColorSchemePreference {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
