import { useState } from 'react';
import { useCall } from '@badminton/api-client/react';
import { AppealStatus, type AppealItem, getAppealList, SCORES_APPEALS_PAGE_SIZES, SCORES_APPEALS_PAGER_ABOVE } from '@badminton/contracts';
import { Button, EmptyState, ErrorState, PageLoading, PageSection, Pager } from '@badminton/ui';
import { SecondAppealDialog } from './second-appeal-dialog';
import '../appeals.css';

const PAGE_SIZE = SCORES_APPEALS_PAGE_SIZES.appeals;
const OPEN_STATUSES: number[] = [AppealStatus.Submitted, AppealStatus.UnderReview, AppealStatus.SecondSubmitted, AppealStatus.SecondUnderReview];

function AppealCard({ appeal, onSecond }: { appeal: AppealItem; onSecond: (appeal: AppealItem) => void }) {
  return (
    <li className="appeal-card">
      <div className="appeal-card__head">
        <h3 className="appeal-card__title">
          {appeal.test_class_title}（{appeal.gradeName}）
        </h3>
        <span className={OPEN_STATUSES.includes(appeal.appeal_status) ? 'appeal-card__status is-open' : 'appeal-card__status'}>
          {appeal.appeal_status_name}
        </span>
        {appeal.appeal_status === AppealStatus.ScoreUnchanged ? (
          <Button type="primary" size="small" onClick={() => onSecond(appeal)}>
            二次申诉
          </Button>
        ) : null}
      </div>
      <dl className="appeal-card__fields">
        <dt>申诉编号</dt>
        <dd>{appeal.appeal_no}</dd>
        <dt>申诉时间</dt>
        <dd>{appeal.creationTime}</dd>
        <dt>申诉内容</dt>
        <dd>{appeal.appeal_content}</dd>
        <dt>机构回复</dt>
        <dd>{appeal.appeal_reply || '暂无'}</dd>
        <dt>中羽协回复</dt>
        <dd>{appeal.manager_reply || '暂无'}</dd>
      </dl>
    </li>
  );
}

/**
 * /personal/complaintRecord (req: 001 §2–§4, §8): the athlete's appeals with their statuses 0–7 and replies; an appeal
 * that ended unchanged (3) offers the second appeal.
 */
export default function ComplaintRecordPage() {
  const [page, setPage] = useState(1);
  const [second, setSecond] = useState<AppealItem | null>(null);
  const { loading, result, errorMsg, reload } = useCall(getAppealList, { page, limit: PAGE_SIZE });
  const items = result?.items ?? [];
  return (
    <PageSection title="申诉记录">
      {loading && !result ? (
        <PageLoading />
      ) : errorMsg && !result ? (
        <ErrorState text={errorMsg} onRetry={reload} />
      ) : items.length > 0 ? (
        <>
          <ul className="appeal-list" aria-label="申诉记录">
            {items.map((appeal) => (
              <AppealCard key={appeal.id} appeal={appeal} onSecond={setSecond} />
            ))}
          </ul>
          <Pager total={result?.totalCount ?? 0} pageSize={PAGE_SIZE} page={page} onChange={setPage} showAbove={SCORES_APPEALS_PAGER_ABOVE} />
        </>
      ) : (
        <EmptyState text="暂无申诉记录" />
      )}
      <SecondAppealDialog appeal={second} onClose={() => setSecond(null)} onSubmitted={reload} />
    </PageSection>
  );
}
