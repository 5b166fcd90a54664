/**
 * The app's location: the browser history (history mode, base /), what the navigation service
 * (src/navigation) drives and what the routes and screens read.
 *
 * Why not react-router: of its 12 KB gzipped on the first route the app used push, replace, back,
 * the current path and the query string; the route table (src/routes.tsx) already matches paths
 * exactly. Why not wouter (2 KB): its hooks read the location through useSyncExternalStore, so a
 * navigation can't be a React transition, and a screen whose chunk is still loading would replace
 * the current screen with the loading state at once. Here, as with react-router, a location change
 * is a transition: the current screen stays until the next one is ready.
 *
 * Each history entry carries its position, `history.state.idx`, as react-router's did: the
 * navigation service counts the page stack with it.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export interface AppLocation {
  pathname: string;
  search: string;
}

function historyIndex(): number {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' && 'idx' in state ? (state as { idx: unknown }).idx : null;
  return typeof idx === 'number' ? idx : 0;
}

// A fresh document (first load, typed URL) starts the count at 0; a reload keeps its position.
if (typeof window !== 'undefined') {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object' || typeof (state as { idx?: unknown }).idx !== 'number') {
    window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), idx: 0 }, '');
  }
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Opens `to` on top of the current entry, or instead of it (`replace`). */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const idx = historyIndex();
  if (options.replace) window.history.replaceState({ idx }, '', to);
  else window.history.pushState({ idx: idx + 1 }, '', to);
  notify();
}

/** Moves `delta` entries through the history (negative: back). */
export function go(delta: number): void {
  window.history.go(delta);
}

const read = (): AppLocation => ({ pathname: window.location.pathname, search: window.location.search });

const LocationContext = createContext<AppLocation>({ pathname: '/', search: '' });

/** Provides the location; every change (navigate, back, forward) renders as a transition. */
export function LocationProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(read);
  useLayoutEffect(() => {
    const update = () => {
      const next = read();
      startTransition(() =>
        setLocation((previous) =>
          previous.pathname === next.pathname && previous.search === next.search ? previous : next,
        ),
      );
    };
    listeners.add(update);
    window.addEventListener('popstate', update);
    update(); // a navigation between the first render and now
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

export function useLocation(): AppLocation {
  return useContext(LocationContext);
}

/** The query string of the current location (react-router's `const [params] = useSearchParams()`). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Replaces the current entry with `to` once rendered (react-router's `<Navigate replace>`). */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
