import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { RemoteAppProps } from '@badminton/contracts';
import { NotFoundState, PageLoading } from '@badminton/ui';

/**
 * The institution centre's screens by path (/personal/* for role 3: qualification, contracts,
 * test classes, entries, appeals, orders). Screens arrive with the institution issues; until then the shell's routes
 * for this remote show its not-found page.
 */
const SCREENS: Record<string, ComponentType<RemoteAppProps>> = {};

export default function App(props: RemoteAppProps) {
  const { pathname } = useLocation();
  const Screen = SCREENS[pathname];
  if (!Screen) return <NotFoundState homeHref="/index" />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen {...props} />
    </Suspense>
  );
}
