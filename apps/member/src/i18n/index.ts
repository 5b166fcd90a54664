/**
 * i18n: one catalog per locale (src/i18n/catalogs/<locale>.ts), one namespace per area (common,
 * titles, tabs, auth, home, mine, setting, status, wallet...). Every visible string goes through
 * t() from `useTranslation(namespaces)` (the same shape as react-i18next's hook, which the app used
 * before). The current locale lives in the settings store; this module follows it.
 *
 * Why not i18next: the app uses lookups, `{{name}}` interpolation and `_one`/`_other` plurals and
 * nothing else, and i18next + react-i18next were 17 KB gzipped of the first screen's JavaScript
 * (issue 18: ≤ 90 KB in all). The lookup (translate.ts) is a few dozen lines on Intl.PluralRules.
 *
 * Only en-US's shell texts are bundled, home's and login's come with those screens (parts.ts); at start-up bootstrap waits for the stored
 * locale's first part before the first render, so nothing shows in English first, and the rest of
 * the catalog follows when the browser is idle. A screen that needs a namespace not loaded yet
 * suspends (its route shows the loading indicator) until it is.
 */
import { use, useMemo, useSyncExternalStore } from 'react';
import { enUS as uiEnUS, type UiLocale } from '@aurum/ui';
import type { Catalog, Namespace } from './catalogs/types';
import { defaultLocale, type Locale } from './locales';
import { partOf, type CatalogPart } from './parts';
import { bundled, loadCatalogPart } from './resources';
import { addNamespaces, hasNamespace, translate, type TranslateOptions } from './translate';

export { locales, defaultLocale, isLocale, matchLocale, resolveLocale, type Locale } from './locales';
export type { Catalog, Namespace } from './catalogs/types';
export type { TranslateOptions } from './translate';

// ---- typed keys: `t('auth:phone')`, `t('periodDays', { count })` are checked against en-US ----

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** The keys of one namespace, plural forms also by their base name. */
export type KeyOf<N extends Namespace> = N extends Namespace
  ? WithoutPlural<Leaves<Catalog[N]>> | Leaves<Catalog[N]>
  : never;
type PrefixedKey = { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];
export type TranslationKey<N extends Namespace> = KeyOf<N> | PrefixedKey;

export interface TFunction<N extends Namespace = Namespace> {
  (key: TranslationKey<N>, options?: TranslateOptions): string;
}

// ---- the current language ----

let language: Locale = defaultLocale;
const listeners = new Set<() => void>();
const uiLocales = new Map<Locale, UiLocale>([[defaultLocale, uiEnUS]]);
addNamespaces(defaultLocale, bundled.catalog);

function setLanguage(locale: Locale): void {
  if (language === locale) return;
  language = locale;
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getLanguage = () => language;

/** Where the app reads the language outside React (dates, money, API messages). */
export const i18n = {
  get language(): Locale {
    return language;
  },
  /** t() in the current language; the key names its namespace (`common:back`) or is in `common`. */
  t(key: TranslationKey<'common'>, options?: TranslateOptions): string {
    return translate(language, ['common'], key, options);
  },
  /** A t() of a given language and namespaces. */
  getFixedT<N extends Namespace>(locale: Locale, namespaces: N | readonly N[]): TFunction<N> {
    const list = (typeof namespaces === 'string' ? [namespaces] : namespaces) as readonly Namespace[];
    return (key, options) => translate(locale, list, key, options);
  },
  /**
   * Switches the language at once (texts of a part not loaded yet show in English until it is:
   * call `loadLocale` first, as setLocale does).
   */
  changeLanguage(locale: Locale): Promise<void> {
    setLanguage(locale);
    return Promise.resolve();
  },
};

// ---- loading ----

const pending = new Map<string, Promise<void>>();

/** Fetches one part of `locale`'s catalog once; rejects (and may be retried) when it can't. */
function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  const id = `${locale}/${part}`;
  let loading = pending.get(id);
  if (!loading) {
    loading = loadCatalogPart(locale, part).then(
      ({ catalog, ui }) => {
        addNamespaces(locale, catalog);
        if (ui) uiLocales.set(locale, ui);
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, loading);
  }
  return loading;
}

/** Whether the first screens' texts of `locale` are loaded (en-US's always are). */
export function isLocaleLoaded(locale: Locale): boolean {
  return hasNamespace(locale, 'common');
}

/**
 * The first screens' part of `locale` (the shell, login, register and home): before the first
 * render. en-US's shell texts are in the entry and home and login bring their own, so for en-US
 * nothing is waited for (a screen that needs the rest of the part suspends until it is loaded).
 */
export function loadFirstScreen(locale: Locale): Promise<void> {
  return locale === defaultLocale ? Promise.resolve() : loadPart(locale, 'first');
}

/**
 * Adds a first screen's en-US texts that its chunk brings (`?catalog=home`, `?catalog=auth`),
 * when the chunk is evaluated, before the screen renders: parts.ts.
 */
export function addBundledTexts(catalog: Partial<Catalog>): void {
  addNamespaces(defaultLocale, catalog);
}

const whole = new Map<Locale, Promise<void>>();

/**
 * Fetches all of `locale`'s catalog (once) and @aurum/ui's texts in it. Resolves when t() can
 * answer every key in that locale; rejects when a chunk can't be loaded (the language then stays
 * as it was). The same promise while it loads and after (React's `use` needs that).
 */
export function loadLocale(locale: Locale): Promise<void> {
  let loading = whole.get(locale);
  if (!loading) {
    loading = Promise.all([loadPart(locale, 'first'), loadPart(locale, 'rest')]).then(
      () => undefined,
      (error: unknown) => {
        whole.delete(locale);
        throw error;
      },
    );
    whole.set(locale, loading);
  }
  return loading;
}

/** Sets the language synchronously (call it with a locale whose first part is loaded, or en-US). */
export function initI18n(locale: Locale): typeof i18n {
  setLanguage(locale);
  return i18n;
}

// ---- React ----

/** The current language; re-renders when it changes. */
export function useLanguage(): Locale {
  return useSyncExternalStore(subscribe, getLanguage, getLanguage);
}

/** @aurum/ui's texts in the current language (for AurumProvider), en-US until they are loaded. */
export function useUiLocale(): UiLocale {
  const locale = useLanguage();
  return uiLocales.get(locale) ?? uiEnUS;
}

/**
 * t() over the given namespaces (searched in order; `ns:key` names another one), in the current
 * language. Suspends while a namespace of this language is still loading.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespaces?: N | readonly N[],
): { t: TFunction<N>; i18n: typeof i18n } {
  const locale = useLanguage();
  const list = (
    namespaces === undefined ? ['common'] : typeof namespaces === 'string' ? [namespaces] : namespaces
  ) as readonly Namespace[];
  const listKey = list.join(',');
  if (list.some((namespace) => !hasNamespace(locale, namespace))) {
    use(
      list.every((namespace) => partOf(namespace) === 'first')
        ? loadPart(locale, 'first')
        : loadLocale(locale),
    );
  }
  // one t() per language and list of namespaces (callers pass a new array literal each render)
  const t = useMemo<TFunction<N>>(() => {
    const searched = listKey.split(',') as Namespace[];
    return (key, options) => translate(locale, searched, key, options);
  }, [locale, listKey]);
  return { t, i18n };
}
