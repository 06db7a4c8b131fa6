import type { RenderedPage } from '@badminton/contracts/page';
import type { SessionData } from '@badminton/session';

/**
 * The attribute the web tier puts on `#root` when it drew the page for a member: its style hides the page in a tab not
 * signed in as that member (the member mark, decision 0045), until the shell renders the tab's own page in its place.
 */
export const MEMBER_PAGE_ATTRIBUTE = 'data-bm-member-page';

/**
 * Whether this tab may take over the server's page (decision 0053): a page drawn for no one, or for the member signed
 * in here. Sessions are per tab: the page cookie that named the member is the browser's.
 */
export function tabMatches(rendered: RenderedPage, state: Pick<SessionData, 'token' | 'userInfo'>): boolean {
  if (rendered.member === null) return true;
  return Boolean(state.token) && state.userInfo !== null && String(state.userInfo.userId) === String(rendered.member);
}
