import { useState } from 'react';
import { useCall } from '@badminton/api-client/react';
import { type EventApplicationItem, getEventApplyRecords, SCORES_APPEALS_PAGE_SIZES, SCORES_APPEALS_PAGER_ABOVE } from '@badminton/contracts';
import { EmptyState, ErrorState, PageLoading, PageSection, Pager } from '@badminton/ui';
import '../events.css';

const PAGE_SIZE = SCORES_APPEALS_PAGE_SIZES.eventRecords;

function RecordCard({ record }: { record: EventApplicationItem }) {
  return (
    <li className="event-card event-card--record">
      <div className="event-card__main">
        <h3 className="event-card__title">{record.event_name}</h3>
        <dl className="event-record__fields">
          <dt>赛事类型</dt>
          <dd>{record.event_type}</dd>
          <dt>申请等级</dt>
          <dd>{record.gradeName}</dd>
          <dt>申请时间</dt>
          <dd>{record.apply_time}</dd>
          <dt>审核意见</dt>
          <dd>{record.approval_comments || '暂无'}</dd>
        </dl>
      </div>
      <span className={`event-status event-status--${record.apply_status}`}>{record.apply_status_name}</span>
    </li>
  );
}

/** /personal/competitionApplicationRecord (req: 001 §3, §9): the applications, 10 per page, statuses and comments. */
export default function CompetitionApplicationRecordPage() {
  const [page, setPage] = useState(1);
  const { loading, result, errorMsg, reload } = useCall(getEventApplyRecords, { page, limit: PAGE_SIZE });
  const items = result?.items ?? [];
  return (
    <PageSection title="赛事申请记录">
      {loading && !result ? (
        <PageLoading />
      ) : errorMsg && !result ? (
        <ErrorState text={errorMsg} onRetry={reload} />
      ) : items.length > 0 ? (
        <>
          <ul className="event-list" aria-label="赛事申请记录">
            {items.map((record) => (
              <RecordCard key={record.id} record={record} />
            ))}
          </ul>
          <Pager total={result?.totalCount ?? 0} pageSize={PAGE_SIZE} page={page} onChange={setPage} showAbove={SCORES_APPEALS_PAGER_ABOVE} />
        </>
      ) : (
        <EmptyState text="暂无申请记录" />
      )}
    </PageSection>
  );
}
