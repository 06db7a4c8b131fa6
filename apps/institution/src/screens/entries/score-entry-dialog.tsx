import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { type EntryItem, ENTRY_PAGE_SIZE, INSTITUTION_ENTRY_MESSAGES as EM, INSTITUTION_SCORE_MESSAGES as M, SCORE_SUBJECTS, SHEET_UPLOAD } from '@badminton/contracts';
import { Button, Dialog, Input, PagedResult, toast } from '@badminton/ui';
import { downloadScoreTemplate, getEntryList, importScoreSheet, saveEntryScores } from './calls';
import { fileProblem } from './scheduling-screen';
import { parseSubjectScore, saveDataUrl, takesTest } from './view';

type Values = Record<number, [string, string, string, string]>;
interface RowError {
  row: number;
  name_zh: string;
  errorMsg: string;
}

const scoreText = (value: number | null) => (value === null ? '' : String(value));

/**
 * 成绩录入 (req: institution.md#score-entry-and-grade-submission; decision 0062): the class's entries, 10 a page, with
 * the four subjects' inputs (0–100, one decimal; blank for not yet), saved a page at a time; entries on leave or
 * refunded take no test. Below, the same by spreadsheet: the template (filled with the entries) and an all-or-nothing
 * upload with the per-person errors.
 */
export function ScoreEntryDialog({ testClassId, visible, onClose }: { testClassId: number; visible: boolean; onClose(): void }) {
  const [page, setPage] = useState(1);
  const state = useCall(getEntryList, { test_class_id: testClassId, type: 4, limit: ENTRY_PAGE_SIZE, page }, { skip: !visible });
  const [values, setValues] = useState<Values>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  useEffect(() => {
    const items = state.result?.items ?? [];
    setValues(Object.fromEntries(items.map((item) => [item.application_id, [scoreText(item.subject_1), scoreText(item.subject_2), scoreText(item.subject_3), scoreText(item.subject_4)]])));
    setProblem('');
  }, [state.result]);

  async function save() {
    const tested = (state.result?.items ?? []).filter(takesTest);
    if (tested.length === 0) return;
    const items = [];
    for (const item of tested) {
      const texts = values[item.application_id] ?? ['', '', '', ''];
      const scores = texts.map(parseSubjectScore);
      if (scores.some((score) => score === undefined)) {
        setProblem(`${item.name}：${M.scoreInvalid}`);
        return;
      }
      const [subject_1, subject_2, subject_3, subject_4] = scores as Array<number | null>;
      items.push({ application_id: item.application_id, subject_1, subject_2, subject_3, subject_4 });
    }
    setBusy(true);
    const outcome = await settle(api().call(saveEntryScores, { test_class_id: testClassId, items }));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      setProblem(outcome.errorMsg);
      return;
    }
    toast.success(M.saved);
    state.reload();
  }

  function edit(item: EntryItem, index: number, text: string) {
    setValues((current) => {
      const row = [...(current[item.application_id] ?? ['', '', '', ''])] as [string, string, string, string];
      row[index] = text;
      return { ...current, [item.application_id]: row };
    });
    if (problem) setProblem('');
  }

  return (
    <Dialog customClass="score-entry-dialog" title="成绩录入" visible={visible} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        <p className="scheduling__hint">每科成绩 0–100 分，最多一位小数；四科齐全时按及格规则判定（每科 60 分及以上为合格）。每页单独保存。</p>
        <PagedResult state={state} page={page} pageSize={ENTRY_PAGE_SIZE} onPageChange={setPage}>
          {(items) => (
            <table className="entry-table score-entry-table">
              <caption className="bm-visually-hidden">成绩录入</caption>
              <thead>
                <tr>
                  <th scope="col">姓名</th>
                  <th scope="col">报考等级</th>
                  {SCORE_SUBJECTS.map((subject) => (
                    <th key={subject} scope="col">
                      {subject}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.application_id}>
                    <td data-label="姓名">{item.name}</td>
                    <td data-label="报考等级">{item.grade}</td>
                    {SCORE_SUBJECTS.map((subject, index) => (
                      <td key={subject} data-label={subject}>
                        {takesTest(item) ? (
                          <Input
                            id={`${id}-${item.application_id}-${index}`}
                            aria-label={`${item.name} ${subject}`}
                            aria-describedby={`${id}-problem`}
                            inputMode="decimal"
                            value={values[item.application_id]?.[index] ?? ''}
                            onChange={(value) => edit(item, index, String(value))}
                          />
                        ) : index === 0 ? (
                          '不参加测试'
                        ) : (
                          '—'
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </PagedResult>
        <p id={`${id}-problem`} className="entries__reject" role="alert">
          {problem}
        </p>
        <ScoreSheet testClassId={testClassId} onImported={() => state.reload()} />
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onClose()}>完成</Button>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          保存本页
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

function ScoreSheet({ testClassId, onImported }: { testClassId: number; onImported(): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ errorMsg: string; errorList: RowError[] } | null>(null);
  const id = useId();

  function clear() {
    setFile(null);
    if (input.current) input.current.value = '';
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    const problem = files.length ? fileProblem(files) : null;
    if (problem) {
      toast.error(problem);
      clear();
      return;
    }
    setFile(files[0] ?? null);
  }

  async function template() {
    const outcome = await settle(api().call(downloadScoreTemplate, { test_class_id: testClassId }));
    if (!outcome.ok || !saveDataUrl(outcome.result.filePath, outcome.result.fileName)) {
      if (!(!outcome.ok && outcome.reported)) toast.error(EM.downloadFailed);
    }
  }

  async function upload() {
    const problem = fileProblem(file ? [file] : []);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    setFailure(null);
    const pending = api().call(importScoreSheet, { test_class_id: testClassId, [SHEET_UPLOAD.field]: file } as never);
    const outcome = await settle(pending);
    setBusy(false);
    clear();
    if (!outcome.ok) {
      const raw = await pending.catch(() => null);
      const rejected = raw && !raw.ok ? (raw.result as { data?: { errorList?: RowError[] } } | null) : null;
      if (!outcome.reported) toast.error(EM.submitFailed);
      setFailure({ errorMsg: outcome.errorMsg, errorList: rejected?.data?.errorList ?? [] });
      return;
    }
    toast.success(`${EM.submitted} 共导入 ${outcome.result.items} 条`);
    onImported();
  }

  return (
    <div className="score-sheet">
      <h3 className="score-sheet__title">按表格录入</h3>
      <div className="scheduling__picker">
        <Button onClick={() => void template()}>下载成绩模板</Button>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          aria-label="选择成绩表格"
          accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={picked}
        />
        <Button loading={busy} onClick={() => void upload()}>
          上传成绩表
        </Button>
      </div>
      {failure ? (
        <div className="scheduling__errors" role="alert">
          <strong>
            {EM.submitFailed}：{failure.errorMsg}
          </strong>
          {failure.errorList.length ? (
            <ul>
              {failure.errorList.map((e) => (
                <li key={`${e.row}-${e.errorMsg}`}>{`第 ${e.row} 行 ${e.name_zh || '（未填姓名）'}：${e.errorMsg}`}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
