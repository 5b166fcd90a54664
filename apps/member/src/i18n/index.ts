/**
 * i18n: react-i18next with one catalog per locale (src/i18n/catalogs/<locale>.ts), one namespace
 * per area (common, titles, tabs, auth, home, mine, setting, status, wallet...). Every visible
 * string goes through t(). The current locale lives in the settings store; this module follows it.
 *
 * Only en-US (the default and the fallback) is bundled with the app; another locale's catalog is
 * a chunk of its own that `loadLocale` fetches before the language is switched to it, so a screen
 * never shows English while a chosen language loads. At start-up main.tsx waits for the stored
 * locale's catalog before the first render.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS, loadCatalog } from './resources';
import { defaultLocale, locales, type Locale } from './locales';

export { locales, defaultLocale, isLocale, matchLocale, resolveLocale, type Locale } from './locales';

export const namespaces = Object.keys(enUS) as (keyof typeof enUS)[];

export const i18n = i18next.createInstance();

/** Whether `locale`'s strings are in i18next already (en-US always is). */
export function isLocaleLoaded(locale: Locale): boolean {
  return locale === defaultLocale || (i18n.isInitialized && i18n.hasResourceBundle(locale, 'common'));
}

const pending = new Map<Locale, Promise<void>>();

/**
 * Fetches `locale`'s catalog (once) and adds it to i18next. Resolves when t() can answer in that
 * locale; rejects when the chunk can't be loaded (the language then stays as it was).
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (isLocaleLoaded(locale)) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = loadCatalog(locale).then(
      (catalog) => {
        for (const ns of namespaces) i18n.addResourceBundle(locale, ns, catalog[ns], true, true);
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}

/**
 * Initialises i18next synchronously in the given locale. Call it with a locale whose catalog is
 * loaded (en-US, or after `loadLocale`); otherwise t() answers in English until it is.
 */
export function initI18n(locale: Locale): typeof i18n {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources: { [defaultLocale]: enUS },
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}
