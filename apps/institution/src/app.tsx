import { Suspense } from 'react';
import { useLocation } from 'react-router';
import type { RemoteAppProps } from '@badminton/contracts';
import { NotFoundState, PageLoading } from '@badminton/ui';
import { isPersonalPath, PersonalLayout, SCREENS } from './app/screens';

/**
 * The institution centre (role 3): /personal/* inside the personal-centre frame (qualification, contracts,
 * test classes, entries, appeals, orders as they arrive). The shell routes here; the screen is picked
 * by path.
 */
export default function App(props: RemoteAppProps) {
  const { pathname } = useLocation();
  const Screen = SCREENS[pathname];
  const content = Screen ? (
    <Suspense fallback={<PageLoading />}>
      <Screen {...props} />
    </Suspense>
  ) : (
    <NotFoundState homeHref="/index" />
  );
  if (!isPersonalPath(pathname)) return content;
  return (
    <Suspense fallback={<PageLoading />}>
      <PersonalLayout fileHost={props.fileHost}>{content}</PersonalLayout>
    </Suspense>
  );
}
