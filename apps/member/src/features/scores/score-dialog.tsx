import { useEffect, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { getTestScores, type ScoreAnswer } from '@badminton/contracts';
import { Button, Dialog, Spinner } from '@badminton/ui';
import { formatScore, judgmentLabel } from './utils/score-view';
import './scores.css';

export interface ScoreDialogProps {
  /** The test sign-up (test order record `id`). */
  applicationId: number | null;
  testClassId: number | null;
  open: boolean;
  onClose(): void;
}

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; score: ScoreAnswer };

/** 查看成绩 (req: 001 §3–§4): the subjects and their scores and the judgment (0 未评定, 1 合格, 2 不合格). */
export function ScoreDialog({ applicationId, testClassId, open, onClose }: ScoreDialogProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!open || applicationId === null || testClassId === null) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    void settle(api().call(getTestScores, { id: applicationId, testClassId })).then((outcome) => {
      if (!live) return;
      setState(outcome.ok ? { kind: 'ready', score: outcome.result } : { kind: 'error', message: outcome.errorMsg });
    });
    return () => {
      live = false;
    };
  }, [open, applicationId, testClassId]);

  return (
    <Dialog customClass="score-dialog" title="测试成绩" visible={open} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        {state.kind === 'loading' ? (
          <Spinner />
        ) : state.kind === 'error' ? (
          <p className="score-dialog__message" role="alert">
            {state.message}
          </p>
        ) : (
          <>
            <p className="score-dialog__class">
              {state.score.test_class_title}（{state.score.gradeName}）
            </p>
            <table className="score-table">
              <caption className="bm-visually-hidden">各科目成绩</caption>
              <thead>
                <tr>
                  <th scope="col">测试科目</th>
                  <th scope="col">得分</th>
                </tr>
              </thead>
              <tbody>
                {state.score.items.map((item) => (
                  <tr key={item.sort}>
                    <td>{item.subject}</td>
                    <td>{formatScore(item.score)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="score-dialog__judgment">
              判定结果：
              <strong className={`score-judgment score-judgment--${state.score.score_qualified_judgment}`}>
                {judgmentLabel(state.score.score_qualified_judgment)}
              </strong>
            </p>
            <p className="score-dialog__published">成绩发布时间：{state.score.publishTime}</p>
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

export default ScoreDialog;
