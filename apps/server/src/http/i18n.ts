/**
 * Server-side messages in the six locales. Each feature registers its own catalog (a
 * `messages.ts` beside its routes); `t()` falls back to en-US, then to the key itself.
 */
export const locales = ['en-US', 'zh-CN', 'zh-TW', 'es', 'fr', 'tr-TR'] as const;
export type Locale = (typeof locales)[number];
export type Catalog = Record<string, string>;
export type Catalogs = { 'en-US': Catalog } & Partial<Record<Exclude<Locale, 'en-US'>, Catalog>>;

const registry: Record<Locale, Catalog> = {
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
  es: {},
  fr: {},
  'tr-TR': {},
};

export function registerMessages(catalogs: Catalogs): void {
  for (const locale of locales) Object.assign(registry[locale], catalogs[locale] ?? {});
}

export type MessageParams = Record<string, string | number | bigint>;

export function t(locale: Locale, key: string, params: MessageParams = {}): string {
  const template = registry[locale][key] ?? registry['en-US'][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'field' && typeof params.field === 'string') return fieldLabel(locale, params.field);
    const value = params[name];
    return value === undefined ? `{${name}}` : String(value);
  });
}

/** Field names shown in validation messages, translated when the catalog knows them. */
export function fieldLabel(locale: Locale, field: string): string {
  return registry[locale][`field.${field}`] ?? registry['en-US'][`field.${field}`] ?? field;
}

/**
 * Accept-Language to one of the six locales. The legacy clients send "zh-CN" or "en_US"; browsers
 * send full lists with q-values.
 */
export function resolveLocale(header: string | undefined): Locale {
  if (!header) return 'en-US';
  const candidates = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { tag: tag.trim().replace('_', '-').toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((c) => c.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of candidates) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return 'en-US';
}

function matchLocale(tag: string): Locale | null {
  if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-TW';
  if (tag.startsWith('zh')) return 'zh-CN';
  if (tag.startsWith('en')) return 'en-US';
  if (tag.startsWith('es')) return 'es';
  if (tag.startsWith('fr')) return 'fr';
  if (tag.startsWith('tr')) return 'tr-TR';
  return null;
}
