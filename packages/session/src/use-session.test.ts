import { beforeEach, describe, expect, it, vi } from 'vitest';

// react-dom is not a dependency of this package, so the hook cannot be rendered here; these
// tests check that it hands the right store and selector to zustand's `useStore`.
const useStore = vi.fn();
vi.mock('zustand', () => ({ useStore: (...args: unknown[]) => useStore(...args) }));

const { useSession } = await import('./use-session');
const { createSessionStore, isSignedIn, sessionStore } = await import('./session-store');

beforeEach(() => {
  useStore.mockReset();
});

describe('useSession', () => {
  it('reads the shared store through zustand useStore with the selector', () => {
    useStore.mockImplementation((store: typeof sessionStore, selector: (s: unknown) => unknown) => selector(store.getState()));
    sessionStore.getState().signOut();
    expect(useSession(isSignedIn)).toBe(false);
    sessionStore.getState().signIn({ userInfo: { userId: 1, usertype: 1, isverify: 1, userToken: 't' } });
    expect(useSession(isSignedIn)).toBe(true);
    expect(useSession((s) => s.token)).toBe('t');
    expect(useStore).toHaveBeenCalledTimes(3);
    expect(useStore.mock.calls[0][0]).toBe(sessionStore);
    expect(useStore.mock.calls[0][1]).toBe(isSignedIn);
    sessionStore.getState().signOut();
  });

  it('takes another store', () => {
    useStore.mockReturnValue('x');
    const other = createSessionStore();
    expect(useSession((s) => s.role, other)).toBe('x');
    expect(useStore.mock.calls[0][0]).toBe(other);
  });
});
