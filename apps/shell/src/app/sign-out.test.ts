import { describe, expect, it, vi } from 'vitest';
import { createPrefixedStorage, createSessionStore, type SessionStore } from '@badminton/session';
import { createSignOut, EXPIRY_DEDUPE_MS, SIGN_OUT_QUESTION, type SignOutDeps } from './sign-out';

function signedInStore(): SessionStore {
  const store = createSessionStore({
    sessionArea: createPrefixedStorage('session', 'TEST_'),
    localArea: createPrefixedStorage('local', 'TEST_'),
  });
  store.getState().signIn({ userInfo: { userId: 7, usertype: 1, isverify: 1, userToken: 'token-a', name: '张三' } });
  store.getState().setPersonalInfo({ name: '张三' });
  store.getState().setUnreadCount(3);
  return store;
}

function setup(overrides: Partial<SignOutDeps> = {}) {
  const store = signedInStore();
  let clock = 1_000_000;
  const deps = {
    store,
    callLogout: vi.fn().mockResolvedValue({ ok: true }),
    confirm: vi.fn().mockResolvedValue(true),
    showError: vi.fn(),
    navigate: vi.fn(),
    now: () => clock,
    ...overrides,
  };
  const actions = createSignOut(deps);
  return { store, deps, actions, tick: (ms: number) => (clock += ms) };
}

describe('requestSignOut', () => {
  it('asks first, calls Logout while still signed in, then clears everything and goes to /signin', async () => {
    const { store, deps, actions } = setup({
      callLogout: vi.fn(async () => {
        // The Logout call still carries the token.
        expect(store.getState().token).toBe('token-a');
        return { ok: true };
      }),
    });
    await actions.requestSignOut();
    expect(deps.confirm).toHaveBeenCalledWith(SIGN_OUT_QUESTION, '提示');
    expect(deps.callLogout).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ token: null, role: null, userInfo: null, personalInfo: null, unreadCount: 0 });
    expect(deps.navigate).toHaveBeenCalledWith('/signin');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { store, deps, actions } = setup({ confirm: vi.fn().mockResolvedValue(false) });
    await actions.requestSignOut();
    expect(deps.callLogout).not.toHaveBeenCalled();
    expect(store.getState().token).toBe('token-a');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('signs out locally even when Logout fails', async () => {
    const { store, deps, actions } = setup({ callLogout: vi.fn().mockRejectedValue(new Error('请求超时')) });
    await actions.requestSignOut();
    expect(store.getState().token).toBeNull();
    expect(deps.navigate).toHaveBeenCalledWith('/signin');
  });

  it('stays quiet when its own Logout answers 请重新登录 (token already expired)', async () => {
    let expire: (message: string) => void = () => undefined;
    const { deps, actions } = setup({
      callLogout: vi.fn(async () => {
        expire('登录已失效，请重新登录');
        return { ok: false };
      }),
    });
    expire = actions.expireSession;
    await actions.requestSignOut();
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledTimes(1);
  });
});

describe('expireSession', () => {
  it('logs out, shows the message and goes to /signin', () => {
    const { store, deps, actions } = setup();
    actions.expireSession('登录已失效，请重新登录');
    expect(store.getState().token).toBeNull();
    expect(deps.showError).toHaveBeenCalledWith('登录已失效，请重新登录');
    expect(deps.navigate).toHaveBeenCalledWith('/signin');
  });

  it('handles several parallel answers of one expiry once', () => {
    const { deps, actions, tick } = setup();
    actions.expireSession('登录已失效，请重新登录');
    actions.expireSession('登录已失效，请重新登录');
    tick(500);
    actions.expireSession('登录已失效，请重新登录');
    expect(deps.showError).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
  });

  it('handles a later expiry again (signed in anew, or after the quiet period)', () => {
    const { store, deps, actions, tick } = setup();
    actions.expireSession('登录已失效，请重新登录');
    store.getState().signIn({ userInfo: { userId: 7, usertype: 1, isverify: 1, userToken: 'token-b' } });
    tick(100);
    actions.expireSession('登录已失效，请重新登录');
    expect(deps.showError).toHaveBeenCalledTimes(2);
    tick(EXPIRY_DEDUPE_MS + 1);
    actions.expireSession('登录已失效，请重新登录');
    expect(deps.showError).toHaveBeenCalledTimes(3);
  });
});
