import { Suspense } from 'react';
import { useLocation } from 'react-router';
import type { RemoteAppProps } from '@badminton/contracts';
import { NotFoundState, PageLoading } from '@badminton/ui/lite';
import { SCREENS } from './app/screens';
import './app/portal.css';

/** The portal remote's single mount point: the shell routes here, the portal picks the screen by path. */
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
