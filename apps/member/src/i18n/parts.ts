/**
 * Each locale's catalog is delivered in two parts (see apps/member/vite/catalog-parts.ts): the
 * namespaces the app shell and the first screens (login, register, home) use, loaded before the
 * first render, and the rest, loaded when the browser is idle after it (or at once when a screen
 * needs it). Keeps the first route's JavaScript small (issue 18).
 */
// home's shortcut to the lucky draw is labelled from `home` (lotteryShortcut), not from the
// lottery screen's namespace, which stays in the rest (−0.6 KB gz of the first route)
export const firstScreenNamespaces = ['common', 'titles', 'tabs', 'auth', 'home'] as const;

/**
 * en-US's first part is cut once more for the first route: the entry chunk bundles the shell's
 * namespaces only, and home's and login's chunks bring their own (`addBundledTexts`), so neither
 * first screen carries the other's texts (issue 18). Anything else that needs them before the
 * whole catalog arrives loads en-US's first part like another locale's.
 */
export const shellNamespaces = ['common', 'titles', 'tabs'] as const;

export type CatalogPart = 'first' | 'rest';

/** What a catalog import may ask for (`?catalog=…`): a part, the shell's namespaces, or one screen's. */
export type CatalogPiece = CatalogPart | 'shell' | 'auth' | 'home';

/** Whether `namespace` is in `piece`. */
export function isInPiece(namespace: string, piece: CatalogPiece): boolean {
  if (piece === 'shell') return (shellNamespaces as readonly string[]).includes(namespace);
  if (piece === 'first' || piece === 'rest') return partOf(namespace) === piece;
  return namespace === piece;
}

/** Which part a namespace is delivered in. */
export function partOf(namespace: string): CatalogPart {
  return (firstScreenNamespaces as readonly string[]).includes(namespace) ? 'first' : 'rest';
}
