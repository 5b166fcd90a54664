/**
 * Session state (SPEC §3): user id, isLogin, user, cart number, asset. The token is
 * kept in localStorage so a reload stays logged in; everything else is refetched.
 */
import { createStore, useStore } from '../lib/createStore';
import { storage, storageKeys } from '../lib/storage';
import type { AssetInfo, UserInfo } from './types';

export interface SessionState {
  token: string | null;
  userId: number | null;
  isLogin: boolean;
  user: UserInfo | null;
  cartNumber: number;
  asset: AssetInfo | null;
  /** the member logged out on purpose (not an expired session): the login page remembers no page */
  loggedOut: boolean;
}

const loggedOut: Omit<SessionState, 'token' | 'isLogin' | 'loggedOut'> = {
  userId: null,
  user: null,
  cartNumber: 0,
  asset: null,
};

function initialState(): SessionState {
  const token = storage.get(storageKeys.token);
  return { ...loggedOut, token, isLogin: Boolean(token), loggedOut: false };
}

export const sessionStore = createStore<SessionState>(initialState());

export const getToken = (): string | null => sessionStore.getState().token;

/** Login answered 200: keep the token and mark the member logged in. */
export function signIn(token: string): void {
  storage.set(storageKeys.token, token);
  sessionStore.setState({ ...loggedOut, token, isLogin: true, loggedOut: false });
}

/**
 * Forget the member: clears the user and removes the stored token. `onPurpose`: an explicit logout,
 * after which the login page does not send the next person back to the page that was open.
 */
export function signOut(onPurpose = false): void {
  storage.remove(storageKeys.token);
  sessionStore.setState({ ...loggedOut, token: null, isLogin: false, loggedOut: onPurpose });
}

export function setUser(user: UserInfo | null): void {
  sessionStore.setState({ user, userId: user ? user.id : null });
}

export function setAsset(asset: AssetInfo | null): void {
  sessionStore.setState({ asset });
}

export function setCartNumber(cartNumber: number): void {
  sessionStore.setState({ cartNumber });
}

/** Reads a slice of the session: `const isLogin = useSession((s) => s.isLogin)`. */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}

// Another tab logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKeys.token) return;
    if (event.newValue) {
      if (event.newValue !== getToken()) signIn(event.newValue);
    } else if (getToken()) {
      signOut();
    }
  });
}
