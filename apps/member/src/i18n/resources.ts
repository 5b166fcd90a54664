/**
 * The catalogs, each delivered in two parts (parts.ts): en-US's shell namespaces are bundled in
 * the entry chunk (the default locale and every locale's fallback), its home and login namespaces
 * in those screens' chunks; every part is also a chunk of its own, fetched once when needed. With each locale's first part comes @aurum/ui's matching
 * locale, so the components' own texts (loading, pull to refresh, dialogs...) follow the member's
 * language too.
 */
import { enUS as uiEnUS, type UiLocale } from '@aurum/ui';
import type { Locale } from './locales';
import type { Catalog } from './catalogs/types';
import type { CatalogPart } from './parts';
import { enUS as enUSShell } from './catalogs/en-US?catalog=shell';

export interface LoadedPart {
  catalog: Partial<Catalog>;
  /** @aurum/ui's texts in this locale (with the first part) */
  ui?: UiLocale;
}

/**
 * What the entry chunk holds: en-US's shell namespaces, usable before anything loads. Home's and
 * login's chunks add their own (parts.ts); en-US's whole first part is a chunk like the others'.
 */
export const bundled: LoadedPart = { catalog: enUSShell, ui: uiEnUS };

const loaders: Record<Locale, Record<CatalogPart, () => Promise<LoadedPart>>> = {
  'en-US': {
    first: () => import('./catalogs/en-US?catalog=first').then((m) => ({ catalog: m.enUS, ui: uiEnUS })),
    rest: () => import('./catalogs/en-US?catalog=rest').then((m) => ({ catalog: m.enUS })),
  },
  'zh-CN': {
    first: () =>
      Promise.all([import('./catalogs/zh-CN?catalog=first'), import('./ui-locales/zh-CN')]).then(
        ([m, ui]) => ({
          catalog: m.zhCN,
          ui: ui.uiLocale,
        }),
      ),
    rest: () => import('./catalogs/zh-CN?catalog=rest').then((m) => ({ catalog: m.zhCN })),
  },
  'zh-TW': {
    first: () =>
      Promise.all([import('./catalogs/zh-TW?catalog=first'), import('./ui-locales/zh-TW')]).then(
        ([m, ui]) => ({
          catalog: m.zhTW,
          ui: ui.uiLocale,
        }),
      ),
    rest: () => import('./catalogs/zh-TW?catalog=rest').then((m) => ({ catalog: m.zhTW })),
  },
  es: {
    first: () =>
      Promise.all([import('./catalogs/es?catalog=first'), import('./ui-locales/es')]).then(([m, ui]) => ({
        catalog: m.es,
        ui: ui.uiLocale,
      })),
    rest: () => import('./catalogs/es?catalog=rest').then((m) => ({ catalog: m.es })),
  },
  fr: {
    first: () =>
      Promise.all([import('./catalogs/fr?catalog=first'), import('./ui-locales/fr')]).then(([m, ui]) => ({
        catalog: m.fr,
        ui: ui.uiLocale,
      })),
    rest: () => import('./catalogs/fr?catalog=rest').then((m) => ({ catalog: m.fr })),
  },
  'tr-TR': {
    first: () =>
      Promise.all([import('./catalogs/tr-TR?catalog=first'), import('./ui-locales/tr-TR')]).then(
        ([m, ui]) => ({
          catalog: m.trTR,
          ui: ui.uiLocale,
        }),
      ),
    rest: () => import('./catalogs/tr-TR?catalog=rest').then((m) => ({ catalog: m.trTR })),
  },
};

/** One part of `locale`'s catalog, from its chunk. */
export function loadCatalogPart(locale: Locale, part: CatalogPart): Promise<LoadedPart> {
  return loaders[locale][part]();
}

/** The whole catalog of `locale` (both parts). */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const [first, rest] = await Promise.all([
    loadCatalogPart(locale, 'first'),
    loadCatalogPart(locale, 'rest'),
  ]);
  return { ...rest.catalog, ...first.catalog } as Catalog;
}

export type { Catalog, Namespace } from './catalogs/types';
