import { useState } from 'react';
import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_GRADE_SUBMISSION_PAGE_SIZE, type AdminGradeSubmissionItem } from '@badminton/contracts';
import { RegionCascade } from '@badminton/pickers';
import { createRegionLoader } from '@badminton/pickers/loaders';
import { Link, useSearchParams } from '@badminton/router';
import { DateRange, Input, PagedResult, PageSection, SearchBar, SearchField } from '@badminton/ui';
import { getAdminGradeSubmissionList } from './calls';
import { StatusTabs } from './status-tabs';
import { EMPTY_GRADE_QUERY, gradeQueryPayload, gradeStatusTone, gradeSubmissionPath, readGradeQuery, writeGradeQuery, type GradeQueueQuery } from './view';
import '../queue.css';
import './grades.css';

const loadRegions = createRegionLoader(api);

function SubmissionTable({ items }: { items: readonly AdminGradeSubmissionItem[] }) {
  return (
    <table className="grade-table">
      <caption className="bm-visually-hidden">成绩审核列表</caption>
      <thead>
        <tr>
          <th scope="col">测试班</th>
          <th scope="col">测试机构</th>
          <th scope="col">测试日期</th>
          <th scope="col">参测/合格</th>
          <th scope="col">状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td data-label="测试班">
              <span className="grade-table__title">{item.test_class_title}</span>
              <span className="grade-table__sub">{`${item.province_name}${item.city_name}${item.district_name}`}</span>
            </td>
            <td data-label="测试机构">{item.institution_name || '—'}</td>
            <td data-label="测试日期" className="grade-table__date">
              {item.test_start_time.slice(0, 10)}
            </td>
            <td data-label="参测/合格">{`${item.entry_count} / ${item.pass_count}`}</td>
            <td data-label="状态">
              <span className={`grade-status grade-status--${gradeStatusTone(item.grade_submission_status)}`}>{item.grade_submission_status_name}</span>
              {item.grade_submission_status === 2 && item.grade_submission_msg ? <span className="grade-table__sub">驳回理由：{item.grade_submission_msg}</span> : null}
            </td>
            <td data-label="操作">
              <Link className="el-button el-button--small el-button--primary grade-table__link" to={gradeSubmissionPath(item.id)} aria-label={`${item.can_approve || item.can_publish ? '审核' : '查看'}${item.test_class_title}`}>
                {item.can_approve || item.can_publish ? '审核' : '查看'}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /personal/review/gradeSubmissions (issue 26, decision 0068; req: back-office.md#score-approval-and-publication): the
 * classes whose institution submitted grades — a provincial reviewer's province only, every class for the national
 * administrator — with the status tabs and their counts, and filters by region, institution, class name and test date
 * (kept in the address). 审核 opens the detail where the decisions are made.
 */
export default function GradeSubmissionsScreen() {
  const [params, setParams] = useSearchParams();
  const query = readGradeQuery(params);
  const [draft, setDraft] = useState<GradeQueueQuery>(query);
  const state = useCall(getAdminGradeSubmissionList, gradeQueryPayload(query, ADMIN_GRADE_SUBMISSION_PAGE_SIZE));
  const go = (next: GradeQueueQuery) => setParams(writeGradeQuery(next));

  return (
    <PageSection title="成绩审核">
      <SearchBar
        className="grade-search"
        onSearch={() => go({ ...draft, status: query.status, page: 1 })}
        onReset={() => {
          setDraft(EMPTY_GRADE_QUERY);
          go({ ...EMPTY_GRADE_QUERY, status: query.status });
        }}
      >
        <SearchField label="地区" wide>
          <RegionCascade
            levels={2}
            value={{ provinceId: draft.provinceId, cityId: draft.cityId }}
            onChange={(region) => setDraft((d) => ({ ...d, provinceId: region.provinceId, cityId: region.cityId }))}
            loadRegions={loadRegions}
          />
        </SearchField>
        <SearchField label="测试机构">
          <Input value={draft.institution} placeholder="请输入机构名称" aria-label="测试机构" onChange={(value: string) => setDraft((d) => ({ ...d, institution: value }))} />
        </SearchField>
        <SearchField label="测试班名称">
          <Input value={draft.keyword} placeholder="请输入测试班名称" aria-label="测试班名称" onChange={(value: string) => setDraft((d) => ({ ...d, keyword: value }))} />
        </SearchField>
        <SearchField label="测试日期" wide>
          <DateRange
            value={{ startTime: draft.from || undefined, endTime: draft.to || undefined }}
            onChange={(range) => setDraft((d) => ({ ...d, from: range.startTime?.slice(0, 10) ?? '', to: range.endTime?.slice(0, 10) ?? '' }))}
          />
        </SearchField>
      </SearchBar>
      <StatusTabs
        label="按成绩状态筛选"
        counts={state.result?.counts ?? null}
        current={query.status}
        onChange={(status) => go({ ...query, status, page: 1 })}
      />
      <PagedResult state={state} page={query.page} pageSize={ADMIN_GRADE_SUBMISSION_PAGE_SIZE} onPageChange={(page) => go({ ...query, page })} keepListOnError>
        {(items) => <SubmissionTable items={items} />}
      </PagedResult>
    </PageSection>
  );
}
