import { Navigate } from 'react-router';
import { useSession } from '@badminton/session';

/** Target of /personal (spec 000 §2, 002 §2). */
export function personalTarget(role: number | null | undefined, hasProfile: boolean, signedIn: boolean): string {
  if (!signedIn) return '/signin';
  if (!hasProfile && (role === 1 || role === 2 || role === 3)) return '/personal/completeInformation';
  if (role === 1) return '/personal/gradeTestRecord';
  if (role === 2) return '/personal/trainingRecord';
  if (role === 3) return '/personal/qualificationApplication';
  return '/signin';
}

export function PersonalRedirect() {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.role);
  const hasProfile = useSession((s) => Boolean(s.personalInfo));
  return <Navigate to={personalTarget(role, hasProfile, Boolean(token))} replace />;
}
