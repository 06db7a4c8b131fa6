import { api, settle } from '@badminton/api-client';
import { createAppeal } from '@badminton/contracts';
import { toast } from '@badminton/ui';
import { AppealFormDialog } from './components/appeal-form-dialog';
import { APPEAL_FAILED, APPEAL_SUBMITTED } from './utils/appeal-rules';

export interface AppealDialogProps {
  /** The test sign-up (test order record `id`) whose score is appealed. */
  applicationId: number | null;
  open: boolean;
  onClose(): void;
  onSubmitted(): void;
}

/**
 * The first appeal of a score (req: 001 §4–§8, product-decisions §4): appeal_source_id = the sign-up, appeal_status 0,
 * the text ≤ 100 characters. On success 您的申诉已提交，请耐心等待处理结果; a refusal shows the service's reason.
 */
export function AppealDialog({ applicationId, open, onClose, onSubmitted }: AppealDialogProps) {
  async function send(content: string): Promise<string | null> {
    if (applicationId === null) return APPEAL_FAILED;
    const outcome = await settle(api().call(createAppeal, { appeal_source_id: applicationId, appeal_status: 0, appeal_content: content }));
    if (!outcome.ok) {
      if (outcome.reported) return null;
      toast.error(outcome.errorMsg || APPEAL_FAILED);
      return outcome.errorMsg || APPEAL_FAILED;
    }
    toast.success(APPEAL_SUBMITTED);
    onClose();
    onSubmitted();
    return null;
  }
  return <AppealFormDialog title="成绩申诉" open={open && applicationId !== null} send={send} onClose={onClose} />;
}

export default AppealDialog;
