import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from '@badminton/router';
import { useSession } from '@badminton/session';
import { AppLayout, BareLayout } from '../layout/app-layout';
import { NotFoundPage } from '../layout/not-found-page';
import { RemoteScreen } from '../remotes/remote-screen';
import { ownerFor, REDIRECTS, useRouteTable, type RouteEntry, type RouteTable } from './route-table';
import { RouteGuard } from './route-guard';
import { PersonalRedirect } from './personal-redirect';
import { setNavigator } from '../app/navigation';

/** The remote that serves the route to the signed-in role (the account screens: member for 1–2, institution for 3). */
function OwnedScreen({ route }: { route: RouteEntry }) {
  const role = useSession((s) => s.role);
  const owner = ownerFor(route, role);
  return owner ? <RemoteScreen name={owner} /> : <NotFoundPage />;
}

function toRouteObject(route: RouteEntry): RouteObject {
  if (route.owners.length === 0) {
    return { path: route.path, element: <PersonalRedirect /> };
  }
  return {
    path: route.path,
    element: (
      <RouteGuard route={route}>
        <OwnedScreen route={route} />
      </RouteGuard>
    ),
  };
}

export function buildRoutes(table: RouteTable): RouteObject[] {
  return [
    ...REDIRECTS.map((r) => ({ path: r.path, element: <Navigate to={r.redirect} replace /> })),
    { element: <BareLayout />, children: table.bare.map(toRouteObject) },
    {
      element: <AppLayout />,
      children: [...table.layout.map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

/**
 * The shell's routes, rendered inside a router (the browser's, or a server render's static one). It also hands the
 * router's navigate to code outside React (session expiry: app/navigation.ts).
 */
export function ShellRoutes() {
  const navigate = useNavigate();
  const table = useRouteTable();
  const routes = useMemo(() => buildRoutes(table), [table]);
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return useRoutes(routes);
}

