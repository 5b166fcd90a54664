/**
 * The catalogs. en-US is bundled in the entry chunk (the default locale and every locale's
 * fallback); the other five are separate chunks, loaded by `loadCatalog` only when chosen.
 */
import type { Locale } from './locales';
import type { Catalog } from './catalogs/types';
import { enUS } from './catalogs/en-US';

type OtherLocale = Exclude<Locale, 'en-US'>;

const loaders: Record<OtherLocale, () => Promise<Catalog>> = {
  'zh-CN': () => import('./catalogs/zh-CN').then((m) => m.zhCN),
  'zh-TW': () => import('./catalogs/zh-TW').then((m) => m.zhTW),
  es: () => import('./catalogs/es').then((m) => m.es),
  fr: () => import('./catalogs/fr').then((m) => m.fr),
  'tr-TR': () => import('./catalogs/tr-TR').then((m) => m.trTR),
};

/** The catalog of `locale`: en-US at once, the others from their chunk (each fetched once). */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  return locale === 'en-US' ? Promise.resolve(enUS) : loaders[locale]();
}

export { enUS };
export type { Catalog, Namespace } from './catalogs/types';
