/** localStorage that never throws (private mode, disabled storage, no window in tests). */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage full or disabled: the value lives for this page only
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // ignore
    }
  },
};

/** The keys this app stores. */
export const storageKeys = {
  token: 'aurum.token',
  theme: 'aurum.theme',
  locale: 'aurum.locale',
} as const;
