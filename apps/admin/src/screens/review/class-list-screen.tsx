import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_REVIEW_PAGE_SIZE, type AdminTestClassItem, Role, TEST_CLASS_STATUS_LABELS, TEST_CLASS_STATUSES, type TestClassStatusCode } from '@badminton/contracts';
import { useSession } from '@badminton/session';
import { DateRange, SearchField } from '@badminton/ui';
import { bulkPassAdminTestClass, getAdminTestClassList } from './calls';
import { countTabs, send } from './parts';
import { TEST_CLASS_PATH, TEST_CLASSES_PATH } from './paths';
import { day, listPayload } from './query';
import { type BulkPass, ChoiceCell, ChoiceHead, type Choice, InstitutionNameFilter, OpenCell, RegionFilter, ReviewQueueFrame } from './queue-frame';
import { useReviewQuery } from './use-review-query';
import '../queue.css';
import './review.css';

/** The queue's words for each status: the stage it waits for, as the institution's list says it. */
const STATUS_TAB_LABELS: Record<TestClassStatusCode, string> = {
  申请中: '申请中（省协会审核中）',
  省协会审核通过: '省协会审核通过（中羽协审核中）',
  中羽协审核通过: '中羽协审核通过',
  审核驳回: '驳回',
};

function statusClass(status: TestClassStatusCode): string {
  if (status === '中羽协审核通过') return 'review-status review-status--done';
  if (status === '审核驳回') return 'review-status review-status--rejected';
  return 'review-status review-status--pending';
}

function ClassTable({ items, choice }: { items: readonly AdminTestClassItem[]; choice: Choice }) {
  return (
    <table className="review-table">
      <caption className="bm-visually-hidden">测试班申请列表</caption>
      <thead>
        <tr>
          <ChoiceHead bulk={choice.bulk} />
          <th scope="col">测试班</th>
          <th scope="col">申请机构</th>
          <th scope="col">测试时间</th>
          <th scope="col">测试等级</th>
          <th scope="col">审核状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <ChoiceCell choice={choice} id={item.id} name={item.test_class_title} can={item.can_pass && !item.assessors_short} />
            <td data-label="测试班">
              <span className="review-title">{item.test_class_title}</span>
              <span className="review-muted review-block">{`${item.province_name}${item.city_name}${item.district_name} · 人数上限 ${item.test_num}`}</span>
            </td>
            <td data-label="申请机构">{item.mechanism_name}</td>
            <td data-label="测试时间">{day(item.test_start_time) === day(item.test_end_time) ? day(item.test_start_time) : `${day(item.test_start_time)} 至 ${day(item.test_end_time)}`}</td>
            <td data-label="测试等级">{item.test_grade.map((grade) => grade.grade_name).join('、')}</td>
            <td data-label="审核状态">
              <span className={statusClass(item.application_status)}>{item.application_status_name}</span>
              {item.application_status === '审核驳回' && item.approval_comments ? <span className="review-muted review-block">{`驳回理由：${item.approval_comments}`}</span> : null}
              {item.assessors_short ? <span className="review-warning review-block">{item.assessors_short}</span> : null}
            </td>
            <OpenCell to={`${TEST_CLASS_PATH}?id=${item.id}`} name={item.test_class_title} canPass={item.can_pass} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /personal/review/testClasses (issue 26; decision 0067; req: back-office.md#test-class-review): the classes institutions
 * applied for — a provincial reviewer's province only — with the counts per status (also the status filter), region,
 * institution name and test date filters, 10 per page, newest application first. A class whose assessors fall short of
 * the minimum says so. The provincial reviewer may pass several 申请中 classes at once (each through its own review).
 */
export default function ClassListScreen() {
  const role = useSession((s) => s.role);
  const { query, draft, setDraft, go } = useReviewQuery(TEST_CLASS_STATUSES);
  const state = useCall(getAdminTestClassList, {
    ...listPayload(query, ADMIN_REVIEW_PAGE_SIZE),
    ...(query.status ? { application_status: query.status as TestClassStatusCode } : {}),
    ...(query.testStart ? { test_start: query.testStart } : {}),
    ...(query.testEnd ? { test_end: query.testEnd } : {}),
  });
  const tabs = countTabs(TEST_CLASS_STATUSES, (code) => STATUS_TAB_LABELS[code] ?? TEST_CLASS_STATUS_LABELS[code], state.result?.counts);
  const bulk: BulkPass | null =
    role === Role.ProvincialReviewer
      ? {
          hint: '勾选申请中且考评员齐备的测试班可批量审核通过',
          unit: '个',
          label: '批量审核通过',
          question: (count) => `确定将选中的 ${count} 个测试班审核通过吗？每个测试班将分别审核。`,
          pass: (ids) => send(api().call(bulkPassAdminTestClass, { ids, approval_comments: '' })),
        }
      : null;

  return (
    <ReviewQueueFrame
      title="测试班审核"
      path={TEST_CLASSES_PATH}
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
          <SearchField label="测试时间">
            <DateRange value={{ startTime: draft.testStart, endTime: draft.testEnd }} onChange={(range) => setDraft((d) => ({ ...d, testStart: range.startTime, testEnd: range.endTime }))} />
          </SearchField>
          <InstitutionNameFilter draft={draft} onDraft={setDraft} />
        </>
      }
    >
      {(items, choice) => <ClassTable items={items} choice={choice} />}
    </ReviewQueueFrame>
  );
}
