import { useCall } from '@badminton/api-client/react';
import { ADMIN_EVENT_PAGE_SIZE, type AdminEventApplyItem, EVENT_APPLY_STATUS_LABELS } from '@badminton/contracts';
import { Link } from '@badminton/router';
import { Input, PagedResult, PageSection, SearchField } from '@badminton/ui';
import { countTabs, ReviewFilters } from '../review/parts';
import { listPayload } from '../review/query';
import { useReviewQuery } from '../review/use-review-query';
import { getAdminEventList } from './calls';
import { EVENT_APPLICATION_PATH, EVENT_APPLICATIONS_PATH } from './paths';
import { applyWayLabel, eventStatusClass } from './view';
import '../queue.css';
import '../review/review.css';

/** The statuses of `event_apply_status`, as the filter and the address carry them: 0 待审核, 1 审核通过, 2 审核不通过. */
const STATUSES = ['0', '1', '2'] as const;

function EventApplicationTable({ items }: { items: readonly AdminEventApplyItem[] }) {
  return (
    <table className="review-table">
      <caption className="bm-visually-hidden">赛事等级申请列表</caption>
      <thead>
        <tr>
          <th scope="col">运动员</th>
          <th scope="col">赛事名称</th>
          <th scope="col">申请等级</th>
          <th scope="col">申请方式</th>
          <th scope="col">申请时间</th>
          <th scope="col">审核状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const verb = item.can_decide ? '审核' : '查看';
          return (
            <tr key={item.id}>
              <td data-label="运动员">
                <span className="review-title">{item.athlete_name}</span>
                {item.province_name ? <span className="review-muted review-block">{item.province_name}</span> : null}
              </td>
              <td data-label="赛事名称">
                {item.event_name}
                {item.event_type ? <span className="review-muted review-block">{item.event_type}</span> : null}
              </td>
              <td data-label="申请等级">{item.gradeName || '—'}</td>
              <td data-label="申请方式">{applyWayLabel(item.apply_way) || '—'}</td>
              <td data-label="申请时间">{item.apply_time}</td>
              <td data-label="审核状态">
                <span className={eventStatusClass(item.apply_status)}>{item.apply_status_name}</span>
              </td>
              <td data-label="操作">
                <Link
                  className={`el-button el-button--small ${item.can_decide ? 'el-button--primary' : 'el-button--default'} review-link`}
                  to={`${EVENT_APPLICATION_PATH}?id=${item.id}`}
                  aria-label={`${verb}${item.athlete_name}的${item.event_name}申请`}
                >
                  {verb}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * /personal/review/eventApplications 赛事等级审核 (issue 26 item 6; decision 0072; req:
 * back-office.md#event-application-review): the athletes' event-level applications — a provincial reviewer's province
 * only — newest first, 10 per page, the counts per status as the status filter and a keyword (event or athlete name),
 * both kept in the address. 审核 opens an application the caller may decide (the national administrator's awaiting
 * ones), 查看 any other.
 */
export default function EventApplicationListScreen() {
  const { query, draft, setDraft, go } = useReviewQuery(STATUSES);
  const state = useCall(getAdminEventList, {
    ...listPayload(query, ADMIN_EVENT_PAGE_SIZE),
    ...(query.status ? { apply_status: Number(query.status) } : {}),
  });
  const tabs = countTabs(STATUSES, (code) => EVENT_APPLY_STATUS_LABELS[Number(code)] ?? code, state.result?.counts);

  return (
    <PageSection title="赛事等级审核">
      <ReviewFilters path={EVENT_APPLICATIONS_PATH} query={query} tabs={tabs} draft={draft} onDraft={setDraft} onGo={go}>
        <SearchField label="关键字">
          <Input
            value={draft.keyword}
            placeholder="赛事名称或运动员姓名"
            aria-label="赛事名称或运动员姓名"
            maxLength={50}
            onChange={(value: string) => setDraft((d) => ({ ...d, keyword: value }))}
          />
        </SearchField>
      </ReviewFilters>
      <PagedResult state={state} page={query.page} pageSize={ADMIN_EVENT_PAGE_SIZE} onPageChange={(page) => go({ ...query, page })}>
        {(items) => <EventApplicationTable items={items} />}
      </PagedResult>
    </PageSection>
  );
}
