import { api, settle } from '@badminton/api-client';
import { getStationNewsList, readStationNews, StationMessageFilter } from '@badminton/contracts';
import { sessionStore } from '@badminton/session';

/** Marks one of the caller's messages read; `true` when the service did. */
export async function markMessageRead(id: number): Promise<boolean> {
  return (await settle(api().call(readStationNews, { id }))).ok;
}

/** Re-reads the unread count (totalCount of the unread query) into the session, for the header. */
export async function refreshUnreadCount(): Promise<void> {
  // A failure leaves the count as it is: the shell reported a transport failure, and its poll reads it again.
  const outcome = await settle(api().call(getStationNewsList, { limit: 1, page: 1, status: StationMessageFilter.Unread }));
  if (outcome.ok) sessionStore.getState().setUnreadCount(outcome.result.totalCount);
}
