import { createStore, type StoreApi } from 'zustand/vanilla';
import { ROLE_CODES, ROLE_LABELS, Role, SESSION_KEYS, type RoleCode } from '@badminton/contracts';
import { persistentStorage, storage, type PrefixedStorage } from './storage';

/** `userData` of `CommonApi/Login` / `WeChatLogin`, stored as received (req: accounts.md#session). */
export interface UserInfo {
  userId: number | string;
  /** 1 athlete, 2 evaluator, 3 institution (4, 5 back office). */
  usertype: number | string;
  /** Account verified (mobile bound). Booleans, 0/1 and '0'/'1' are understood. */
  isverify: boolean | number | string;
  userToken: string;
  name?: string;
  [field: string]: unknown;
}

/** Answer of `CommonApi/GetPersonalInfo` (or the institution's call), stored as received. */
export interface PersonalInfo {
  name?: string;
  mechanism_fullName?: string;
  [field: string]: unknown;
}

export interface SessionData {
  userInfo: UserInfo | null;
  /** The userToken of a verified account; its presence means "signed in". */
  token: string | null;
  role: RoleCode | null;
  personalInfo: PersonalInfo | null;
  /** Unread messages (kept in memory only; the shell polls it every 60 s). */
  unreadCount: number;
}

export interface SessionActions {
  /**
   * Login success (req: accounts.md#sign-in): always stores `userInfo`; stores `token` (= userInfo.userToken)
   * and `role` (= userInfo.usertype) only when `isverify` is true. Clears any previous
   * personal info and unread count.
   */
  signIn(input: { userInfo: UserInfo }): void;
  /** Stores (or with `null` forgets) the personal info. */
  setPersonalInfo(personalInfo: PersonalInfo | null): void;
  setUnreadCount(count: number): void;
  /** Clears every `BADMINTON_` key of session and local storage, and the state. */
  signOut(): void;
  /** Reads the session back from session storage (boot, or after another module wrote it). */
  hydrate(): void;
}

export type SessionState = SessionData & SessionActions;
export type SessionStore = StoreApi<SessionState>;

/** Session-storage key names (stored as `BADMINTON_<name>`); their one home is @badminton/contracts. */
export { SESSION_KEYS };

export const EMPTY_SESSION: Readonly<SessionData> = Object.freeze({
  userInfo: null,
  token: null,
  role: null,
  personalInfo: null,
  unreadCount: 0,
});

/** `true`, non-zero numbers and strings other than '', '0' and 'false' mean verified. */
export function isVerified(isverify: unknown): boolean {
  if (typeof isverify === 'string') return !['', '0', 'false'].includes(isverify.trim().toLowerCase());
  return Boolean(isverify);
}

