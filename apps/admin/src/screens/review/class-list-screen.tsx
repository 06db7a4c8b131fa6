import { useState } from 'react';
import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_REVIEW_PAGE_SIZE, type AdminBulkResult, type AdminTestClassItem, Role, TEST_CLASS_STATUS_LABELS, TEST_CLASS_STATUSES, type TestClassStatusCode } from '@badminton/contracts';
import { RegionCascade } from '@badminton/pickers';
import { Link } from '@badminton/router';
import { useSession } from '@badminton/session';
import { Button, confirm, DateRange, Input, PagedResult, PageSection, SearchField, toast } from '@badminton/ui';
import { bulkPassAdminTestClass, getAdminTestClassList, loadRegions } from './calls';
import { BulkResultDialog, countTabs, ReviewFilters, send } from './parts';
import { TEST_CLASS_PATH, TEST_CLASSES_PATH } from './paths';
import { day, listPayload, type ReviewQuery } from './query';
import { useReviewQuery } from './use-review-query';
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

function ClassTable({ items, bulk, chosen, onChoose }: { items: readonly AdminTestClassItem[]; bulk: boolean; chosen: ReadonlySet<number>; onChoose(id: number, on: boolean): void }) {
  return (
    <table className="review-table">
      <caption className="bm-visually-hidden">测试班申请列表</caption>
      <thead>
        <tr>
          {bulk ? (
            <th scope="col">
              <span className="bm-visually-hidden">选择</span>
            </th>
          ) : null}
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
            {bulk ? (
              <td data-label="选择">
                {item.can_pass && !item.assessors_short ? (
                  <input
                    type="checkbox"
                    className="review-check"
                    aria-label={`选择${item.test_class_title}`}
                    checked={chosen.has(item.id)}
                    onChange={(event) => onChoose(item.id, event.target.checked)}
                  />
                ) : null}
              </td>
            ) : null}
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
            <td data-label="操作">
              <Link
                className={`el-button el-button--small ${item.can_pass ? 'el-button--primary' : 'el-button--default'} review-link`}
                to={`${TEST_CLASS_PATH}?id=${item.id}`}
                aria-label={`${item.can_pass ? '审核' : '查看'}${item.test_class_title}`}
              >
                {item.can_pass ? '审核' : '查看'}
              </Link>
            </td>
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
  const { query, draft, setDraft, go: goTo } = useReviewQuery(TEST_CLASS_STATUSES);
  const state = useCall(getAdminTestClassList, {
    ...listPayload(query, ADMIN_REVIEW_PAGE_SIZE),
    ...(query.status ? { application_status: query.status as TestClassStatusCode } : {}),
    ...(query.testStart ? { test_start: query.testStart } : {}),
    ...(query.testEnd ? { test_end: query.testEnd } : {}),
  });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [bulkResult, setBulkResult] = useState<AdminBulkResult | null>(null);
  const [busy, setBusy] = useState(false);
  const bulk = role === Role.ProvincialReviewer;
  const tabs = countTabs(TEST_CLASS_STATUSES, (code) => STATUS_TAB_LABELS[code] ?? TEST_CLASS_STATUS_LABELS[code], state.result?.counts);
  const go = (next: ReviewQuery) => {
    setChosen(new Set());
    goTo(next);
  };

  async function passChosen() {
    const ids = [...chosen];
    if (ids.length === 0) return;
    if (!(await confirm(`确定将选中的 ${ids.length} 个测试班审核通过吗？每个测试班将分别审核。`, '批量审核通过'))) return;
    setBusy(true);
    const outcome = await send(api().call(bulkPassAdminTestClass, { ids, approval_comments: '' }));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      return;
    }
    setChosen(new Set());
    setBulkResult(outcome.result);
    state.reload();
  }

  return (
    <PageSection title="测试班审核">
      <ReviewFilters path={TEST_CLASSES_PATH} query={query} tabs={tabs} draft={draft} onDraft={setDraft} onGo={go}>
        <SearchField label="所在地区">
          <RegionCascade
            levels={2}
            value={{ provinceId: draft.provinceId, cityId: draft.cityId }}
            loadRegions={loadRegions}
            onChange={(region) => setDraft((d) => ({ ...d, provinceId: region.provinceId, cityId: region.cityId }))}
          />
        </SearchField>
        <SearchField label="测试时间">
          <DateRange value={{ startTime: draft.testStart, endTime: draft.testEnd }} onChange={(range) => setDraft((d) => ({ ...d, testStart: range.startTime, testEnd: range.endTime }))} />
        </SearchField>
        <SearchField label="机构名称">
          <Input value={draft.keyword} placeholder="请输入机构名称" aria-label="机构名称" maxLength={50} onChange={(value: string) => setDraft((d) => ({ ...d, keyword: value }))} />
        </SearchField>
      </ReviewFilters>
      {bulk ? (
        <div className="review-bulk-bar">
          <span role="status">{chosen.size > 0 ? `已选择 ${chosen.size} 个` : '勾选申请中且考评员齐备的测试班可批量审核通过'}</span>
          <Button type="primary" size="small" disabled={chosen.size === 0} loading={busy} onClick={() => void passChosen()}>
            批量审核通过
          </Button>
        </div>
      ) : null}
      <PagedResult state={state} page={query.page} pageSize={ADMIN_REVIEW_PAGE_SIZE} onPageChange={(page) => go({ ...query, page })}>
        {(items) => (
          <ClassTable
            items={items}
            bulk={bulk}
            chosen={chosen}
            onChoose={(id, on) =>
              setChosen((current) => {
                const next = new Set(current);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              })
            }
          />
        )}
      </PagedResult>
      <BulkResultDialog result={bulkResult} onClose={() => setBulkResult(null)} />
    </PageSection>
  );
}
