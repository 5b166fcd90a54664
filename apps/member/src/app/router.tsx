import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { routes } from '../routes';
import { bindRouter } from '../navigation/navigation';
import { AppShell } from './AppShell';
import { RouteElement } from './RouteElement';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let appRouter: AppRouter | null = null;

/**
 * The app's one router, created on first use and bound to the navigation service. Never create
 * it inside a component: StrictMode runs initialisers twice and the service would drive a
 * router nobody renders.
 */
export function getAppRouter(): AppRouter {
  appRouter ??= createAppRouter();
  return appRouter;
}

/** History mode, base /: every route of the table under the app shell; anything else goes home. */
function createAppRouter(): AppRouter {
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
