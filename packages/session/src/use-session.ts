import { useStore } from 'zustand';
import { sessionStore, type SessionState, type SessionStore } from './session-store';

/**
 * React hook over the shared session store: re-renders when `selector`'s result changes.
 * `useSession(isSignedIn)`, `useSession((s) => s.unreadCount)`, `useSession((s) => s.signOut)`.
 * Return primitives or stable references from the selector (zustand compares with Object.is).
 */
export function useSession<T>(selector: (state: SessionState) => T, store: SessionStore = sessionStore): T {
  return useStore(store, selector);
}
