import { useEffect, useId, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  APPEAL_REPLY_MAX,
  COMPLAINT_HANDLING_PAGE_SIZE,
  INSTITUTION_ORDERS_APPEALS_MESSAGES as M,
  type InstitutionAppealItem,
} from '@badminton/contracts';
import { useSearchParams } from '@badminton/router';
import { Button, Dialog, Input, PagedResult, PageSection, Spinner, readKeywordQuery, toast, writeKeywordQuery } from '@badminton/ui';
import { QualificationGate } from '../test-classes/gate';
import { getAppealScores, getInstitutionAppealList, modifyAppealScore, rejectAppeal } from './calls';
import { checkReply, parseScore, replyCounter, replyLength } from './view';
import '../test-classes/test-classes.css';
import './orders-appeals.css';

function AppealTable({ items, onModify, onReject }: { items: readonly InstitutionAppealItem[]; onModify(item: InstitutionAppealItem): void; onReject(item: InstitutionAppealItem): void }) {
  return (
    <table className="class-table">
      <caption className="bm-visually-hidden">申诉列表</caption>
      <thead>
        <tr>
          <th scope="col">申诉编号</th>
          <th scope="col">测试班</th>
          <th scope="col">运动员</th>
          <th scope="col">申诉内容</th>
          <th scope="col">状态</th>
          <th scope="col">驳回理由</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td data-label="申诉编号">{item.appeal_no}</td>
            <td data-label="测试班">
              <div>
                <span className="class-table__title">{item.test_class_title}</span>
                <span className="class-table__place">{item.gradeName}</span>
              </div>
            </td>
            <td data-label="运动员">{item.athlete_name}</td>
            <td data-label="申诉内容" className="appeal-table__content">{item.appeal_content}</td>
            <td data-label="状态">{item.appeal_status_name}</td>
            <td data-label="驳回理由">{item.appeal_reply ?? '—'}</td>
            <td data-label="操作">
              {item.canHandle ? (
                <div className="class-table__actions">
                  <Button size="small" onClick={() => onModify(item)}>
                    修改成绩<span className="bm-visually-hidden"> {item.appeal_no}</span>
                  </Button>
                  <Button size="small" onClick={() => onReject(item)}>
                    驳回<span className="bm-visually-hidden"> {item.appeal_no}</span>
                  </Button>
                </div>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The modify-score dialog: the appeal's subject scores, each editable (0–100, one decimal). */
function ModifyDialog({ appeal, onClose, onDone }: { appeal: InstitutionAppealItem | null; onClose(): void; onDone(): void }) {
  const scores = useCall(getAppealScores, { id: appeal?.id ?? 0 }, { skip: appeal === null });
  const [values, setValues] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  useEffect(() => {
    setValues(Object.fromEntries((scores.result?.items ?? []).map((item) => [item.test_subject_id, String(item.score)])));
    setProblem('');
  }, [scores.result]);

  async function submit() {
    if (!appeal || !scores.result) return;
    const entries = [];
    for (const item of scores.result.items) {
      const value = parseScore(values[item.test_subject_id] ?? '');
      if (value === null) {
        setProblem(M.scoreInvalid);
        return;
      }
      entries.push({ test_subject_id: item.test_subject_id, score: value });
    }
    setBusy(true);
    const outcome = await settle(api().call(modifyAppealScore, { id: appeal.id, score_subject: entries }));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setProblem(outcome.errorMsg);
      return;
    }
    toast.success(M.scoresChanged);
    onDone();
  }

  return (
    <Dialog customClass="appeal-handle-dialog" title="修改成绩" visible={appeal !== null} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        {appeal ? <p className="appeal-handle__context">{`${appeal.test_class_title}（${appeal.gradeName}）${appeal.athlete_name}：${appeal.appeal_content}`}</p> : null}
        {scores.loading && !scores.result ? <Spinner label="正在加载成绩" /> : null}
        {scores.errorMsg && !scores.result ? <p role="alert">{scores.errorMsg}</p> : null}
        <div className="appeal-handle__scores">
          {(scores.result?.items ?? []).map((item) => (
            <div key={item.test_subject_id} className="appeal-handle__score">
              <label htmlFor={`${id}-${item.test_subject_id}`}>{item.subject}</label>
              <Input
                id={`${id}-${item.test_subject_id}`}
                value={values[item.test_subject_id] ?? ''}
                aria-describedby={`${id}-problem`}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [item.test_subject_id]: String(value) }));
                  if (problem) setProblem('');
                }}
              />
            </div>
          ))}
        </div>
        <p id={`${id}-problem`} className="appeal-handle__problem" role="alert">
          {problem}
        </p>
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onClose()}>取消</Button>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          提交
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

