import type { ReactNode } from 'react';
import { Navigate, signInPath, useLocation } from '@badminton/router';
import { useSession } from '@badminton/session';
import type { RouteEntry } from './route-table';

/** The role the sign-in screen preselects for a route: its only role, or none when several may open it. */
export function roleFor(route: Pick<RouteEntry, 'roles'>): number | null {
  return route.roles && route.roles.length === 1 ? route.roles[0] : null;
}

/**
 * Where the navigation guard sends a route (req: routes.md#navigation-guard), or `null` to show it: a visitor opening a
 * role route goes to /signin, which returns to `here` afterwards with the route's role preselected (issue 28.4); a
 * signed-in user of another role to /index; without personal info (`hasProfile` false), a route that needs a profile
 * goes to completeInformation.
 */
export function guardTarget(
  route: Pick<RouteEntry, 'roles' | 'needsProfile'>,
  session: { signedIn: boolean; role: number | null; hasProfile: boolean },
  here?: string,
): string | null {
  if (!route.roles) return null;
  if (!session.signedIn) return signInPath(here, roleFor(route));
  if (session.role === null || !(route.roles as readonly number[]).includes(session.role)) return '/index';
  if (route.needsProfile && !session.hasProfile) return '/personal/completeInformation';
  return null;
}

/** Applies {@link guardTarget}. The service checks every call again: this guard is a courtesy. */
export function RouteGuard({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const role = useSession((s) => s.role);
  const hasProfile = useSession((s) => Boolean(s.personalInfo));
  const location = useLocation();
  const target = guardTarget(route, { signedIn, role, hasProfile }, `${location.pathname}${location.search}${location.hash}`);
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
