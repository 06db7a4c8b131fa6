import { useEffect, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import type { TrainingScoreSheet } from '@badminton/contracts';
import { Button, Dialog, Spinner } from '@badminton/ui';
import { getTrainingScores } from '../api/training-calls';
import { reviewLabel } from '../utils/training-view';

export interface TrainingScoreDialogProps {
  /** The training class of the record (`tc_id`). */
  tcId: number | null;
  open: boolean;
  onClose(): void;
}

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; sheet: TrainingScoreSheet };

/** 查看成绩 of a training record (req: evaluator.md#training-records): the assessed contents and their scores. */
export function TrainingScoreDialog({ tcId, open, onClose }: TrainingScoreDialogProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!open || tcId === null) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    void settle(api().call(getTrainingScores, { tc_id: tcId })).then((outcome) => {
      if (!live) return;
      const sheet = outcome.ok ? outcome.result.items[0] : undefined;
      setState(sheet ? { kind: 'ready', sheet } : { kind: 'error', message: outcome.ok ? '暂无成绩' : outcome.errorMsg });
    });
    return () => {
      live = false;
    };
  }, [open, tcId]);

  return (
    <Dialog customClass="training-score-dialog" title="培训成绩" visible={open} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        {state.kind === 'loading' ? (
          <Spinner />
        ) : state.kind === 'error' ? (
          <p className="training-score__message" role="alert">
            {state.message}
          </p>
        ) : (
          <>
            <p className="training-score__class">{state.sheet.name}</p>
            <table className="training-score-table">
              <caption className="bm-visually-hidden">各考核内容成绩</caption>
              <thead>
                <tr>
                  <th scope="col">考核内容</th>
                  <th scope="col">成绩</th>
                </tr>
              </thead>
              <tbody>
                {state.sheet.scores.map((item) => (
                  <tr key={item.content}>
                    <td>{item.content}</td>
                    <td>{item.score.toFixed(1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="training-score__review">
              考核结果：<strong className={`training-review training-review--${state.sheet.performance_review}`}>{reviewLabel(state.sheet.performance_review)}</strong>
            </p>
          </>
        )}
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button type="primary" onClick={() => onClose()}>
          关闭
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
