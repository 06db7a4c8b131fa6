import type { ReactNode } from 'react';
import { Navigate } from '@badminton/router';
import { useSession } from '@badminton/session';
import type { RouteEntry } from './route-table';

/**
 * Where the navigation guard sends a route (req: routes.md#navigation-guard), or `null` to show it: a visitor opening a
 * role route goes to /signin; a signed-in user of another role to /index; without personal info (`hasProfile` false), a
 * route that needs a profile goes to completeInformation.
 */
export function guardTarget(
  route: Pick<RouteEntry, 'roles' | 'needsProfile'>,
  session: { signedIn: boolean; role: number | null; hasProfile: boolean },
): string | null {
  if (!route.roles) return null;
  if (!session.signedIn) return '/signin';
  if (session.role === null || !(route.roles as readonly number[]).includes(session.role)) return '/index';
  if (route.needsProfile && !session.hasProfile) return '/personal/completeInformation';
  return null;
}

/** Applies {@link guardTarget}. The service checks every call again: this guard is a courtesy. */
export function RouteGuard({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const role = useSession((s) => s.role);
  const hasProfile = useSession((s) => Boolean(s.personalInfo));
  const target = guardTarget(route, { signedIn, role, hasProfile });
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
