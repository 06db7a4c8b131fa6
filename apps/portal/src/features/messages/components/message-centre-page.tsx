import { useEffect, useState } from 'react';
import { useCall } from '@badminton/api-client/react';
import { getStationNewsList, STATION_MESSAGE_PAGE_SIZE, type StationMessage } from '@badminton/contracts';
import { useSession } from '@badminton/session';
import { EmptyState, ErrorState, PageLoading, PageSection, Pager, Tabs, formatDateTime } from '@badminton/ui';
import { markMessageRead, refreshUnreadCount } from '../api/message-calls';
import { clampPage, MESSAGE_TABS, statusOfTab, type MessageTabName } from '../utils/message-tabs';
import '../messages.css';

function MessageItem({
  message,
  expanded,
  onOpen,
}: {
  message: StationMessage;
  expanded: boolean;
  onOpen: (message: StationMessage) => void;
}) {
  const unread = !message.is_read;
  return (
    <li className={unread ? 'message-item is-unread' : 'message-item'}>
      <button type="button" className="message-item__head" aria-expanded={expanded} onClick={() => onOpen(message)}>
        <span className="message-item__dot" aria-hidden="true" />
        <span className="message-item__title">{message.message_title}</span>
        {unread ? <span className="message-item__tag">未读</span> : null}
        <time className="message-item__time">{formatDateTime(message.creationTime)}</time>
      </button>
      <p className={expanded ? 'message-item__content is-open' : 'message-item__content'}>{message.message_content}</p>
    </li>
  );
}

/**
 * /message (req: accounts.md#message-centre): 全部 / 未读, 6 per page, pager above 6; opening an unread message marks it
 * read.
 */
export default function MessageCentrePage() {
  const [tab, setTab] = useState<MessageTabName>('all');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<number | null>(null);
  const unreadCount = useSession((s) => s.unreadCount);
  const status = statusOfTab(tab);
  const { loading, result, errorMsg, reload } = useCall(getStationNewsList, {
    limit: STATION_MESSAGE_PAGE_SIZE,
    page,
    status,
  });

  useEffect(() => {
    void refreshUnreadCount();
  }, []);

  // A read message leaves the 未读 list: when the page emptied, show the last page that still exists.
  useEffect(() => {
    if (!result || result.items.length > 0 || page === 1) return;
    const target = clampPage(page, result.totalCount, STATION_MESSAGE_PAGE_SIZE);
    if (target !== page) setPage(target);
  }, [result, page]);

  async function open(message: StationMessage) {
    setExpanded((current) => (current === message.id ? null : message.id));
    if (message.is_read) return;
    // Not a `useMutation`: two messages opened in quick succession are both marked. A failure stays quiet (the
    // message simply stays unread).
    if (await markMessageRead(message.id)) {
      reload();
      void refreshUnreadCount();
    }
  }

  function changeTab(name: string) {
    setTab(name === 'unread' ? 'unread' : 'all');
    setPage(1);
    setExpanded(null);
  }

  const items = result?.items ?? [];
  return (
    <div className="portal-container">
      <PageSection title="消息中心">
        <Tabs activeName={tab} onTabClick={(pane) => changeTab(pane.props.name)}>
          {MESSAGE_TABS.map((entry) => (
            <Tabs.Pane
              key={entry.name}
              name={entry.name}
              label={
                entry.name === 'unread' && unreadCount > 0 ? (
                  <span>
                    {entry.label}
                    <em className="message-tab-count">{unreadCount > 99 ? '99+' : unreadCount}</em>
                  </span>
                ) : (
                  entry.label
                )
              }
            />
          ))}
        </Tabs>
        {loading && !result ? (
          <PageLoading />
        ) : errorMsg && !result ? (
          <ErrorState text={errorMsg} onRetry={reload} />
        ) : items.length > 0 ? (
          <>
            <p className="message-summary" aria-live="polite">
              共 <strong>{result?.totalCount ?? 0}</strong> 条{tab === 'unread' ? '未读' : ''}消息
            </p>
            <ul className="message-list" aria-label="消息列表">
              {items.map((message) => (
                <MessageItem key={message.id} message={message} expanded={expanded === message.id} onOpen={open} />
              ))}
            </ul>
            <Pager
              total={result?.totalCount ?? 0}
              pageSize={STATION_MESSAGE_PAGE_SIZE}
              page={page}
              onChange={(next) => {
                setPage(next);
                setExpanded(null);
              }}
            />
          </>
        ) : (
          <EmptyState text={tab === 'unread' ? '暂无未读消息' : '暂无相关信息'} />
        )}
      </PageSection>
    </div>
  );
}
