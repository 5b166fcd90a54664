/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker (vite-plugin-pwa / Workbox, see vite.config.ts) once the page has
 * loaded and the browser is idle, a few seconds in: installing it downloads every built file for
 * the precache, which must not compete with the first screen for the network or the main thread.
 * A new version takes over at once (autoUpdate). Nothing happens in development or where service
 * workers are unavailable.
 */
const REGISTER_DELAY_MS = 3000;

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch(() => {
        // offline first start or blocked: the app works without it
      });
  };
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, REGISTER_DELAY_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
