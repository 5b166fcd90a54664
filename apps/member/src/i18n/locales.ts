/** The six interface languages (SPEC §1) and how a browser language maps onto them. */
export const locales = ['en-US', 'zh-CN', 'zh-TW', 'es', 'fr', 'tr-TR'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A BCP 47 tag ("zh-Hant-HK", "en_GB", "tr") to one of the six locales, or null. */
export function matchLocale(tag: string): Locale | null {
  const t = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!t) return null;
  const exact = locales.find((l) => l.toLowerCase() === t);
  if (exact) return exact;
  if (t === 'zh-hk' || t === 'zh-mo' || t.startsWith('zh-hant')) return 'zh-TW';
  if (t === 'zh' || t.startsWith('zh-')) return 'zh-CN';
  const language = t.split('-')[0];
  if (language === 'en') return 'en-US';
  if (language === 'es') return 'es';
  if (language === 'fr') return 'fr';
  if (language === 'tr') return 'tr-TR';
  return null;
}

/** Stored choice first, then the browser's languages in order, then en-US. */
export function resolveLocale(stored: string | null | undefined, browser: readonly string[] = []): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return defaultLocale;
}
