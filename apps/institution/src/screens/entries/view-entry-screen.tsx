import { useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  canViewEntries,
  type EntryItem,
  entryRefundTarget,
  ENTRY_PAGE_SIZE,
  GRADE_SUBMISSION_REJECTED,
  GRADE_SUBMISSION_UNSUBMITTED,
  INSTITUTION_ENTRY_MESSAGES as M,
  INSTITUTION_SCORE_MESSAGES as SM,
} from '@badminton/contracts';
import { Link, useNavigate, useSearchParams } from '@badminton/router';
import { Button, confirm, NotFoundState, PagedResult, PageSection, Radio, readRecordId, toast } from '@badminton/ui';
import { QualificationGate } from '../test-classes/gate';
import { TEST_LIST_PATH } from '../test-classes/view';
import { downloadEntrySheet, getEntryList, setEntryRefund, submitGrades } from './calls';
import { BatchCertificateButton } from './batch-certificate-button';
import { ScoreEntryDialog } from './score-entry-dialog';
import { VideoDialog } from './video-dialog';
import { ENTRY_TAB_LABELS, rowRefundLabel, saveDataUrl, schedulingPath } from './view';
import './entries.css';

type Tab = 1 | 2 | 4 | 5;

function readTab(params: URLSearchParams): Tab {
  const value = Number(params.get('type'));
  return value === 2 || value === 4 || value === 5 ? value : 1;
}

