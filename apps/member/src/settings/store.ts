/**
 * Settings (SPEC §3): app version 1.2.2 (code 10), theme (light/dark, default light) and locale
 * (stored choice, else the browser's languages, else en-US). Theme and locale persist in
 * localStorage and survive a reload.
 */
import { darkTheme, lightTheme, themeSurface } from '@aurum/tokens/theme.css';
import { createStore, useStore } from '../lib/createStore';
import { storage, storageKeys } from '../lib/storage';
import { i18n, isLocale, loadLocale, resolveLocale, type Locale } from '../i18n';

export const APP_VERSION = '1.2.2';
export const APP_VERSION_CODE = 10;

export type Theme = 'light' | 'dark';
export const themes: readonly Theme[] = ['light', 'dark'];

export interface SettingsState {
  version: string;
  versionCode: number;
  theme: Theme;
  /** the dark theme is on (SPEC §3 "dark mode", off by default) */
  darkMode: boolean;
  locale: Locale;
}

function initialState(): SettingsState {
  const storedTheme = storage.get(storageKeys.theme);
  const theme: Theme = storedTheme === 'dark' ? 'dark' : 'light';
  const browserLanguages =
    typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return {
    version: APP_VERSION,
    versionCode: APP_VERSION_CODE,
    theme,
    darkMode: theme === 'dark',
    locale: resolveLocale(storage.get(storageKeys.locale), browserLanguages),
  };
}

export const settingsStore = createStore<SettingsState>(initialState());

export function themeClassName(theme: Theme): string {
  return theme === 'dark' ? darkTheme : lightTheme;
}

export function setTheme(theme: Theme): void {
  storage.set(storageKeys.theme, theme);
  settingsStore.setState({ theme, darkMode: theme === 'dark' });
  applyTheme(theme);
}

let localeRequest = 0;

/**
 * Switches the language once its catalog is loaded (the screen never falls back to English
 * while it loads), and stores the choice. The last call wins when several overlap. Rejects,
 * changing nothing, when the catalog can't be loaded.
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (!isLocale(locale)) return;
  const request = ++localeRequest;
  await loadLocale(locale);
  if (request !== localeRequest) return;
  storage.set(storageKeys.locale, locale);
  settingsStore.setState({ locale });
  applyLocale(locale);
}

/** Puts the theme class (and the page surface) on <html> and <body>. */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  const add = themeClassName(theme);
  const remove = themeClassName(theme === 'dark' ? 'light' : 'dark');
  for (const el of [document.documentElement, document.body]) {
    el.classList.remove(remove);
    el.classList.add(add, themeSurface);
    el.dataset.theme = theme;
  }
  document.documentElement.style.colorScheme = theme;
  // the browser's bar follows the app's theme (not only the system's, as index.html says)
  const metas = document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');
  navBarColours ??= readNavBarColours(metas);
  for (const meta of metas) meta.content = navBarColours[theme] ?? meta.content;
}

let navBarColours: Partial<Record<Theme, string>> | null = null;

/**
 * Each scheme's nav-bar colour as index.html has it (the tokens' values, written at build time on its
 * two theme-color metas), read before applyTheme first overwrites them: the entry need not carry the
 * tokens' colour tables for two values.
 */
function readNavBarColours(metas: Iterable<HTMLMetaElement>): Partial<Record<Theme, string>> {
  const found: Partial<Record<Theme, string>> = {};
  for (const meta of metas) found[meta.media.includes('dark') ? 'dark' : 'light'] = meta.content;
  return found;
}

export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function useSettings<T>(select: (state: SettingsState) => T): T {
  return useStore(settingsStore, select);
}

export const getLocale = (): Locale => settingsStore.getState().locale;
