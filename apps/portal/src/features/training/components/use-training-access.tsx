import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from '@badminton/router';
import { useSession } from '@badminton/session';
import { trainingAccess } from '../utils/training-access';

const TrainingReminder = lazy(() => import('./training-reminder'));

/**
 * `open(path)`: an evaluator navigates to `path`; anyone else gets the 考评员 reminder (render `dialogs` once).
 */
export function useTrainingAccess(): { open: (path: string) => void; dialogs: ReactNode } {
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  const role = useSession((s) => s.role);
  const [reminder, setReminder] = useState<{ currentRole: string | null } | null>(null);
  const open = useCallback(
    (path: string) => {
      const access = trainingAccess({ signedIn, role });
      if (access.kind === 'open') navigate(path);
      else setReminder({ currentRole: access.currentRole });
    },
    [navigate, signedIn, role],
  );
  const close = useCallback(() => setReminder(null), []);
  const dialogs = reminder ? (
    <Suspense fallback={null}>
      <TrainingReminder currentRole={reminder.currentRole} onClose={close} />
    </Suspense>
  ) : null;
  return { open, dialogs };
}
