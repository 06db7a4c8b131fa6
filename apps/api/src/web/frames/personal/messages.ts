import { getStationNewsList, STATION_MESSAGE_PAGE_SIZE, StationMessageFilter } from '@badminton/contracts';
import { pageSection, portalContainer } from '../kit';
import { escapeHtml, type PersonalFrameWriter } from '../markup';
import { wireTime } from '../test-classes';

/**
 * element-react's `Tabs` as /message first renders it, 全部 active (its active bar's width is the 全部 tab's: two
 * 14 px characters and the item's 16 px padding each side), the unread count on the 未读 tab.
 */
function messageTabs(unread: number): string {
  const count = unread > 0 ? `<span>未读<em class="message-tab-count">${unread > 99 ? '99+' : unread}</em></span>` : '未读';
  const close = '<span class="el-icon-close" style="display: none;"></span>';
  return (
    '<div class="el-tabs"><div class="el-tabs__header"><div class="el-tabs__nav-wrap"><div class="el-tabs__nav-scroll"><div class="el-tabs__nav">' +
    `<div class="el-tabs__item is-active">全部${close}</div><div class="el-tabs__item">${count}${close}</div>` +
    '<div class="el-tabs__active-bar" style="width: 60px; transform: translateX(0px);"></div></div></div></div></div>' +
    '<div class="el-tabs__content"><div class="el-tab-pane"></div><div class="el-tab-pane" style="display: none;"></div></div></div>'
  );
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
