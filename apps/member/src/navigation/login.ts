import { paths, withQuery, type AppUrl } from './paths';

/** The login page, remembering where to go afterwards. */
export function loginUrl(returnTo?: string): AppUrl {
  const back = returnTo && safeReturnPath(returnTo);
  return back && back !== paths.home ? withQuery(paths.login, { redirect: back }) : paths.login;
}

/** Only same-app paths may be returned to (never //host or a full URL); never back to the auth pages. */
export function safeReturnPath(value: string | null | undefined): AppUrl | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname === paths.login || pathname === paths.register || pathname === paths.forget) return null;
  return value as AppUrl;
}
