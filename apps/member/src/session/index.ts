export {
  getToken,
  sessionStore,
  setAsset,
  setCartNumber,
  setUser,
  signIn,
  signOut,
  useSession,
  type SessionState,
} from './store';
export { login, logout, refreshProfile, refreshUser, register } from './actions';
export type { AssetInfo, UserInfo } from './types';
export { useProfile } from './useProfile';
