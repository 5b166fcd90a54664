import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { routes } from '../routes';
import { bindRouter } from '../navigation/navigation';
import { AppShell } from './AppShell';
import { RouteElement } from './RouteElement';

/** History mode, base /: every route of the table under the app shell; anything else goes home. */
export function createAppRouter() {
  const children: RouteObject[] = routes.map((route) => ({
    path: route.path,
    caseSensitive: true,
    element: <RouteElement route={route} />,
  }));
  children.push({ path: '*', element: <Navigate to="/" replace /> });
  const router = createBrowserRouter([{ element: <AppShell />, children }], { basename: '/' });
  bindRouter(router);
  return router;
}
