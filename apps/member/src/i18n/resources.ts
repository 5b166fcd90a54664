import type { Locale } from './locales';
import type { Catalog } from './catalogs/types';
import { enUS } from './catalogs/en-US';
import { zhCN } from './catalogs/zh-CN';
import { zhTW } from './catalogs/zh-TW';
import { es } from './catalogs/es';
import { fr } from './catalogs/fr';
import { trTR } from './catalogs/tr-TR';

/** Every catalog by locale. */
export const catalogs: Record<Locale, Catalog> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  es,
  fr,
  'tr-TR': trTR,
};

export { enUS };
export type { Catalog, Namespace } from './catalogs/types';
