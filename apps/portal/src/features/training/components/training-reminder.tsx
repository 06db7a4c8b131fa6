import { useNavigate } from '@badminton/router';
import { sessionStore, useSession } from '@badminton/session';
import { RoleReminderDialog } from '@badminton/ui';
import { revokeSession } from '../api/training-calls';
import { TRAINING_ROLE_LABEL } from '../utils/training-access';

/**
 * The 考评员 reminder (req: evaluator.md#training-class-detail); 去登录 signs another role out first. Loaded on demand
 * (element-react).
 */
export default function TrainingReminder({ currentRole, onClose }: { currentRole: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  const goSignIn = async () => {
    if (signedIn) {
      await revokeSession();
      sessionStore.getState().signOut();
    }
    onClose();
    navigate('/signin');
  };
  return (
    <RoleReminderDialog
      visible
      requiredRole={TRAINING_ROLE_LABEL}
      currentRole={currentRole}
      onLogin={() => void goSignIn()}
      onCancel={onClose}
    />
  );
}
