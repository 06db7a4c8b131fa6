import { getStationNewsList, STATION_MESSAGE_PAGE_SIZE, StationMessageFilter } from '@badminton/contracts';
import { elementTabs, pageSection, portalContainer, wireTime } from '../kit';
import { escapeHtml, type PersonalFrameWriter } from '../markup';

/** The message centre's 全部 / 未读 tabs, 全部 lit, the unread count on 未读 (as the screen shows it, over 99: 99+). */
function messageTabs(unread: number): string {
  const count = unread > 99 ? '99+' : String(unread);
  const labels = ['全部', unread > 0 ? `<span>未读<em class="message-tab-count">${count}</em></span>` : '未读'];
  return elementTabs(labels, 0, '', () => 2);
}

/**
 * The `messages` frame (/message, decision 0045): the message centre's 全部 tab with the member's first page of
 * messages (MessageCentrePage of apps/portal: title, 未读 tag, time, the two-line content), from the screen's own
 * calls. Null when the member has no message (the empty state comes with the screen).
 */
export const messagesFrame: PersonalFrameWriter = async ({ call }) => {
  const [page, unread] = await Promise.all([
    call(getStationNewsList, { limit: STATION_MESSAGE_PAGE_SIZE, page: 1, status: StationMessageFilter.All }),
    call(getStationNewsList, { limit: 1, page: 1, status: StationMessageFilter.Unread }),
  ]);
  if (page.items.length === 0) return null;
  const items = page.items
    .map((message) => {
      const isUnread = !message.is_read;
      return (
        `<li class="message-item${isUnread ? ' is-unread' : ''}"><button type="button" class="message-item__head" tabindex="-1">` +
        `<span class="message-item__dot"></span><span class="message-item__title">${escapeHtml(message.message_title)}</span>` +
        (isUnread ? '<span class="message-item__tag">未读</span>' : '') +
        `<span class="message-item__time">${escapeHtml(wireTime(message.creationTime))}</span></button>` +
        `<p class="message-item__content">${escapeHtml(message.message_content)}</p></li>`
      );
    })
    .join('');
  const body =
    `${messageTabs(unread.totalCount)}<p class="message-summary">共 <strong>${page.totalCount}</strong> 条消息</p>` +
    `<ul class="message-list">${items}</ul>`;
  return portalContainer(pageSection('消息中心', body));
};
