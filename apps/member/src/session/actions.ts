/**
 * Session actions that talk to the server. Screens call these rather than the endpoints, so the
 * store stays the one place that knows who is logged in.
 */
import type { RequestOf } from '@aurum/api-client';
import { api } from '../api/client';
import { paths, reLaunch } from '../navigation';
import { setAsset, setUser, signIn, signOut } from './store';

/** Login answered 200: store the token, mark logged in, load the profile. */
export async function login(body: RequestOf<'/app/auth/login'>): Promise<void> {
  const token = await api.post('/app/auth/login', body);
  signIn(token);
  void refreshProfile().catch(() => {});
}

/** Registration answers with a session token: the new member is logged in. */
export async function register(body: RequestOf<'/app/auth/register'>): Promise<void> {
  const token = await api.post('/app/auth/register', body);
  signIn(token);
  void refreshProfile().catch(() => {});
}

/** Logout: tell the server (best effort), clear the user and the stored token, go to the login page. */
export async function logout(): Promise<void> {
  try {
    await api.post('/app/auth/logout');
  } catch {
    // the token is forgotten either way
  }
  // An explicit logout returns nowhere: without `onPurpose` the route guard of the page being left
  // would send the member to login with ?redirect= back to it, and the next person to log in on
  // this phone would land there (issue 14).
  signOut(true);
  reLaunch(paths.login);
}

/** Reloads the user and the asset/income figures into the store. */
export async function refreshProfile(): Promise<void> {
  const [user, asset] = await Promise.all([api.post('/app/user/getUserInfo'), api.post('/app/user/getIncomeInfo')]);
  setUser(user);
  setAsset(asset);
}

export async function refreshUser(): Promise<void> {
  setUser(await api.post('/app/user/getUserInfo'));
}
