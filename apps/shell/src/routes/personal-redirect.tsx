import { Navigate } from '@badminton/router';
import type { RoleCode } from '@badminton/contracts';
import { useSession } from '@badminton/session';
import { useRouteTable } from './route-table';

/**
 * Target of /personal (req: routes.md#personal-centre-redirect): the first entry of the role's personal-centre menu
 * (from the remotes' manifests: athlete 等级测试记录, evaluator 培训记录, institution 资质申请), or completeInformation while the
 * profile is missing; /signin for a visitor and for roles without a personal centre.
 */
export function personalTarget(
  homes: ReadonlyMap<RoleCode, string>,
  role: number | null | undefined,
  hasProfile: boolean,
  signedIn: boolean,
): string {
  if (!signedIn || role === null || role === undefined) return '/signin';
  const home = homes.get(role as RoleCode);
  if (!home) return '/signin';
  return hasProfile ? home : '/personal/completeInformation';
}

export function PersonalRedirect() {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.role);
  const hasProfile = useSession((s) => Boolean(s.personalInfo));
  const { personalHomes } = useRouteTable();
  return <Navigate to={personalTarget(personalHomes, role, hasProfile, Boolean(token))} replace />;
}
