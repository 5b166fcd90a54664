/**
 * Start-up wiring that must happen once, before the first render: i18n in the stored/browser
 * locale, the theme class on <html>/<body>, what a 50001 does, and the navigation stack. The
 * returned promise settles when the locale's first-screen texts are loaded (at once for en-US):
 * render then, so the first screen is in the member's language from the start. The rest of the
 * catalog follows once the page has loaded and the browser is idle.
 */
import { defaultLocale, i18n, initI18n, loadFirstScreen, loadLocale } from '../i18n';
import { applyLocale, applyTheme, settingsStore } from '../settings/store';
import { setSessionExpiredHandler } from '../api/client';
import { signOut, sessionStore } from '../session/store';
import { initStack, loginUrl, paths, reLaunch } from '../navigation';
import { whenIdle } from '../lib/idle';

export function bootstrap(): Promise<void> {
  const { locale, theme } = settingsStore.getState();
  initI18n(locale);
  applyLocale(locale);
  applyTheme(theme);
  initStack();

  // Code 50001 (session expired): log out and go to the login page, once, remembering where we were.
  setSessionExpiredHandler(() => {
    const wasLoggedIn = sessionStore.getState().isLogin;
    signOut();
    if (!wasLoggedIn && window.location.pathname === paths.login) return;
    reLaunch(loginUrl(window.location.pathname + window.location.search));
  });

  whenIdle(() => void loadLocale(locale).catch(() => undefined));
  // A catalog that can't be fetched leaves the app in English (the fallback) rather than blank.
  return loadFirstScreen(locale).catch(() => i18n.changeLanguage(defaultLocale));
}
