import { api } from '@badminton/api-client';
import { getStationNewsList, StationMessageFilter } from '@badminton/contracts';
import type { SessionState, SessionStore } from '@badminton/session';

/** Unread count refresh period (req: accounts.md#unread-count). */
export const UNREAD_POLL_MS = 60_000;

/** The unread count: totalCount of the unread message query (`null` when it could not be read). */
export async function fetchUnreadCount(): Promise<number | null> {
  try {
    const answer = await api().call(getStationNewsList, { limit: 1, page: 1, status: StationMessageFilter.Unread });
    return answer.ok ? answer.result.totalCount : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `unreadCount` fresh while signed in (req: accounts.md#unread-count): reads it as soon as a token appears and
 * every 60 s after, stops when signed out, restarts for a new token. Answers of an old session are dropped. Returns a
 * stop function.
 */
export function startUnreadPolling(options: {
  store: SessionStore;
  fetchCount?: () => Promise<number | null>;
  intervalMs?: number;
}): () => void {
  const { store, fetchCount = fetchUnreadCount, intervalMs = UNREAD_POLL_MS } = options;
  let token: string | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let generation = 0;

  function stopTimer() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  async function refresh(ticket: number) {
    const count = await fetchCount();
    if (ticket !== generation || count === null) return;
    store.getState().setUnreadCount(count);
  }

  function sync(state: SessionState) {
    if (state.token === token) return;
    token = state.token;
    generation += 1;
    stopTimer();
    if (!token) return;
    const ticket = generation;
    void refresh(ticket);
    timer = setInterval(() => void refresh(ticket), intervalMs);
  }

  sync(store.getState());
  const unsubscribe = store.subscribe(sync);
  return () => {
    unsubscribe();
    generation += 1;
    stopTimer();
  };
}