function EntryTable({ tab, items, classRefund, busy, onRefund }: { tab: Tab; items: readonly EntryItem[]; classRefund: number; busy: number | null; onRefund(item: EntryItem): void }) {
  return (
    <table className="entry-table">
      <caption className="bm-visually-hidden">{ENTRY_TAB_LABELS.find((t) => t.value === tab)?.label}</caption>
      <thead>
        <tr>
          <th scope="col">姓名</th>
          <th scope="col">性别</th>
          <th scope="col">证件号码</th>
          <th scope="col">报考等级</th>
          {tab === 2 ? (
            <>
              <th scope="col">分组</th>
              <th scope="col">测试时间</th>
            </>
          ) : null}
          {tab === 4 ? (
            <>
              <th scope="col">科目一</th>
              <th scope="col">科目二</th>
              <th scope="col">科目三</th>
              <th scope="col">科目四</th>
              <th scope="col">证书编号</th>
            </>
          ) : null}
          {tab === 1 ? (
            <>
              <th scope="col">报名方式</th>
              <th scope="col">订单</th>
            </>
          ) : null}
          <th scope="col">退费状态</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const target = entryRefundTarget(item.refund_status, classRefund);
          return (
            <tr key={item.application_id} className={item.refund_status === 1 ? 'entry-table__refunding' : undefined}>
              <td data-label="姓名">{item.name}</td>
              <td data-label="性别">{item.xing_bie}</td>
              <td data-label="证件号码">{item.certificates_number}</td>
              <td data-label="报考等级">{item.grade}</td>
              {tab === 2 ? (
                <>
                  <td data-label="分组">{item.arrange_group ?? '—'}</td>
                  <td data-label="测试时间">{item.arrange_time ?? '—'}</td>
                </>
              ) : null}
              {tab === 4 ? (
                <>
                  <td data-label="科目一">{item.subject_1 ?? '—'}</td>
                  <td data-label="科目二">{item.subject_2 ?? '—'}</td>
                  <td data-label="科目三">{item.subject_3 ?? '—'}</td>
                  <td data-label="科目四">{item.subject_4 ?? '—'}</td>
                  <td data-label="证书编号">{item.certificate_numbering ?? '—'}</td>
                </>
              ) : null}
              {tab === 1 ? (
                <>
                  <td data-label="报名方式">{item.application_method === 2 ? '机构批量报名' : '本人报名'}</td>
                  <td data-label="订单">{item.payment_status ?? '—'}</td>
                </>
              ) : null}
              <td data-label="退费状态">{rowRefundLabel(item.refund_status)}</td>
              <td data-label="操作">
                {target !== null ? (
                  <Button size="small" loading={busy === item.application_id} onClick={() => onRefund(item)} aria-label={`${target === 1 ? '退费' : '取消退费'}：${item.name}`}>
                    {target === 1 ? '退费' : '取消退费'}
                  </Button>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Entries({ testClassId }: { testClassId: number }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const state = useCall(getEntryList, { test_class_id: testClassId, type: tab, limit: ENTRY_PAGE_SIZE, page });
  const [busy, setBusy] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const result = state.result;
  const first = result?.items[0];
  const unsubmitted = result?.grade_submission_status === GRADE_SUBMISSION_UNSUBMITTED;
  const scoringOpen = unsubmitted || result?.grade_submission_status === GRADE_SUBMISSION_REJECTED;
  const arranged = Boolean(first?.arrange_group);
  const [dialog, setDialog] = useState<'scores' | 'video' | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function go(next: { type?: Tab; page?: number }) {
    const query = new URLSearchParams(params);
    if (next.type !== undefined) query.set('type', String(next.type));
    query.set('page', String(next.page ?? 1));
    setParams(query);
  }

  async function refund(item: EntryItem) {
    const target = entryRefundTarget(item.refund_status, result?.refund_status ?? 0);
    if (target === null) return;
    if (!(await confirm(target === 1 ? `确定为${item.name}申请退费吗？` : `确定取消${item.name}的退费申请吗？`, target === 1 ? '退费' : '取消退费'))) return;
    setBusy(item.application_id);
    const outcome = await settle(api().call(setEntryRefund, { application_id: item.application_id, status: target }));
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
    } else toast.success(M.submitted);
    state.reload();
  }

  async function download() {
    setDownloading(true);
    const outcome = await settle(api().call(downloadEntrySheet, { test_class_id: testClassId }));
    setDownloading(false);
    if (!outcome.ok || !saveDataUrl(outcome.result.filePath, outcome.result.fileName)) {
      if (!(!outcome.ok && outcome.reported)) toast.error(M.downloadFailed);
    }
  }

  async function submit() {
    if (!(await confirm(SM.confirmSubmit, '提交成绩'))) return;
    setSubmitting(true);
    const outcome = await settle(api().call(submitGrades, { test_class_id: testClassId }));
    setSubmitting(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
    } else toast.success(SM.submitted);
    state.reload();
  }

  const scoreTitle = !arranged ? '请先上传测试安排' : scoringOpen ? undefined : '成绩已提交，不能再录入成绩';
  return (
    <div className="entries">
      <div className="entries__status" role="status">
        <span>成绩提交状态：{result?.grade_submission_status ?? '—'}</span>
        {result?.grade_submission_status === GRADE_SUBMISSION_REJECTED && result.grade_submission_msg ? (
          <span className="entries__reject">驳回理由：{result.grade_submission_msg}</span>
        ) : null}
      </div>
      <div className="entries__actions">
        <Button loading={downloading} onClick={() => void download()}>
          下载报名信息
        </Button>
        <Button disabled={!unsubmitted} title={unsubmitted ? undefined : '成绩已提交，不能再批量报名'} onClick={() => navigate(schedulingPath(1, testClassId))}>
          批量报名
        </Button>
        <Button onClick={() => navigate(schedulingPath(2, testClassId))}>测试安排</Button>
        <Button onClick={() => navigate(schedulingPath(3, testClassId))}>请假记录</Button>
        <Button disabled={!arranged || !scoringOpen} title={scoreTitle} onClick={() => setDialog('scores')}>
          成绩录入
        </Button>
        <Button type="primary" disabled={!arranged || !scoringOpen} title={scoreTitle} loading={submitting} onClick={() => void submit()}>
          提交成绩
        </Button>
        <Button onClick={() => setDialog('video')}>视频录入</Button>
        <BatchCertificateButton testClassId={testClassId} gradeSubmissionStatus={result?.grade_submission_status} />
      </div>
      <Radio.Group value={tab} onChange={(value: number) => go({ type: value as Tab })}>
        {ENTRY_TAB_LABELS.map((t) => (
          <Radio.Button key={t.value} value={t.value}>
            {t.label}
          </Radio.Button>
        ))}
      </Radio.Group>
      <PagedResult state={state} page={page} pageSize={ENTRY_PAGE_SIZE} onPageChange={(next) => go({ page: next })}>
        {(items) => <EntryTable tab={tab} items={items} classRefund={result?.refund_status ?? 0} busy={busy} onRefund={(item) => void refund(item)} />}
      </PagedResult>
      <ScoreEntryDialog
        testClassId={testClassId}
        visible={dialog === 'scores'}
        onClose={() => {
          setDialog(null);
          state.reload();
        }}
      />
      <VideoDialog testClassId={testClassId} visible={dialog === 'video'} onClose={() => setDialog(null)} />
    </div>
  );
}

/**
 * /personal/testList/viewEntry?id&application_status (req: institution.md#view-entry, #row-refund; decision 0060): the
 * entries of a finally approved class of the caller (refused otherwise, here and by the service), by tab, 10 per
 * page; the grade submission status and a rejection's reason; the sign-up sheet download; batch sign-up while
 * 未提交; arrangement and leave-record uploads; row refunds after a confirmation (提交成功!); score entry and 提交成绩
 * once the arrangement is in and while 未提交 or 已驳回, and the class's videos (decision 0062).
 */
export default function ViewEntryScreen() {
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const status = params.get('application_status') ?? '';
  let body;
  if (id === null) body = <NotFoundState />;
  else if (status && !canViewEntries(status)) body = <p className="entries__refused" role="alert">{M.notApproved}</p>;
  else body = <Entries testClassId={id} />;
  return (
    <PageSection
      title="查看报名"
      extra={
        <Link className="el-button el-button--default" to={TEST_LIST_PATH}>
          返回
        </Link>
      }
    >
      <QualificationGate>{body}</QualificationGate>
    </PageSection>
  );
}
