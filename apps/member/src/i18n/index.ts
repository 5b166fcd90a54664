/**
 * i18n: react-i18next with one catalog per locale (src/i18n/catalogs/<locale>.ts), one namespace
 * per area (common, titles, tabs, auth, home, mine, setting, status, wallet...). Every visible
 * string goes through t(). The current locale lives in the settings store; this module follows it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogs, enUS } from './resources';
import { defaultLocale, locales, type Locale } from './locales';

export { locales, defaultLocale, isLocale, matchLocale, resolveLocale, type Locale } from './locales';

export const namespaces = Object.keys(enUS) as (keyof typeof enUS)[];

export const i18n = i18next.createInstance();

/** Initialises i18next synchronously (resources are bundled) in the given locale. */
export function initI18n(locale: Locale): typeof i18n {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources: catalogs,
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
