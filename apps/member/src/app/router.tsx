import { useLayoutEffect } from 'react';
import { BrowserRouter, Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { routes } from '../routes';
import { bindRouter } from '../navigation/navigation';
import { AppShell } from './AppShell';
import { RouteElement } from './RouteElement';

/**
 * History mode, base /: every route of the table under the app shell; anything else goes home.
 * react-router's declarative router (BrowserRouter + useRoutes): the app has no loaders or actions,
 * and the data router (createBrowserRouter) would add ~17 KB gzipped to the first screen.
 */
const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...routes.map((route) => ({
        path: route.path,
        caseSensitive: true,
        element: <RouteElement route={route} />,
      })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The route tree, and the navigation service bound to this router's navigate(). */
function AppRoutes() {
  const navigate = useNavigate();
  // A layout effect: bound before any screen's effects run (and after react-router's own, which
  // make navigate() usable).
  useLayoutEffect(() => {
    bindRouter({
      navigate: (to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options)),
    });
  }, [navigate]);
  return useRoutes(appRoutes);
}

/** The app's one router. */
export function AppRouter() {
  return (
    <BrowserRouter basename="/">
      <AppRoutes />
    </BrowserRouter>
  );
}
