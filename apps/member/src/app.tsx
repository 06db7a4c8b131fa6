import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { RemoteAppProps } from '@badminton/contracts';
import { NotFoundState, PageLoading } from '@badminton/ui';

/**
 * The athlete/evaluator centre's screens by path (/personal/* for roles 1–2, /test/signUp, /test/sureOrder,
 * training sign-up). Screens arrive with the accounts and athlete issues; until then the shell's routes
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
