import { api, settle } from '@badminton/api-client';
import { type AppealItem, secondAppeal } from '@badminton/contracts';
import { toast } from '@badminton/ui';
import { APPEAL_FAILED, APPEAL_SUBMITTED } from '../utils/appeal-rules';
import { AppealFormDialog } from './appeal-form-dialog';

export interface SecondAppealDialogProps {
  appeal: AppealItem | null;
  onClose(): void;
  onSubmitted(): void;
}

/** The second appeal of an appeal that ended unchanged (status 3); a refusal shows 申诉提交失败 (001 §8). */
export function SecondAppealDialog({ appeal, onClose, onSubmitted }: SecondAppealDialogProps) {
  async function send(content: string): Promise<string | null> {
    if (!appeal) return APPEAL_FAILED;
    const outcome = await settle(api().call(secondAppeal, { id: appeal.id, appeal_content: content }));
    if (!outcome.ok) {
      if (outcome.reported) return null;
      toast.error(APPEAL_FAILED);
      return outcome.errorMsg ? `${APPEAL_FAILED}：${outcome.errorMsg}` : APPEAL_FAILED;
    }
    toast.success(APPEAL_SUBMITTED);
    onClose();
    onSubmitted();
    return null;
  }
  return (
    <AppealFormDialog
      title="二次申诉"
      open={appeal !== null}
      send={send}
      onClose={onClose}
      context={
        appeal ? (
          <p className="appeal-dialog__context">
            {appeal.test_class_title}（{appeal.gradeName}）— 机构回复：{appeal.appeal_reply || '无'}
          </p>
        ) : null
      }
    />
  );
}
