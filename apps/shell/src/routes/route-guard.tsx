import { type ReactNode, useRef } from 'react';
import { Navigate, SIGN_IN_ROUTE, signInPath, useLocation } from '@badminton/router';
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
 * goes to completeInformation. A session that ended on this screen (退出, or an expiry) goes to plain /signin: the user
 * left, so the next sign-in (perhaps another person's, on a shared computer) does not return to this page.
 */
export function guardTarget(
  route: Pick<RouteEntry, 'roles' | 'needsProfile'>,
  session: { signedIn: boolean; role: number | null; hasProfile: boolean; endedHere?: boolean },
  here?: string,
): string | null {
  if (!route.roles) return null;
  if (!session.signedIn) return session.endedHere ? SIGN_IN_ROUTE : signInPath(here, roleFor(route));
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
  // Whether a session was open while this guard was shown: its end is a sign-out, not a visitor arriving.
  const hadSession = useRef(false);
  if (signedIn) hadSession.current = true;
  const target = guardTarget(
    route,
    { signedIn, role, hasProfile, endedHere: hadSession.current },
    `${location.pathname}${location.search}${location.hash}`,
  );
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
