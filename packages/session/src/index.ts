export {
  STORAGE_PREFIX,
  createPrefixedStorage,
  storage,
  persistentStorage,
  type PrefixedStorage,
  type StorageArea,
} from './storage';
export {
  SESSION_KEYS,
  EMPTY_SESSION,
  createSessionStore,
  sessionStore,
  getAuth,
  isVerified,
  toRoleCode,
  isSignedIn,
  roleLabel,
  displayName,
  selectAuth,
  type UserInfo,
  type PersonalInfo,
  type SessionData,
  type SessionActions,
  type SessionState,
  type SessionStore,
  type SessionStoreOptions,
} from './session-store';
export { useSession } from './use-session';
