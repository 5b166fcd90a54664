export {
  getToken,
  sessionStore,
  setAsset,
  setCaptainInfo,
  setCartNumber,
  setUser,
  signIn,
  signOut,
  useSession,
  type SessionState,
} from './store';
export { login, logout, refreshProfile, refreshUser, register } from './actions';
export type { AssetInfo, CaptainInfo, UserInfo } from './types';
export { useProfile } from './useProfile';
