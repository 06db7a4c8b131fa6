import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@badminton/session';
import type { RouteEntry } from './route-table';

/**
 * Navigation guard (spec 000 §2): a signed-in user opening a route restricted to another role goes to /index;
 * a visitor opening a role route goes to /signin; without personal info, routes that need a profile go to
 * completeInformation. The service checks every call again: this guard is a courtesy.
 */
export function RouteGuard({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.role);
  const hasProfile = useSession((s) => Boolean(s.personalInfo));
  if (route.roles) {
    if (!token) return <Navigate to="/signin" replace />;
    if (!route.roles.includes(role as never)) return <Navigate to="/index" replace />;
    if (route.needsProfile && !hasProfile) return <Navigate to="/personal/completeInformation" replace />;
  }
  return <>{children}</>;
}