/** A role code from `usertype` (number or numeric string), or `null` when it is not one. */
export function toRoleCode(value: unknown): RoleCode | null {
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return ROLE_CODES.includes(code as RoleCode) ? (code as RoleCode) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface SessionStoreOptions {
  /** Where session data lives. Default: the `BADMINTON_` session storage. */
  sessionArea?: PrefixedStorage;
  /** Also cleared on sign-out. Default: the `BADMINTON_` local storage. */
  localArea?: PrefixedStorage;
}

function readPersisted(area: PrefixedStorage): SessionData {
  const userInfo = area.get<unknown>(SESSION_KEYS.userInfo);
  const token = area.get<unknown>(SESSION_KEYS.token);
  const personalInfo = area.get<unknown>(SESSION_KEYS.personalInfo);
  return {
    userInfo: isRecord(userInfo) ? (userInfo as UserInfo) : null,
    token: typeof token === 'string' && token !== '' ? token : null,
    role: toRoleCode(area.get<unknown>(SESSION_KEYS.role)),
    personalInfo: isRecord(personalInfo) ? (personalInfo as PersonalInfo) : null,
    unreadCount: 0,
  };
}

/** A session store; the state starts from what session storage holds. */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const sessionArea = options.sessionArea ?? storage;
  const localArea = options.localArea ?? persistentStorage;

  return createStore<SessionState>()((set) => ({
    ...readPersisted(sessionArea),

    signIn({ userInfo }) {
      const verified = isVerified(userInfo.isverify);
      const token = verified && userInfo.userToken ? userInfo.userToken : null;
      const role = verified ? toRoleCode(userInfo.usertype) : null;
      sessionArea.set(SESSION_KEYS.userInfo, userInfo);
      if (token) sessionArea.set(SESSION_KEYS.token, token);
      else sessionArea.remove(SESSION_KEYS.token);
      if (role !== null) sessionArea.set(SESSION_KEYS.role, role);
      else sessionArea.remove(SESSION_KEYS.role);
      sessionArea.remove(SESSION_KEYS.personalInfo);
      set({ userInfo, token, role, personalInfo: null, unreadCount: 0 });
    },

    setPersonalInfo(personalInfo) {
      if (personalInfo) sessionArea.set(SESSION_KEYS.personalInfo, personalInfo);
      else sessionArea.remove(SESSION_KEYS.personalInfo);
      set({ personalInfo });
    },

    setUnreadCount(count) {
      set({ unreadCount: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0 });
    },

    signOut() {
      sessionArea.clear();
      localArea.clear();
      set({ ...EMPTY_SESSION });
    },

    hydrate() {
      set(readPersisted(sessionArea));
    },
  }));
}

/** An area that keeps nothing: a server render's store reads no storage and writes none. */
const NO_STORAGE: PrefixedStorage = {
  get: () => null,
  set: () => false,
  remove: () => undefined,
  clear: () => undefined,
  keys: () => [],
};

/**
 * The token a server render's session holds for a member (decision 0053): the page is drawn signed in, but the
 * render has no token of the member's and makes no signed call with this one (the web tier asks the service itself).
 */
export const RENDERED_TOKEN = 'rendered';

/** The store of one server render: `data` (a member the page is drawn for, or no one), kept nowhere. */
export function createRenderedSessionStore(data: SessionData = EMPTY_SESSION): SessionStore {
  const store = createSessionStore({ sessionArea: NO_STORAGE, localArea: NO_STORAGE });
  store.setState({ ...data });
  return store;
}

// ---- selectors -------------------------------------------------------------

/** Signed in ⇔ a token is present (req: states.md#session-state). */
export const isSignedIn = (state: SessionData): boolean => Boolean(state.token);

/** Header role label ('运动员', '考评员', '测试机构', …), '' when signed out. */
export const roleLabel = (state: SessionData): string => (state.role ? ROLE_LABELS[state.role] : '');

/**
 * Name shown in the header: for an institution its `mechanism_fullName`, otherwise the personal
 * info `name`; then `userInfo.name`; '' when none.
 */
export const displayName = (state: SessionData): string => {
  const info = state.personalInfo;
  const preferred = state.role === Role.Institution ? [info?.mechanism_fullName, info?.name] : [info?.name, info?.mechanism_fullName];
  for (const candidate of [...preferred, state.userInfo?.name]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return '';
};

/** Credentials for the api-client: `{ userToken, userId }` when signed in, else `null`. */
export const selectAuth = (state: SessionData): { userToken: string; userId?: string | number } | null =>
  state.token ? { userToken: state.token, userId: state.userInfo?.userId } : null;

// ---- the shared instance ---------------------------------------------------

const SINGLETON_KEY = Symbol.for('@badminton/session');
type WithSingleton = typeof globalThis & { [SINGLETON_KEY]?: SessionStore };

/**
 * The portal's one session store. Module federation shares this package as a singleton; the
 * instance is also pinned on `globalThis`, so a second copy of the module still gets the same store.
 */
export const sessionStore: SessionStore = ((globalThis as WithSingleton)[SINGLETON_KEY] ??= createSessionStore());

/** `selectAuth` of the shared store, for `createApiClient({ getAuth })`. */
export function getAuth(): { userToken: string; userId?: string | number } | null {
  return selectAuth(sessionStore.getState());
}
