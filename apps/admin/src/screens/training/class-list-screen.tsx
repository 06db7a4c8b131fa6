import { useCall } from '@badminton/api-client/react';
import { ADMIN_TRAINING_PAGE_SIZE, type AdminTrainingItem, evaluatorRankLabel, Role, TRAINING_STAGE_LABELS, TRAINING_STAGES, type TrainingStage } from '@badminton/contracts';
import { Link } from '@badminton/router';
import { useSession } from '@badminton/session';
import { Input, PagedResult, PageSection, SearchField } from '@badminton/ui';
import { countTabs, ReviewFilters } from '../review/parts';
import { listPayload } from '../review/query';
import { useReviewQuery } from '../review/use-review-query';
import { getAdminTrainingList } from './calls';
import { TRAINING_CLASS_EDIT_PATH, TRAINING_CLASS_PATH, TRAINING_CLASSES_PATH } from './paths';
import { stageClass } from './view';
import '../queue.css';
import '../review/review.css';
import '../content/content.css';
import './training.css';

/** Two days of a window, each kept on one line. */
function Days({ start, end }: { start: string; end: string }) {
  return (
    <>
      <span className="training-nowrap">{start.slice(0, 10)}</span> 至 <span className="training-nowrap">{end.slice(0, 10)}</span>
    </>
  );
}

function TrainingTable({ items }: { items: readonly AdminTrainingItem[] }) {
  return (
    <table className="review-table">
      <caption className="bm-visually-hidden">培训班列表</caption>
      <thead>
        <tr>
          <th scope="col">培训班</th>
          <th scope="col">培训等级</th>
          <th scope="col">报名时间</th>
          <th scope="col">开班时间</th>
          <th scope="col">报名 / 缴费 / 已评定</th>
          <th scope="col">报名状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td data-label="培训班">
              <span className="review-title">{item.name}</span>
              <span className="review-muted review-block">{`${item.provinceName}${item.cityName}${item.districtName}`}</span>
            </td>
            <td data-label="培训等级">{item.gradeName}</td>
            <td data-label="报名时间">
              <Days start={item.apply_start_time} end={item.apply_end_time} />
            </td>
            <td data-label="开班时间">
              <Days start={item.opening_class_start_time} end={item.opening_class_end_time} />
            </td>
            <td data-label="报名 / 缴费 / 已评定">{`${item.enrolled} / ${item.paid} / ${item.reviewed}`}</td>
            <td data-label="报名状态">
              <span className={stageClass(item.stage)}>{item.stage_name}</span>
            </td>
            <td data-label="操作">
              <Link className="el-button el-button--small el-button--default review-link" to={`${TRAINING_CLASS_PATH}?id=${item.id}`} aria-label={`查看${item.name}`}>
                查看
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /personal/training/classes 培训班管理 (issue 26 item 6; decision 0074; req: evaluator.md#training-class-detail): the
 * association's evaluator training classes — a provincial reviewer's province only — newest sign-up first, 10 per page;
 * the counts per stage (未开始报名, 报名中, 已停止, 已结束) as the stage filter, a name keyword and the grade, all kept in
 * the address. The national administrator's 新建培训班.
 */
export default function TrainingClassListScreen() {
  const role = useSession((s) => s.role);
  const { query, draft, setDraft, go } = useReviewQuery(TRAINING_STAGES);
  const state = useCall(getAdminTrainingList, {
    ...listPayload(query, ADMIN_TRAINING_PAGE_SIZE),
    ...(query.status ? { stage: query.status as TrainingStage } : {}),
    ...(query.grade !== undefined ? { grade: query.grade } : {}),
  });
  const tabs = countTabs(TRAINING_STAGES, (code) => TRAINING_STAGE_LABELS[code], state.result?.counts);

  return (
    <PageSection title="培训班管理">
      {role === Role.NationalAdministrator ? (
        <p className="training-toolbar">
          <Link className="el-button el-button--primary" to={TRAINING_CLASS_EDIT_PATH}>
            新建培训班
          </Link>
        </p>
      ) : null}
      <ReviewFilters path={TRAINING_CLASSES_PATH} query={query} tabs={tabs} tabsLabel="按报名状态筛选" draft={draft} onDraft={setDraft} onGo={go}>
        <SearchField label="培训班名称">
          <Input value={draft.keyword} placeholder="请输入培训班名称" aria-label="培训班名称" maxLength={50} onChange={(value: string) => setDraft((d) => ({ ...d, keyword: value }))} />
        </SearchField>
        <SearchField label="培训等级">
          <select
            className="content-select"
            aria-label="培训等级"
            value={draft.grade ?? ''}
            onChange={(event) => {
              const grade = event.target.value ? Number(event.target.value) : undefined;
              setDraft((d) => ({ ...d, grade }));
            }}
          >
            <option value="">全部</option>
            {[1, 2, 3].map((grade) => (
              <option key={grade} value={grade}>
                {evaluatorRankLabel(grade)}
              </option>
            ))}
          </select>
        </SearchField>
      </ReviewFilters>
      <PagedResult state={state} page={query.page} pageSize={ADMIN_TRAINING_PAGE_SIZE} onPageChange={(page) => go({ ...query, page })}>
        {(items) => <TrainingTable items={items} />}
      </PagedResult>
    </PageSection>
  );
}
