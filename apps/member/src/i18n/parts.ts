/**
 * Each locale's catalog is delivered in two parts (see apps/member/vite/catalog-parts.ts): the
 * namespaces the app shell and the first screens (login, register, home) use, loaded before the
 * first render, and the rest, loaded when the browser is idle after it (or at once when a screen
 * needs it). Keeps the first route's JavaScript small (issue 18).
 */
// home's shortcut to the lucky draw is labelled from `home` (lotteryShortcut), not from the
// lottery screen's namespace, which stays in the rest (−0.6 KB gz of the first route)
export const firstScreenNamespaces = ['common', 'titles', 'tabs', 'auth', 'home'] as const;

export type CatalogPart = 'first' | 'rest';

/** Which part a namespace is delivered in. */
export function partOf(namespace: string): CatalogPart {
  return (firstScreenNamespaces as readonly string[]).includes(namespace) ? 'first' : 'rest';
}
