import { type ChangeEvent, useRef, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { INSTITUTION_ENTRY_MESSAGES as M, SHEET_TEMPLATE_NAMES, SHEET_UPLOAD, sheetKindOf } from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { Button, confirm, Dialog, NotFoundState, PageSection, toast } from '@badminton/ui';
import { QualificationGate } from '../test-classes/gate';
import { getSheetTemplate, importEntrySheet } from './calls';
import { saveDataUrl, viewEntryPathOf } from './view';
import './entries.css';

const TITLES = { 1: '批量报名', 2: '测试安排', 3: '请假记录' } as const;
const HINTS = {
  1: '按模板填写报名人员（姓名、性别、证件类型、证件号码、出生日期、手机号码、报考等级）。批量注册的学员以证件号码登录，初始密码为证件号码后六位；报名费由机构在订单中心支付。',
  2: '按模板填写每位已报名学员的分组与测试时间。',
  3: '按模板填写本次请假的学员（姓名、证件号码、报考等级）。',
} as const;

interface RowError {
  row: number;
  name_zh: string;
  errorMsg: string;
}
interface Retake {
  name_zh: string;
  certificates_number: string;
  grade: string;
}

/** The file rules the page checks before sending (the service checks them again, by content). */
export function fileProblem(files: readonly File[]): string | null {
  if (files.length === 0) return M.noFile;
  if (files.length > 1) return M.fileCount;
  const [file] = files;
  if (!/\.(xls|xlsx)$/i.test(file.name)) return M.fileType;
  if (file.size >= SHEET_UPLOAD.maxBytes) return M.fileSize;
  return null;
}

function Scheduling({ kind, testClassId }: { kind: 1 | 2 | 3; testClassId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ errorMsg: string; errorList: RowError[] } | null>(null);
  const [retake, setRetake] = useState<Retake[]>([]);

  function clear() {
    setFile(null);
    if (input.current) input.current.value = '';
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    if (files.length > 1) {
      toast.warning(M.fileCount);
      clear();
      return;
    }
    const problem = files.length ? fileProblem(files) : null;
    if (problem) {
      toast.error(problem);
      clear();
      return;
    }
    setFile(files[0] ?? null);
  }

  async function template() {
    const outcome = await settle(api().call(getSheetTemplate, { id: kind }));
    if (!outcome.ok || !saveDataUrl(outcome.result.filePath, SHEET_TEMPLATE_NAMES[kind])) {
      if (!(!outcome.ok && outcome.reported)) toast.error(M.downloadFailed);
    }
  }

  async function submit() {
    const problem = fileProblem(file ? [file] : []);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (kind === 3 && !(await confirm(M.confirmLeave, '提示'))) return;
    setBusy(true);
    setFailure(null);
    const pending = api().call(importEntrySheet, { test_class_id: testClassId, id: kind, [SHEET_UPLOAD.field]: file } as never);
    const outcome = await settle(pending);
    setBusy(false);
    if (!outcome.ok) {
      // A sheet with bad rows answers isSuccess false with the per-person errors in data.errorList.
      const raw = await pending.catch(() => null);
      const rejected = raw && !raw.ok ? (raw.result as { data?: { errorList?: RowError[] } } | null) : null;
      clear();
      if (!outcome.reported) toast.error(M.submitFailed);
      setFailure({ errorMsg: outcome.errorMsg, errorList: rejected?.data?.errorList ?? [] });
      return;
    }
    const answer = outcome.result as unknown as { items: number; data: { retakeList: Retake[] } };
    clear();
    toast.success(`${M.submitted} 共导入 ${answer.items} 条`);
    if (answer.data.retakeList.length) setRetake(answer.data.retakeList);
  }

  return (
    <div className="scheduling">
      <p className="scheduling__hint">{HINTS[kind]} 只能上传一个 xls、xlsx 文件，且小于 1MB；表格中有任何一行错误时不导入任何数据。</p>
      <div className="scheduling__picker">
        <Button onClick={() => void template()}>下载模板</Button>
        <input
          ref={input}
          id="scheduling-file"
          type="file"
          aria-label="选择要上传的表格"
          accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={picked}
        />
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          上传
        </Button>
      </div>
      {failure ? (
        <div className="scheduling__errors" role="alert">
          <strong>{M.submitFailed}：{failure.errorMsg}</strong>
          {failure.errorList.length ? (
            <ul>
              {failure.errorList.map((e) => (
                <li key={`${e.row}-${e.errorMsg}`}>{`第 ${e.row} 行 ${e.name_zh || '（未填姓名）'}：${e.errorMsg}`}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Dialog title="补考提示" visible={retake.length > 0} onCancel={() => setRetake([])} lockScroll={false}>
        <Dialog.Body>
          <p>以下学员有请假记录：{retake.map((r) => `${r.name_zh}（${r.grade}）`).join('、')}。</p>
          <p>如学员已参加补考，请联系工作人员录入成绩。</p>
          <p>在原测试机构补考无需再次缴纳报名费。</p>
          <p>如需放弃此前的考试资格，请联系工作人员办理。</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Button type="primary" onClick={() => setRetake([])}>
            知道了
          </Button>
        </Dialog.Footer>
      </Dialog>
    </div>
  );
}

/**
 * /personal/testList/viewEntry/testScheduling?id=1|2|3&test_class_id (req: institution.md#test-scheduling-uploads;
 * decision 0060): the spreadsheet upload of batch sign-up (1), arrangement (2) or leave records (3, any other value):
 * the template, one xls/xlsx file under 1 MB, the leave confirmation, 提交失败 with the file cleared, the message and
 * the per-person error list, and the retake dialog.
 */
export default function SchedulingScreen() {
  const [params] = useSearchParams();
  const kind = sheetKindOf(params.get('id'));
  const testClassId = Number(params.get('test_class_id'));
  const valid = Number.isInteger(testClassId) && testClassId > 0;
  return (
    <PageSection
      title={TITLES[kind]}
      extra={
        valid ? (
          <Link className="el-button el-button--default" to={viewEntryPathOf(testClassId)}>
            返回
          </Link>
        ) : undefined
      }
    >
      <QualificationGate>{valid ? <Scheduling kind={kind} testClassId={testClassId} /> : <NotFoundState />}</QualificationGate>
    </PageSection>
  );
}
