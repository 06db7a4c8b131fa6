import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrefixedStorage, createSessionStore, type SessionStore } from '@badminton/session';
import { startUnreadPolling, UNREAD_POLL_MS } from './unread-poll';

function store(): SessionStore {
  return createSessionStore({
    sessionArea: createPrefixedStorage('session', 'TEST_'),
    localArea: createPrefixedStorage('local', 'TEST_'),
  });
}

function signIn(s: SessionStore, token: string) {
  s.getState().signIn({ userInfo: { userId: 1, usertype: 1, isverify: 1, userToken: token } });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startUnreadPolling', () => {
  it('reads nothing while signed out', async () => {
    const fetchCount = vi.fn().mockResolvedValue(5);
    const stop = startUnreadPolling({ store: store(), fetchCount });
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(fetchCount).not.toHaveBeenCalled();
    stop();
  });

  it('reads at sign-in and every 60 s, and stops at sign-out', async () => {
    const s = store();
    const counts = [2, 4, 1];
    const fetchCount = vi.fn(async () => counts.shift() ?? 0);
    const stop = startUnreadPolling({ store: s, fetchCount });

    signIn(s, 'token-a');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(s.getState().unreadCount).toBe(2);

    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    expect(s.getState().unreadCount).toBe(4);

    s.getState().signOut();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    expect(s.getState().unreadCount).toBe(0);
    stop();
  });

  it('starts right away for a session restored at boot', async () => {
    const s = store();
    signIn(s, 'token-a');
    const fetchCount = vi.fn().mockResolvedValue(7);
    const stop = startUnreadPolling({ store: s, fetchCount });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState().unreadCount).toBe(7);
    stop();
  });

  it('keeps the count when a read fails', async () => {
    const s = store();
    const fetchCount = vi.fn().mockResolvedValueOnce(3).mockResolvedValueOnce(null);
    const stop = startUnreadPolling({ store: s, fetchCount });
    signIn(s, 'token-a');
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    expect(s.getState().unreadCount).toBe(3);
    stop();
  });

  it('drops an answer that arrives after sign-out', async () => {
    const s = store();
    let resolve: (n: number) => void = () => undefined;
    const fetchCount = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const stop = startUnreadPolling({ store: s, fetchCount });
    signIn(s, 'token-a');
    s.getState().signOut();
    resolve(9);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getState().unreadCount).toBe(0);
    stop();
  });

  it('stop() ends the polling', async () => {
    const s = store();
    const fetchCount = vi.fn().mockResolvedValue(1);
    const stop = startUnreadPolling({ store: s, fetchCount });
    signIn(s, 'token-a');
    stop();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });
});
