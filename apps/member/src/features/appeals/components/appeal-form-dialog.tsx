import { useEffect, useId, useState } from 'react';
import { Button, Dialog, Input } from '@badminton/ui';
import { appealCounter, appealLength, APPEAL_MAX, checkAppealContent, NO_SECOND_BEFORE_FEEDBACK } from '../utils/appeal-rules';
import '../appeals.css';

export interface AppealFormDialogProps {
  title: string;
  open: boolean;
  /** Sends the text; resolves to null when accepted, else the message to show in the dialog. */
  send: (content: string) => Promise<string | null>;
  onClose: () => void;
  /** Shown above the text (the score being appealed, the first round's answer). */
  context?: React.ReactNode;
}

/**
 * The appeal text dialog of both rounds (req: 001 §4–§5): a textarea with a 100-character counter, the warning that
 * no second appeal is allowed before feedback, and the rule checked before sending.
 */
export function AppealFormDialog({ title, open, send, onClose, context }: AppealFormDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    if (open) {
      setText('');
      setProblem('');
    }
  }, [open]);

  async function submit() {
    const rule = checkAppealContent(text);
    if (rule) {
      setProblem(rule);
      return;
    }
    setBusy(true);
    const refused = await send(text.trim());
    setBusy(false);
    if (refused) setProblem(refused);
  }

  const over = appealLength(text) > APPEAL_MAX;
  return (
    <Dialog customClass="appeal-dialog" title={title} visible={open} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        {context}
        <p className="appeal-dialog__warning" role="note">
          {NO_SECOND_BEFORE_FEEDBACK}
        </p>
        <label className="appeal-dialog__label" htmlFor={`${id}-text`}>
          申诉内容
        </label>
        <Input
          id={`${id}-text`}
          type="textarea"
          value={text}
          autosize={{ minRows: 4, maxRows: 8 }}
          placeholder="请输入申诉内容，不超过100字"
          aria-describedby={`${id}-count ${id}-problem`}
          onChange={(value) => {
            setText(String(value));
            if (problem) setProblem('');
          }}
        />
        <div className="appeal-dialog__meta">
          <span id={`${id}-problem`} className="appeal-dialog__problem" role="alert">
            {problem}
          </span>
          <span id={`${id}-count`} className={over ? 'appeal-dialog__count is-over' : 'appeal-dialog__count'}>
            {appealCounter(text)}
          </span>
        </div>
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onClose()}>取消</Button>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          提交申诉
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
