import { useRef, useState, type ChangeEvent } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  type EvaluatorAssignmentItem,
  SUPERVISION_FORM_LABELS as L,
  SUPERVISION_FORM_TEMPLATE_PATH,
  SUPERVISION_FORM_UPLOAD,
  WORK_RECORD_PAGE_SIZE,
  WORK_RECORD_PAGER_ABOVE,
} from '@badminton/contracts';
import { useSearchParams } from '@badminton/router';
import { Button, confirm, formatDateTime, PagedResult, PageSection, RankBadge, readKeywordQuery, toast, writeKeywordQuery } from '@badminton/ui';
import { downloadAttachment, getEvaluatorAssignments, uploadSupervisionForm } from '../api/work-record-calls';
import { checkFormFile, formCell, gradeSubmissionText, gradesText, rankText, roleText } from '../utils/work-record-view';
import '../work-records.css';

const UPLOAD_FAILED = '监督表上传失败';
const DOWNLOAD_FAILED = '监督表下载失败';

/** Saves a file the service hands out at `href` (same origin, `content-disposition: attachment`). */
function saveFile(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

interface FormCellProps {
  item: EvaluatorAssignmentItem;
  busy: boolean;
  onUpload(item: EvaluatorAssignmentItem): void;
  onDownload(item: EvaluatorAssignmentItem): void;
}

function SupervisionFormCell({ item, busy, onUpload, onDownload }: FormCellProps) {
  const cell = formCell(item);
  if (cell === 'uploaded') {
    return (
      <span className="work-form">
        <span className="work-form__state work-form__state--done">{L.uploaded}</span>
        <Button size="small" loading={busy} onClick={() => onDownload(item)}>
          {L.download}
        </Button>
      </span>
    );
  }
  if (cell === 'upload') {
    return (
      <Button type="primary" size="small" loading={busy} onClick={() => onUpload(item)}>
        {L.upload}
      </Button>
    );
  }
  return <span className="work-form__state">{L.notUploaded}</span>;
}

/**
 * /personal/workRecord (req: evaluator.md#work-records, #supervision-form; 002 §2, §7–§9; decision 0035): the classes
 * the evaluator worked in, 10 per page (pager above 10) — class and institution, test time, grades, their part (考评组长
 * or 考评员, the level as a rank badge), the grade submission and the supervision form: 下载监督表模板 on top; the leader's
 * 上传监督表 when the service allows it (PDF/JPG/PNG up to 10 MB, after 监督表提交后不可修改，是否提交？), then 已上传
 * and 下载监督表 for everyone assigned to the class.
 */
export default function WorkRecordPage() {
  const [params, setParams] = useSearchParams();
  const { page } = readKeywordQuery(params);
  const state = useCall(getEvaluatorAssignments, { page, limit: WORK_RECORD_PAGE_SIZE });
  const [busy, setBusy] = useState<number | null>(null);
  const picking = useRef<EvaluatorAssignmentItem | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const template = state.result?.url ?? SUPERVISION_FORM_TEMPLATE_PATH;
  const goToPage = (next: number) => setParams(writeKeywordQuery({ page: next, keyword: '' }));

  function chooseFile(item: EvaluatorAssignmentItem) {
    picking.current = item;
    fileInput.current?.click();
  }

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    const item = picking.current;
    picking.current = null;
    if (!file || !item) return;
    const refused = checkFormFile(file);
    if (refused) {
      toast.error(refused);
      return;
    }
    if (!(await confirm(L.confirm, '提交监督表'))) return;
    setBusy(item.id);
    const outcome = await settle(api().call(uploadSupervisionForm, { id: item.id, [SUPERVISION_FORM_UPLOAD.field]: file } as never));
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg ? `${UPLOAD_FAILED}：${outcome.errorMsg}` : UPLOAD_FAILED);
      state.reload();
      return;
    }
    toast.success(L.uploadSucceeded);
    state.reload();
  }

  async function download(item: EvaluatorAssignmentItem) {
    setBusy(item.id);
    const outcome = await settle(api().call(downloadAttachment, { id: item.id }));
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg || DOWNLOAD_FAILED);
      return;
    }
    saveFile(outcome.result.file_path, outcome.result.file_name);
  }

  return (
    <PageSection title="工作记录">
      <div className="work-toolbar">
        <p className="work-toolbar__hint">测试结束、机构提交成绩后，由考评组长上传签字后的监督表（PDF、JPG 或 PNG，不超过 10MB），提交后不可修改。</p>
        <a className="el-button el-button--default work-toolbar__template" href={template} download>
          {L.template}
        </a>
      </div>
      <input
        ref={fileInput}
        className="bm-visually-hidden"
        type="file"
        accept={SUPERVISION_FORM_UPLOAD.accept}
        aria-label="选择监督表文件"
        tabIndex={-1}
        onChange={(event) => void picked(event)}
      />
      <PagedResult state={state} page={page} pageSize={WORK_RECORD_PAGE_SIZE} pagerAbove={WORK_RECORD_PAGER_ABOVE} onPageChange={goToPage}>
        {(items) => (
          <table className="work-records">
            <caption className="bm-visually-hidden">工作记录</caption>
            <thead>
              <tr>
                <th scope="col">测试班</th>
                <th scope="col">测试时间</th>
                <th scope="col">测试等级</th>
                <th scope="col">担任</th>
                <th scope="col">成绩状态</th>
                <th scope="col">监督表</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label="测试班" className="work-records__class">
                    <div>
                      <span className="work-records__title">{item.test_class_title}</span>
                      <span className="work-records__institution">{item.mechanism_fullName}</span>
                    </div>
                  </td>
                  <td data-label="测试时间">
                    <div>
                      <span className="work-records__time">{formatDateTime(item.test_start_time)}</span>
                      <span className="work-records__time">至 {formatDateTime(item.test_end_time)}</span>
                    </div>
                  </td>
                  <td data-label="测试等级">{gradesText(item.grade)}</td>
                  <td data-label="担任">
                    <div>
                      <span className={item.isleader === 1 ? 'work-role work-role--leader' : 'work-role'}>{roleText(item)}</span>
                      <RankBadge rank={item.evaluator_rank} name={rankText(item.evaluator_rank)} className="work-records__rank" />
                    </div>
                  </td>
                  <td data-label="成绩状态">{gradeSubmissionText(item.grade_submission_status)}</td>
                  <td data-label="监督表">
                    <SupervisionFormCell item={item} busy={busy === item.id} onUpload={chooseFile} onDownload={(chosen) => void download(chosen)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedResult>
    </PageSection>
  );
}
