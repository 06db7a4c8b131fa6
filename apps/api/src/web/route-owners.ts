import { ROLE_HINT_COOKIE } from '@badminton/contracts';
import type { RouteManifest } from '@badminton/contracts/routes';
import { INSTITUTION_ROUTES } from '@badminton/institution/routes';
import { MEMBER_ROUTES } from '@badminton/member/routes';
import { PORTAL_ROUTES } from '@badminton/portal/routes';
import { REMOTE_NAMES, type RemoteName } from '../config';

/**
 * Which remote serves a path that several remotes serve by role (`/personal/*`: the member remote for roles 1–2, the
 * institution remote for role 3), for the HTML's preload hints (docs/decisions/0038-personal-centre-loading.md). The
 * session lives in the browser's web storage, so the page request carries only the shell's role HINT cookie
 * (`bm_role`): it picks the files to preload and nothing else — it grants no access, and a wrong value only costs the
 * page its preloads (the shell still routes by the stored session, apps/shell/src/routes/route-table.ts `ownerFor`).
 */

const MANIFESTS: Readonly<Record<RemoteName, RouteManifest>> = {
  portal: PORTAL_ROUTES,
  member: MEMBER_ROUTES,
  institution: INSTITUTION_ROUTES,
};

/** The role code the request's hint cookie names, or null (none, or not a role code). */
export function roleHint(cookieHeader: string | undefined): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== ROLE_HINT_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return /^[1-9]$/.test(value) ? Number(value) : null;
  }
  return null;
}

/**
 * The remote serving `pathname` to `role` when several remotes serve it: the one whose manifest entry lists the role
 * (the shell's rule). Undefined when one remote or none serves the path (`routeFiles` needs no owner then), or when
 * no role is known or none of them serves it (the HTML then preloads the shell's boot set only).
 */
export function ownerByRole(pathname: string, role: number | null): RemoteName | undefined {
  const owners = REMOTE_NAMES.filter((name) => Object.hasOwn(MANIFESTS[name], pathname));
  if (owners.length < 2 || role === null) return undefined;
  return owners.find((name) => (MANIFESTS[name][pathname].roles as readonly number[] | undefined)?.includes(role));
}
