import { api } from '@badminton/api-client';
import { getStationNewsList, readStationNews, StationMessageFilter } from '@badminton/contracts';
import { sessionStore } from '@badminton/session';

/** Marks one of the caller's messages read; `true` when the service did. */
export async function markMessageRead(id: number): Promise<boolean> {
  try {
    const answer = await api().call(readStationNews, { id });
    return answer.ok;
  } catch {
    return false;
  }
}

/** Re-reads the unread count (totalCount of the unread query) into the session, for the header. */
export async function refreshUnreadCount(): Promise<void> {
  try {
    const answer = await api().call(getStationNewsList, { limit: 1, page: 1, status: StationMessageFilter.Unread });
    if (answer.ok) sessionStore.getState().setUnreadCount(answer.result.totalCount);
  } catch {
    // The shell already reported a transport failure; the count is refreshed again by its poll.
  }
}
