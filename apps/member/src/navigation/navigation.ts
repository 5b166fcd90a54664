/**
 * Navigation service (SPEC §2): navigateTo, redirectTo, switchTab, reLaunch, navigateBack.
 *
 * The page stack is the browser history since the last reLaunch/switchTab: src/app/location.tsx keeps the
 * position in `history.state.idx`; the position of the last relaunch is remembered (per tab, in
 * sessionStorage) as the stack's bottom. Back from the bottom page (one page on the stack, e.g.
 * after opening a deep link) relaunches to /.
 */
import { paths, type AppUrl } from './paths';
import { isTabPath, type TabPath } from './tabs';

interface RouterLike {
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void> | void;
}

let router: RouterLike | null = null;

/** Called once with the app's router (src/app/router.tsx). */
export function bindRouter(instance: RouterLike): void {
  router = instance;
}

function requireRouter(): RouterLike {
  if (!router) throw new Error('navigation used before the router was bound');
  return router;
}

function historyIndex(): number {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const idx = state && typeof state === 'object' && 'idx' in state ? (state as { idx: unknown }).idx : 0;
  return typeof idx === 'number' ? idx : 0;
}

const BASE_KEY = 'aurum.navBase';
function stackBase(): number {
  try {
    const value = Number(sessionStorage.getItem(BASE_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}
function setStackBase(idx: number): void {
  try {
    sessionStorage.setItem(BASE_KEY, String(idx));
  } catch {
    // ignore
  }
}

/** Pages on the stack, counting the current one. */
export function stackDepth(): number {
  return Math.max(1, historyIndex() - stackBase() + 1);
}

/** Open a page on top of the current one. */
export function navigateTo(url: AppUrl): void {
  void requireRouter().navigate(url);
}

/** Replace the current page. */
export function redirectTo(url: AppUrl): void {
  void requireRouter().navigate(url, { replace: true });
}

/** Close every page and open `url` as the only page. */
export function reLaunch(url: AppUrl = paths.home): void {
  const result = requireRouter().navigate(url, { replace: true });
  const settle = () => setStackBase(historyIndex());
  if (result && typeof (result as Promise<void>).then === 'function') void (result as Promise<void>).then(settle);
  else settle();
}

/** Show one of the five tabs; like uni-app, this closes the pages above it. */
export function switchTab(path: TabPath): void {
  if (!isTabPath(path)) throw new Error(`switchTab: ${String(path)} is not a tab`);
  reLaunch(path);
}

/** Go back `delta` pages; with nothing below the current page, relaunch to /. */
export function navigateBack(delta = 1): void {
  const depth = stackDepth();
  if (depth <= 1) {
    reLaunch(paths.home);
    return;
  }
  void requireRouter().navigate(-Math.min(Math.max(1, delta), depth - 1));
}

/** Starting a fresh document (first load, reload) counts as a relaunch when no base is known. */
export function initStack(): void {
  try {
    if (sessionStorage.getItem(BASE_KEY) === null) setStackBase(historyIndex());
    // A reload or a typed URL can land below the remembered base: the stack starts here.
    else if (historyIndex() < stackBase()) setStackBase(historyIndex());
  } catch {
    // ignore
  }
}