/** The reject dialog: the reason, required, at most 100 characters with a counter; 已驳回. */
function RejectDialog({ appeal, onClose, onDone }: { appeal: InstitutionAppealItem | null; onClose(): void; onDone(): void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  useEffect(() => {
    setText('');
    setProblem('');
  }, [appeal]);

  async function submit() {
    if (!appeal) return;
    const rule = checkReply(text);
    if (rule) {
      setProblem(rule);
      return;
    }
    setBusy(true);
    const outcome = await settle(api().call(rejectAppeal, { id: appeal.id, appeal_reply: text.trim() }));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setProblem(outcome.errorMsg);
      return;
    }
    toast.success(M.rejected);
    onDone();
  }

  const over = replyLength(text) > APPEAL_REPLY_MAX;
  return (
    <Dialog customClass="appeal-handle-dialog" title="驳回申诉" visible={appeal !== null} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        {appeal ? <p className="appeal-handle__context">{`${appeal.test_class_title}（${appeal.gradeName}）${appeal.athlete_name}：${appeal.appeal_content}`}</p> : null}
        <label className="appeal-handle__label" htmlFor={`${id}-reply`}>
          驳回理由
        </label>
        <Input
          id={`${id}-reply`}
          type="textarea"
          value={text}
          autosize={{ minRows: 3, maxRows: 6 }}
          placeholder={M.replyRequired}
          aria-describedby={`${id}-count ${id}-problem`}
          onChange={(value) => {
            setText(String(value));
            if (problem) setProblem('');
          }}
        />
        <div className="appeal-handle__meta">
          <span id={`${id}-problem`} className="appeal-handle__problem" role="alert">
            {problem}
          </span>
          <span id={`${id}-count`} className={over ? 'appeal-handle__count is-over' : 'appeal-handle__count'}>
            {replyCounter(text)}
          </span>
        </div>
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onClose()}>取消</Button>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          驳回
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

function AppealList() {
  const [params, setParams] = useSearchParams();
  const { page } = readKeywordQuery(params);
  const state = useCall(getInstitutionAppealList, { page, limit: COMPLAINT_HANDLING_PAGE_SIZE });
  const [modifying, setModifying] = useState<InstitutionAppealItem | null>(null);
  const [rejecting, setRejecting] = useState<InstitutionAppealItem | null>(null);
  return (
    <>
      <PagedResult
        state={state}
        page={page}
        pageSize={COMPLAINT_HANDLING_PAGE_SIZE}
        onPageChange={(next) => setParams(writeKeywordQuery({ page: next, keyword: '' }))}
      >
        {(items) => <AppealTable items={items} onModify={setModifying} onReject={setRejecting} />}
      </PagedResult>
      <ModifyDialog
        appeal={modifying}
        onClose={() => setModifying(null)}
        onDone={() => {
          setModifying(null);
          state.reload();
        }}
      />
      <RejectDialog
        appeal={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          state.reload();
        }}
      />
    </>
  );
}

/**
 * /personal/complaintHandling (req: appeals.md#complaint-handling; decision 0061): behind the qualification gate; the
 * appeals athletes filed on the institution's classes, 7 per page, first and second contents joined by a slash; an open
 * first appeal offers 修改成绩 (its subject scores, each 0–100) and 驳回 (the reason, ≤ 100 characters with a counter;
 * 已驳回).
 */
export default function ComplaintHandlingScreen() {
  return (
    <PageSection title="申诉处理">
      <QualificationGate>
        <AppealList />
      </QualificationGate>
    </PageSection>
  );
}
