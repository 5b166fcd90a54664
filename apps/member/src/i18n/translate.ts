/**
 * The message lookup behind t(): i18next's conventions (which the catalogs are written in) without
 * i18next. `ns:key` picks a namespace, `a.b` walks nested objects, `{{name}}` is replaced by the
 * option of that name, and `count` picks the plural form `key_<category>` by Intl.PluralRules of the
 * catalog's locale (falling back to `key_other`, then `key`). A key missing from the locale is
 * looked up in en-US; a key missing everywhere answers the key itself.
 */
import type { Catalog, Namespace } from './catalogs/types';
import { defaultLocale, type Locale } from './locales';

export type TranslateOptions = { count?: number } & Record<string, unknown>;

type Tree = { readonly [key: string]: string | Tree };

/** The namespaces loaded so far, per locale. */
const loaded = new Map<Locale, Partial<Record<Namespace, Tree>>>();

export function addNamespaces(locale: Locale, catalog: Partial<Catalog>): void {
  loaded.set(locale, { ...loaded.get(locale), ...(catalog as Partial<Record<Namespace, Tree>>) });
}

export function hasNamespace(locale: Locale, namespace: Namespace): boolean {
  return loaded.get(locale)?.[namespace] !== undefined;
}

function lookup(locale: Locale, namespace: Namespace, path: string): string | undefined {
  let node: string | Tree | undefined = loaded.get(locale)?.[namespace];
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(placeholder, (whole, name: string) => {
    // like i18next: an option given as undefined/null is left out, one not given at all stays visible
    if (!Object.prototype.hasOwnProperty.call(options, name)) return whole;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

export function translate(
  locale: Locale,
  namespaces: readonly Namespace[],
  key: string,
  options?: TranslateOptions,
): string {
  let searched = namespaces;
  let path = key;
  const colon = key.indexOf(':');
  // as in i18next, a word before a colon names the namespace (no key contains a colon)
  if (colon > 0 && /^\w+$/.test(key.slice(0, colon))) {
    searched = [key.slice(0, colon) as Namespace];
    path = key.slice(colon + 1);
  }
  const count = options?.count;
  const codes = locale === defaultLocale ? [locale] : [locale, defaultLocale];
  for (const namespace of searched) {
    for (const code of codes) {
      const found =
        (typeof count === 'number'
          ? (lookup(code, namespace, `${path}_${pluralCategory(code, count)}`) ??
            lookup(code, namespace, `${path}_other`))
          : undefined) ?? lookup(code, namespace, path);
      if (found !== undefined) return interpolate(found, options);
    }
  }
  return path;
}
