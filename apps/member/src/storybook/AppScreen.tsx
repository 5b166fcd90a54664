import { useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppShell } from '../app/AppShell';
import { RouteElement } from '../app/RouteElement';
import { i18n, initI18n, isLocale } from '../i18n';
import { bindRouter, initStack } from '../navigation/navigation';
import { routes } from '../routes';
import { signIn } from '../session/store';
import { setLocale, setTheme } from '../settings/store';

initI18n('en-US');

/** The app's route table under its shell, as app/router.tsx builds it (there with BrowserRouter). */
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

function StoryRoutes() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    bindRouter({
      navigate: (to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options)),
    });
  }, [navigate]);
  return useRoutes(appRoutes);
}

/** A real screen of the member app at `url` (its route, shell, guard and lazy chunk), in memory history. */
export function AppScreen({ url }: { url: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <StoryRoutes />
      </MemoryRouter>
    </I18nextProvider>
  );
}

/**
 * Story loader: the demo member logged in, and the app's own settings (theme, language) following the
 * toolbar's globals, as the member's choices in Settings would.
 */
export async function appSettingsLoader({ globals }: { globals: Record<string, unknown> }): Promise<void> {
  signIn('storybook-member');
  initStack();
  setTheme(globals.theme === 'dark' ? 'dark' : 'light');
  const locale = globals.locale;
  await setLocale(isLocale(locale) ? locale : 'en-US');
}
