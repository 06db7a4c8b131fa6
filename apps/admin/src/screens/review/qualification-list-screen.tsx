import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  ADMIN_REVIEW_PAGE_SIZE,
  type AdminQualificationItem,
  QUALIFICATION_STATUS_LABELS,
  Role,
} from '@badminton/contracts';
import { useSession } from '@badminton/session';
import { bulkPassAdminQualification, getAdminQualificationList } from './calls';
import { countTabs, send } from './parts';
import { QUALIFICATION_PATH, QUALIFICATIONS_PATH } from './paths';
import { listPayload } from './query';
import { type BulkPass, ChoiceCell, ChoiceHead, type Choice, InstitutionNameFilter, OpenCell, RegionFilter, ReviewQueueFrame } from './queue-frame';
import { useReviewQuery } from './use-review-query';
import '../queue.css';
import './review.css';

const STATUSES = ['1', '2', '3', '4'] as const;

function statusClass(status: number): string {
  if (status === 3) return 'review-status review-status--done';
  if (status === 4) return 'review-status review-status--rejected';
  return 'review-status review-status--pending';
}

function QualificationTable({ items, choice }: { items: readonly AdminQualificationItem[]; choice: Choice }) {
  return (
    <table className="review-table">
      <caption className="bm-visually-hidden">资质申请列表</caption>
      <thead>
        <tr>
          <ChoiceHead bulk={choice.bulk} />
          <th scope="col">机构名称</th>
          <th scope="col">所在地区</th>
          <th scope="col">申报等级</th>
          <th scope="col">提交时间</th>
          <th scope="col">审核状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <ChoiceCell choice={choice} id={item.id} name={item.mechanism_full_name} can={item.can_pass} />
            <td data-label="机构名称">
              <span className="review-title">{item.mechanism_full_name}</span>
              <span className="review-muted review-block">{item.nickname}</span>
            </td>
            <td data-label="所在地区">{`${item.province_name}${item.city_name}${item.district_name}`}</td>
            <td data-label="申报等级">{item.grade_names || '—'}</td>
            <td data-label="提交时间">{item.submitted_at}</td>
            <td data-label="审核状态">
              <span className={statusClass(item.approval_status)}>{item.approval_status_name}</span>
            </td>
            <OpenCell to={`${QUALIFICATION_PATH}?id=${item.id}`} name={item.mechanism_full_name} canPass={item.can_pass} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /personal/review/qualifications (issue 26; decision 0067; req: back-office.md#qualification-review): institutions'
 * qualification applications — a provincial reviewer's province only — with the counts per status (which are also the
 * status filter), the region (province, city) and the institution-name filters, 10 per page, newest submission first;
 * 审核 opens the application where the caller may decide now, 查看 elsewhere. The provincial reviewer may pass several
 * 未审核 applications at once (a confirmation, then each one on its own, with what passed and what was refused).
 */
export default function QualificationListScreen() {
  const role = useSession((s) => s.role);
  const { query, draft, setDraft, go } = useReviewQuery(STATUSES);
  const state = useCall(getAdminQualificationList, {
    ...listPayload(query, ADMIN_REVIEW_PAGE_SIZE),
    ...(query.status ? { approval_status: Number(query.status) } : {}),
  });
  const tabs = countTabs(STATUSES, (code) => QUALIFICATION_STATUS_LABELS[Number(code) as 1 | 2 | 3 | 4], state.result?.counts);
  const bulk: BulkPass | null =
    role === Role.ProvincialReviewer
      ? {
          hint: '勾选未审核的申请可批量初审通过',
          unit: '条',
          label: '批量初审通过',
          question: (count) => `确定将选中的 ${count} 个资质申请初审通过吗？每条将分别审核。`,
          pass: (ids) => send(api().call(bulkPassAdminQualification, { ids, approval_content: '' })),
        }
      : null;

  return (
    <ReviewQueueFrame
      title="资质审核"
      path={QUALIFICATIONS_PATH}
      query={query}
      draft={draft}
      onDraft={setDraft}
      onGo={go}
      tabs={tabs}
      state={state}
      bulk={bulk}
      filters={
        <>
          <RegionFilter draft={draft} onDraft={setDraft} />
          <InstitutionNameFilter draft={draft} onDraft={setDraft} />
        </>
      }
    >
      {(items, choice) => <QualificationTable items={items} choice={choice} />}
    </ReviewQueueFrame>
  );
}
