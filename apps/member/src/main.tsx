import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';
import { findRoute } from './routes';
import { sessionStore } from './session/store';
import { App } from './App';
import { registerServiceWorker } from './pwa/register';

const ready = bootstrap();
// While another locale's catalog loads, fetch the first screen's chunk alongside it.
const first = findRoute(window.location.pathname);
if (first && (!first.needsLogin || sessionStore.getState().isLogin)) void first.component.preload().catch(() => undefined);

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
