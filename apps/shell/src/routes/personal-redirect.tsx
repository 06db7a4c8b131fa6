import { Navigate } from '@badminton/router';
import type { RoleCode } from '@badminton/contracts';
import { useSession } from '@badminton/session';
import { useRouteTable } from './route-table';

/**
 * Target of /personal (req: routes.md#personal-centre-redirect): the first entry of the role's personal-centre menu
 * (from the remotes' manifests: athlete 等级测试记录, evaluator 培训记录, institution 资质申请), or completeInformation while the
 * profile is missing (only for a role that keeps one: the association roles 4 and 5 have no completeInformation);
 * /signin for a visitor and for roles without a personal centre.
 */
export function personalTarget(
  homes: ReadonlyMap<RoleCode, string>,
  role: number | null | undefined,
  hasProfile: boolean,
  signedIn: boolean,
  keepsProfile = true,
): string {
  if (!signedIn || role === null || role === undefined) return '/signin';
  const home = homes.get(role as RoleCode);
  if (!home) return '/signin';
  return hasProfile || !keepsProfile ? home : COMPLETE_INFORMATION;
}

const COMPLETE_INFORMATION = '/personal/completeInformation';

export function PersonalRedirect() {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.role);
  const hasProfile = useSession((s) => Boolean(s.personalInfo));
  const table = useRouteTable();
  const keepsProfile = role !== null && role !== undefined && (table.find(COMPLETE_INFORMATION)?.roles as readonly number[] | undefined)?.includes(role) === true;
  return <Navigate to={personalTarget(table.personalHomes, role, hasProfile, Boolean(token), keepsProfile)} replace />;
}
