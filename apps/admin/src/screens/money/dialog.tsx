import { type ReactNode, useEffect, useId, useState } from 'react';
import { type CallOutcome, settle } from '@badminton/api-client';
import { Button, Dialog, toast } from '@badminton/ui';

/**
 * A money dialog's state for the record it is open on (`item`; null: closed): the ids of its fields, the problem shown
 * under them (cleared when another record opens it), and `submit`, which sends the call and says `success`, or shows the
 * service's refusal in the dialog.
 */
export function useMoneyDialog(item: unknown) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setProblem('');
  }, [item]);
  async function submit(pending: Parameters<typeof settle>[0], success: string, onDone: () => void) {
    setBusy(true);
    const outcome: CallOutcome<unknown> = await settle(pending);
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setProblem(outcome.errorMsg);
      return;
    }
    toast.success(success);
    onDone();
  }
  return { id, problem, setProblem, busy, submit };
}

/** The frame of the money queues' dialogs: the record (`context`), the fields, the problem, 取消 and the primary button. */
export function MoneyDialog({
  title,
  open,
  context,
  id,
  problem,
  busy,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  open: boolean;
  context: string | null;
  /** The `useMoneyDialog` id: the problem is `${id}-problem`. */
  id: string;
  problem: string;
  busy: boolean;
  submitLabel: string;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <Dialog customClass="money-dialog" title={title} visible={open} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        {context !== null ? <p className="money-dialog__context">{context}</p> : null}
        {children}
        <p id={`${id}-problem`} className="money-dialog__problem" role="alert">
          {problem}
        </p>
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onClose()}>取消</Button>
        <Button type="primary" loading={busy} onClick={() => onSubmit()}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
