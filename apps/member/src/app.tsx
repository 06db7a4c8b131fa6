import { Suspense } from 'react';
import { useLocation } from 'react-router';
import type { RemoteAppProps } from '@badminton/contracts';
import { NotFoundState, PageLoading } from '@badminton/ui';
import { isPersonalPath, PersonalLayout, SCREENS } from './app/screens';

/**
 * The athlete/evaluator centre (roles 1–2): /personal/* inside the personal-centre frame, and the order flows
 * (/test/signUp, /test/sureOrder, training sign-up) as they arrive. The shell routes here; the screen is picked
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
