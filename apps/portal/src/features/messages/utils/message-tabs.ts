import { StationMessageFilter } from '@badminton/contracts';

/** The two tabs of the message centre (req: accounts.md#message-centre): 全部 = status 0, 未读 = status 1. */
export const MESSAGE_TABS = [
  { name: 'all', label: '全部', status: StationMessageFilter.All },
  { name: 'unread', label: '未读', status: StationMessageFilter.Unread },
] as const;

export type MessageTabName = (typeof MESSAGE_TABS)[number]['name'];

export function statusOfTab(name: string): 0 | 1 {
  return name === 'unread' ? StationMessageFilter.Unread : StationMessageFilter.All;
}

/**
 * The page to show after the list changed under the reader (a message read on the 未读 tab leaves it): the last
 * page that still exists, never below 1.
 */
export function clampPage(page: number, totalCount: number, pageSize: number): number {
  const last = Math.max(1, Math.ceil(totalCount / pageSize));
  return Math.min(Math.max(1, page), last);
}
