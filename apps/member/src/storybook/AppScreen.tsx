import { useLayoutEffect, useState } from 'react';
import { AppShell } from '../app/AppShell';
import { go, LocationProvider, navigate, Redirect, useLocation } from '../app/location';
import { RouteElement } from '../app/RouteElement';
import { initI18n, isLocale } from '../i18n';
import { bindRouter, initStack } from '../navigation/navigation';
import { findRoute } from '../routes';
import { signIn } from '../session/store';
import { setLocale, setTheme } from '../settings/store';

initI18n('en-US');

/** The route of the current path, as app/router.tsx renders it. */
function StoryRoutes() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  return route ? <RouteElement route={route} /> : <Redirect to="/" />;
}

/**
 * A real screen of the member app at `url` (its route, shell, guard and lazy chunk). The app's
 * location is the browser history (app/location.tsx): the story puts `url` in the preview frame's
 * address while it is shown and gives the frame its own address back when it goes.
 */
export function AppScreen({ url }: { url: string }) {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    const own = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const ownState: unknown = window.history.state;
    window.history.replaceState({ idx: 0 }, '', url);
    bindRouter({ navigate: (to, options) => (typeof to === 'number' ? go(to) : navigate(to, options)) });
    initStack();
    setReady(true);
    return () => window.history.replaceState(ownState, '', own);
  }, [url]);
  if (!ready) return null;
  return (
    <LocationProvider>
      <AppShell>
        <StoryRoutes />
      </AppShell>
    </LocationProvider>
  );
}

/**
 * Story loader: the demo member logged in, and the app's own settings (theme, language) following the
 * toolbar's globals, as the member's choices in Settings would.
 */
export async function appSettingsLoader({ globals }: { globals: Record<string, unknown> }): Promise<void> {
  signIn('storybook-member');
  setTheme(globals.theme === 'dark' ? 'dark' : 'light');
  const locale = globals.locale;
  await setLocale(isLocale(locale) ? locale : 'en-US');
}
