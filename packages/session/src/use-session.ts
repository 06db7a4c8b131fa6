import { createContext, useContext, useSyncExternalStore, type Context } from 'react';
import { sessionStore, type SessionData, type SessionState, type SessionStore } from './session-store';

/**
 * The store of a server render (decision 0053): one per request, holding the member the page is drawn for (or no
 * one). The browser has no provider and uses the shared store. Pinned on globalThis like the store.
 */
const CONTEXT = Symbol.for('@badminton/session/store-context');
type WithContext = typeof globalThis & { [CONTEXT]?: Context<SessionStore | null> };
export const SessionStoreContext = ((globalThis as WithContext)[CONTEXT] ??= createContext<SessionStore | null>(null));

const HOLDER = Symbol.for('@badminton/session/rendered');
type WithHolder = typeof globalThis & { [HOLDER]?: { data: SessionData | null } };
const rendered = ((globalThis as WithHolder)[HOLDER] ??= { data: null });

/**
 * The session the server drew the page with, which the shell hands over before it hydrates: while React hydrates, the
 * hooks read this, so the first render matches the server's markup; right after, React renders again with the tab's
 * own session (useSyncExternalStore's server snapshot). `null` outside hydration.
 */
export function setRenderedSession(data: SessionData | null): void {
  rendered.data = data;
}

/**
 * React hook over the session store: re-renders when `selector`'s result changes.
 * `useSession(isSignedIn)`, `useSession((s) => s.unreadCount)`, `useSession((s) => s.signOut)`.
 * Return primitives or stable references from the selector (compared with Object.is).
 */
export function useSession<T>(selector: (state: SessionState) => T, store?: SessionStore): T {
  const provided = useContext(SessionStoreContext);
  const source = store ?? provided ?? sessionStore;
  return useSyncExternalStore(
    source.subscribe,
    () => selector(source.getState()),
    () => {
      const state = source.getState();
      return selector(rendered.data && !provided ? { ...state, ...rendered.data } : state);
    },
  );
}
