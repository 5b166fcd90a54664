import { findRoute } from '../routes';
import { bindRouter } from '../navigation/navigation';
import { AppShell } from './AppShell';
import { RouteElement } from './RouteElement';
import { go, LocationProvider, navigate, Redirect, useLocation } from './location';

// The navigation service drives the browser history directly (src/app/location.tsx).
bindRouter({ navigate: (to, options) => (typeof to === 'number' ? go(to) : navigate(to, options)) });

/** The route of the current path (the table matches exactly, case-sensitively); anything else goes home. */
function AppRoutes() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  return route ? <RouteElement route={route} /> : <Redirect to="/" />;
}

/** The app's one router: every route of the table under the app shell. */
export function AppRouter() {
  return (
    <LocationProvider>
      <AppShell>
        <AppRoutes />
      </AppShell>
    </LocationProvider>
  );
}
