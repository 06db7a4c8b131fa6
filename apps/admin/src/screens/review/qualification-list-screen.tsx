import { useState } from 'react';
import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  ADMIN_REVIEW_PAGE_SIZE,
  type AdminBulkResult,
  type AdminQualificationItem,
  QUALIFICATION_STATUS_LABELS,
  Role,
} from '@badminton/contracts';
import { RegionCascade } from '@badminton/pickers';
import { Link } from '@badminton/router';
import { useSession } from '@badminton/session';
import { Button, confirm, Input, PagedResult, PageSection, SearchField, toast } from '@badminton/ui';
import { bulkPassAdminQualification, getAdminQualificationList, loadRegions } from './calls';
import { BulkResultDialog, countTabs, ReviewFilters, send } from './parts';
import { QUALIFICATION_PATH, QUALIFICATIONS_PATH } from './paths';
import { listPayload, type ReviewQuery } from './query';
import { useReviewQuery } from './use-review-query';
import './review.css';

const STATUSES = ['1', '2', '3', '4'] as const;

function statusClass(status: number): string {
  if (status === 3) return 'review-status review-status--done';
  if (status === 4) return 'review-status review-status--rejected';
  return 'review-status review-status--pending';
}

function QualificationTable({
  items,
  bulk,
  chosen,
  onChoose,
}: {
  items: readonly AdminQualificationItem[];
  bulk: boolean;
  chosen: ReadonlySet<number>;
  onChoose(id: number, on: boolean): void;
}) {
  return (
    <table className="review-table">
      <caption className="bm-visually-hidden">资质申请列表</caption>
      <thead>
        <tr>
          {bulk ? (
            <th scope="col">
              <span className="bm-visually-hidden">选择</span>
            </th>
          ) : null}
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
            {bulk ? (
              <td data-label="选择">
                {item.can_pass ? (
                  <input
                    type="checkbox"
                    className="review-check"
                    aria-label={`选择${item.mechanism_full_name}`}
                    checked={chosen.has(item.id)}
                    onChange={(event) => onChoose(item.id, event.target.checked)}
                  />
                ) : null}
              </td>
            ) : null}
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
            <td data-label="操作">
              <Link
                className={`el-button el-button--small ${item.can_pass ? 'el-button--primary' : 'el-button--default'} review-link`}
                to={`${QUALIFICATION_PATH}?id=${item.id}`}
                aria-label={`${item.can_pass ? '审核' : '查看'}${item.mechanism_full_name}`}
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
 * /personal/review/qualifications (issue 26; decision 0067; req: back-office.md#qualification-review): institutions'
 * qualification applications — a provincial reviewer's province only — with the counts per status (which are also the
 * status filter), the region (province, city) and the institution-name filters, 10 per page, newest submission first;
 * 审核 opens the application where the caller may decide now, 查看 elsewhere. The provincial reviewer may pass several
 * 未审核 applications at once (a confirmation, then each one on its own, with what passed and what was refused).
 */
export default function QualificationListScreen() {
  const role = useSession((s) => s.role);
  const { query, draft, setDraft, go: goTo } = useReviewQuery(STATUSES);
  const state = useCall(getAdminQualificationList, {
    ...listPayload(query, ADMIN_REVIEW_PAGE_SIZE),
    ...(query.status ? { approval_status: Number(query.status) } : {}),
  });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [bulkResult, setBulkResult] = useState<AdminBulkResult | null>(null);
  const [busy, setBusy] = useState(false);
  const bulk = role === Role.ProvincialReviewer;
  const tabs = countTabs(STATUSES, (code) => QUALIFICATION_STATUS_LABELS[Number(code) as 1 | 2 | 3 | 4], state.result?.counts);
  const go = (next: ReviewQuery) => {
    setChosen(new Set());
    goTo(next);
  };

  async function passChosen() {
    const ids = [...chosen];
    if (ids.length === 0) return;
    if (!(await confirm(`确定将选中的 ${ids.length} 个资质申请初审通过吗？每条将分别审核。`, '批量初审通过'))) return;
    setBusy(true);
    const outcome = await send(api().call(bulkPassAdminQualification, { ids, approval_content: '' }));
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
    <PageSection title="资质审核">
      <ReviewFilters path={QUALIFICATIONS_PATH} query={query} tabs={tabs} draft={draft} onDraft={setDraft} onGo={go}>
        <SearchField label="所在地区">
          <RegionCascade
            levels={2}
            value={{ provinceId: draft.provinceId, cityId: draft.cityId }}
            loadRegions={loadRegions}
            onChange={(region) => setDraft((d) => ({ ...d, provinceId: region.provinceId, cityId: region.cityId }))}
          />
        </SearchField>
        <SearchField label="机构名称">
          <Input value={draft.keyword} placeholder="请输入机构名称" aria-label="机构名称" maxLength={50} onChange={(value: string) => setDraft((d) => ({ ...d, keyword: value }))} />
        </SearchField>
      </ReviewFilters>
      {bulk ? (
        <div className="review-bulk-bar">
          <span role="status">{chosen.size > 0 ? `已选择 ${chosen.size} 条` : '勾选未审核的申请可批量初审通过'}</span>
          <Button type="primary" size="small" disabled={chosen.size === 0} loading={busy} onClick={() => void passChosen()}>
            批量初审通过
          </Button>
        </div>
      ) : null}
      <PagedResult state={state} page={query.page} pageSize={ADMIN_REVIEW_PAGE_SIZE} onPageChange={(page) => go({ ...query, page })}>
        {(items) => (
          <QualificationTable
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
