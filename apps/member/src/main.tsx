import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';
import { findRoute } from './routes';
import { sessionStore } from './session/store';
import { App } from './App';
import { registerServiceWorker } from './pwa/register';
import { loadLocale } from './i18n';
import { paths } from './navigation/paths';
import { settingsStore } from './settings/store';
import { prefetchHomeData } from './screens/home/Home/homeData';

const ready = bootstrap();
// While another locale's catalog loads, fetch the first screen's chunk alongside it.
const first = findRoute(window.location.pathname);
if (first && (!first.needsLogin || sessionStore.getState().isLogin)) {
  void first.component.preload().catch(() => undefined);
  // home's data too, while its chunk loads (its largest paint is the banner from the slide list)
  if (first.path === paths.home) prefetchHomeData();
}
// Home's and login's texts come with the entry and their chunks (i18n/parts.ts); a deep link to
// another screen needs the rest of the catalog too: fetch it now rather than after that screen's chunk.
const firstScreens: readonly string[] = [paths.home, paths.login];
if (!firstScreens.includes(window.location.pathname)) void loadLocale(settingsStore.getState().locale).catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void ready.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
registerServiceWorker();
