import { useEffect, useId, useState } from 'react';
import { api } from '@badminton/api-client';
import { ADMIN_TRAINING_MESSAGES as M, type AdminTrainee, type AdminTrainingDetail, parseTrainingScore, TRAINING_SCORE_MAX } from '@badminton/contracts';
import { Button, Dialog, Input } from '@badminton/ui';
import { send } from '../review/parts';
import { recordAdminTrainingResult } from './calls';

interface Draft {
  scores: Record<number, string>;
  review: 0 | 1 | 2;
  completedOn: string;
}

function draftOf(trainee: AdminTrainee | null, detail: AdminTrainingDetail): Draft {
  const scores: Record<number, string> = {};
  for (const content of detail.contents) {
    const given = trainee?.scores.find((item) => item.sort === content.sort);
    scores[content.id] = given ? String(given.score) : '';
  }
  const review = trainee?.performance_review === 1 || trainee?.performance_review === 2 ? trainee.performance_review : 0;
  return { scores, review, completedOn: trainee?.completed_on ?? '' };
}

/**
 * 录入成绩 (decision 0074): a score per content of the class (0–100, one decimal), 合格 or 不合格 and the completion day
 * (empty: today), for one enrolled, paid evaluator. The form checks what the service checks, in its words; the service's
 * refusal is shown in the dialog.
 */
export function ResultDialog({ detail, trainee, onClose, onDone }: { detail: AdminTrainingDetail; trainee: AdminTrainee | null; onClose(): void; onDone(): void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(trainee, detail));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDraft(draftOf(trainee, detail));
    setProblem('');
  }, [trainee, detail]);

  async function submit() {
    if (!trainee) return;
    const scores = detail.contents.map((content) => ({ content_id: content.id, score: parseTrainingScore(draft.scores[content.id] ?? '') }));
    if (scores.some((item) => (draft.scores[item.content_id] ?? '').trim() === '')) return setProblem(M.scoresIncomplete);
    if (scores.some((item) => item.score === null)) return setProblem(M.scoreInvalid);
    if (draft.review === 0) return setProblem(M.reviewInvalid);
    setBusy(true);
    const outcome = await send(
      api().call(recordAdminTrainingResult, {
        id: detail.id,
        record_id: trainee.record_id,
        performance_review: draft.review,
        completed_on: draft.completedOn,
        scores: scores.map((item) => ({ content_id: item.content_id, score: item.score as number })),
      }),
    );
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setProblem(outcome.errorMsg);
      return;
    }
    onDone();
  }

  return (
    <Dialog customClass="review-dialog" title="录入成绩" visible={trainee !== null} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        {trainee ? (
          <form
            className="training-result"
            noValidate
            aria-label={`录入${trainee.name}的成绩`}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <p className="review-dialog__subject">{`${trainee.name} · ${detail.name}`}</p>
            <fieldset className="training-result__scores">
              <legend>{`各项成绩（0–${TRAINING_SCORE_MAX}分，最多一位小数）`}</legend>
              {detail.contents.map((content) => (
                <div key={content.id} className="training-result__row">
                  <label htmlFor={`${id}-score-${content.id}`}>
                    {content.content}
                    <span className="review-muted">{`（${content.assessment_method}）`}</span>
                  </label>
                  <Input
                    id={`${id}-score-${content.id}`}
                    value={draft.scores[content.id] ?? ''}
                    inputMode="decimal"
                    onChange={(value) => {
                      setDraft((d) => ({ ...d, scores: { ...d.scores, [content.id]: String(value) } }));
                      setProblem('');
                    }}
                  />
                </div>
              ))}
            </fieldset>
            <fieldset className="training-result__review">
              <legend>考核结果</legend>
              {([1, 2] as const).map((value) => (
                <label key={value} className="content-radio">
                  <input
                    type="radio"
                    name={`${id}-review`}
                    checked={draft.review === value}
                    onChange={() => {
                      setDraft((d) => ({ ...d, review: value }));
                      setProblem('');
                    }}
                  />
                  {value === 1 ? '合格' : '不合格'}
                </label>
              ))}
            </fieldset>
            <label className="review-dialog__label" htmlFor={`${id}-completed`}>
              结业日期（不填为今天）
            </label>
            <input id={`${id}-completed`} className="review-date" type="date" value={draft.completedOn} onChange={(event) => setDraft((d) => ({ ...d, completedOn: event.target.value }))} />
            <p className="review-problem" role="alert">
              {problem}
            </p>
          </form>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onClose()}>取消</Button>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          保存成绩
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
