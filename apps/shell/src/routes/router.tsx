import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from '@badminton/router';
import { useSession } from '@badminton/session';
import { AppLayout, BareLayout } from '../layout/app-layout';
import { NotFoundPage } from '../layout/not-found-page';
import { RemoteScreen } from '../remotes/remote-screen';
import { BARE_ROUTES, LAYOUT_ROUTES, ownerFor, REDIRECTS, type RouteEntry } from './route-table';
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
  if (route.path === '/personal') {
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

export function buildRoutes(): RouteObject[] {
  return [
    ...REDIRECTS.map((r) => ({ path: r.path, element: <Navigate to={r.redirect} replace /> })),
    { element: <BareLayout />, children: BARE_ROUTES.map(toRouteObject) },
    {
      element: <AppLayout />,
      children: [...LAYOUT_ROUTES.map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

const ROUTES = buildRoutes();

/**
 * The shell's routes, rendered inside <BrowserRouter>. It also hands the router's navigate to code outside React
 * (session expiry: app/navigation.ts) and reports every path it shows to `onNavigate` (the first-paint frame's holder).
 */
export function ShellRoutes({ onNavigate }: { onNavigate?: (pathname: string) => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  useEffect(() => onNavigate?.(pathname), [onNavigate, pathname]);
  return useRoutes(ROUTES);
}
