import { api } from '@badminton/api-client';
import { logout } from '@badminton/contracts';
import { isSignedIn, sessionStore, type SessionStore } from '@badminton/session';
import { loadFeedback } from './feedback';
import { navigateTo } from './navigation';

export const SIGN_OUT_QUESTION = '确定要退出登录吗？';
export const SIGN_IN_PATH = '/signin';
/** Answers arriving this soon after a forced logout, once signed out, belong to the same expiry. */
export const EXPIRY_DEDUPE_MS = 3000;

export interface SignOutDeps {
  store: SessionStore;
  /** `CommonApi/Logout` (revokes the token on the service); its failure is ignored. */
  callLogout: () => Promise<unknown>;
  confirm: (message: string, title: string) => Promise<boolean>;
  showError: (message: string) => void;
  navigate: (to: string) => void;
  now?: () => number;
}

export interface SignOutActions {
  /**
   * 退出 (req: accounts.md#logout-and-session-expiry): confirm, CommonApi/Logout, clear everything stored, go to /signin.
   */
  requestSignOut: () => Promise<void>;
  /**
   * Forced logout when an answer says 请重新登录 (req: accounts.md#logout-and-session-expiry): clear, show the message, go
   * to /signin. Idempotent: parallel answers of one expiry log out and show the message once, and our own Logout call
   * answering 请重新登录 (token already gone) does not add a second message.
   */
  expireSession: (message: string) => void;
}

export function createSignOut(deps: SignOutDeps): SignOutActions {
  const now = deps.now ?? (() => Date.now());
  let signingOut = false;
  let lastExpiryAt = Number.NEGATIVE_INFINITY;

  async function requestSignOut() {
    if (signingOut) return;
    if (!(await deps.confirm(SIGN_OUT_QUESTION, '提示'))) return;
    signingOut = true;
    try {
      await deps.callLogout();
    } catch {
      // Ignored: the session is cleared locally whatever the service answers.
    } finally {
      deps.store.getState().signOut();
      signingOut = false;
      deps.navigate(SIGN_IN_PATH);
    }
  }

  function expireSession(message: string) {
    if (signingOut) return;
    const at = now();
    if (!isSignedIn(deps.store.getState()) && at - lastExpiryAt < EXPIRY_DEDUPE_MS) return;
    lastExpiryAt = at;
    deps.store.getState().signOut();
    deps.showError(message);
    deps.navigate(SIGN_IN_PATH);
  }

  return { requestSignOut, expireSession };
}

// The shell's instance. The UI kit's dialogs come from the portal remote on first use (remotes/feedback.ts).
const shellSignOut = createSignOut({
  store: sessionStore,
  callLogout: () => api().call(logout, {}),
  confirm: async (message, title) => (await loadFeedback()).confirm(message, title),
  showError: (message) => void loadFeedback().then(({ toast }) => toast.error(message)),
  navigate: navigateTo,
});

export const requestSignOut = shellSignOut.requestSignOut;
export const expireSession = shellSignOut.expireSession;
