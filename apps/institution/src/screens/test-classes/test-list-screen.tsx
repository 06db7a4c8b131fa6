import { useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  canViewEntries,
  classRefundLabel,
  classRefundTarget,
  INSTITUTION_CLASS_LABELS as L,
  INSTITUTION_CLASS_PAGE_SIZE,
  type InstitutionTestClassItem,
  TestClassStatus,
} from '@badminton/contracts';
import { Link, useNavigate, useSearchParams } from '@badminton/router';
import { Button, confirm, PagedResult, PageSection, readKeywordQuery, toast, writeKeywordQuery } from '@badminton/ui';
import { getInstitutionTestClassList, setTestClassRefund } from './calls';
import { QualificationGate, useQualified } from './gate';
import { ADD_CLASS_PATH, applicationStatusText, classDetailPath, dayRange, gradesText, viewEntryPath } from './view';
import './test-classes.css';

function StatusCell({ item }: { item: InstitutionTestClassItem }) {
  const tone =
    item.application_status === TestClassStatus.Approved ? 'done' : item.application_status === TestClassStatus.Rejected ? 'rejected' : 'pending';
  return (
    <div>
      <span className={`class-status class-status--${tone}`}>{applicationStatusText(item.application_status)}</span>
      {item.application_status === TestClassStatus.Rejected && item.approval_comments ? (
        <span className="class-status__comment">驳回意见：{item.approval_comments}</span>
      ) : null}
      {item.application_status === TestClassStatus.Approved && item.refund_status !== 0 ? (
        <span className="class-status__refund">{classRefundLabel(item.refund_status)}</span>
      ) : null}
    </div>
  );
}

function ClassTable({ items, busy, onRefund, onViewEntries }: { items: readonly InstitutionTestClassItem[]; busy: number | null; onRefund(item: InstitutionTestClassItem): void; onViewEntries(item: InstitutionTestClassItem): void }) {
  return (
    <table className="class-table">
      <caption className="bm-visually-hidden">测试班列表</caption>
      <thead>
        <tr>
          <th scope="col">测试班</th>
          <th scope="col">报名时间</th>
          <th scope="col">测试时间</th>
          <th scope="col">测试等级</th>
          <th scope="col">人数</th>
          <th scope="col">审核状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const target = classRefundTarget(item.application_status, item.refund_status);
          return (
            <tr key={item.id}>
              <td data-label="测试班">
                <div>
                  <span className="class-table__title">{item.test_class_title}</span>
                  <span className="class-table__place">{`${item.province_name}${item.city_name}${item.district_name} ${item.test_detail_addr}`}</span>
                </div>
              </td>
              <td data-label="报名时间">{dayRange(item.registration_start_time, item.registration_end_time)}</td>
              <td data-label="测试时间">{dayRange(item.test_start_time, item.test_end_time)}</td>
              <td data-label="测试等级">{gradesText(item.test_grade)}</td>
              <td data-label="人数">{item.test_num}</td>
              <td data-label="审核状态">
                <StatusCell item={item} />
              </td>
              <td data-label="操作">
                <div className="class-table__actions">
                  <Link className="el-button el-button--default el-button--small class-table__link" to={classDetailPath(item.id)} aria-label={`查看${item.test_class_title}`}>
                    查看
                  </Link>
                  <Button size="small" onClick={() => onViewEntries(item)}>
                    查看报名
                  </Button>
                  {target !== null ? (
                    <Button size="small" loading={busy === item.id} onClick={() => onRefund(item)}>
                      {target === 1 ? L.requestRefund : L.cancelRefund}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ClassList() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { page } = readKeywordQuery(params);
  const state = useCall(getInstitutionTestClassList, { page, limit: INSTITUTION_CLASS_PAGE_SIZE });
  const [busy, setBusy] = useState<number | null>(null);

  async function refund(item: InstitutionTestClassItem) {
    const target = classRefundTarget(item.application_status, item.refund_status);
    if (target === null) return;
    if (!(await confirm(target === 1 ? L.confirmRequest : L.confirmCancel, target === 1 ? L.requestRefund : L.cancelRefund))) return;
    setBusy(item.id);
    const outcome = await settle(api().call(setTestClassRefund, { test_class_id: item.id, status: target }));
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
    } else {
      toast.success(L.submitted);
    }
    state.reload();
  }

  function viewEntries(item: InstitutionTestClassItem) {
    if (!canViewEntries(item.application_status)) {
      toast.warning(L.viewEntryRefused);
      return;
    }
    navigate(viewEntryPath(item.id, item.application_status));
  }

  return (
    <PagedResult
      state={state}
      page={page}
      pageSize={INSTITUTION_CLASS_PAGE_SIZE}
      onPageChange={(next) => setParams(writeKeywordQuery({ page: next, keyword: '' }))}
    >
      {(items) => <ClassTable items={items} busy={busy} onRefund={(item) => void refund(item)} onViewEntries={viewEntries} />}
    </PagedResult>
  );
}

/**
 * /personal/testList (req: institution.md#test-class-list, #class-refund; decision 0059): behind the qualification
 * gate (请通过资质申请 until the qualification passed its final review, as the service says); the institution's classes,
 * 8 per page, with their review status (省协会审核中, 中羽协审核中, 中羽协审核通过, 审核驳回 with the comment); 查看 opens
 * the detail, 查看报名 only a finally approved class; 申请退款 / 取消退款 after a confirmation (提交成功!).
 */
export default function TestListScreen() {
  const qualified = useQualified();
  return (
    <PageSection
      title="测试班管理"
      extra={
        qualified ? (
          <Link className="el-button el-button--primary" to={ADD_CLASS_PATH}>
            新增测试班
          </Link>
        ) : undefined
      }
    >
      <QualificationGate>
        <ClassList />
      </QualificationGate>
    </PageSection>
  );
}
