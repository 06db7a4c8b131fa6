import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation } from '@badminton/router';
import type { RemoteAppProps } from '@badminton/contracts';
import { NotFoundState } from '../components/not-found-state/not-found-state';
import { PageLoading } from '../components/spinner/spinner';
import { useHydrated } from '../element/hydrated';

/**
 * Marks `<html data-bm-screen="<path>">` once the screen is live: rendered in the browser, or hydrated with the kit's
 * parts switched to element's own (decision 0053). Tests and tools wait on it; it draws nothing.
 */
function ScreenMark({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-bm-screen', pathname);
  }, [hydrated, pathname]);
  return null;
}

/** A remote's screen: what its `./App` renders for one path of its route manifest. */
export type RemoteScreen = ComponentType<RemoteAppProps>;

/** A frame around some of a remote's paths (e.g. the personal-centre frame around /personal/*). */
export interface RemoteFrame {
  /** The paths the frame wraps (their not-found page included). */
  matches(pathname: string): boolean;
  Frame: ComponentType<{ fileHost: string; children: ReactNode }>;
}

export interface RemoteAppOptions {
  /** The remote's screens by path: one per route of its manifest (`src/app/screens.ts`). */
  screens: Readonly<Record<string, RemoteScreen>>;
  frame?: RemoteFrame;
}

/** A route of the manifest whose screen comes in a later issue: the remote's not-found page, as for an unknown path. */
export function ScreenToCome() {
  return <NotFoundState homeHref="/index" />;
}

/**
 * Builds a remote's `./App` (decision 0018): the shell routes a path of the remote's manifest here and the App
 * renders that path's screen (a lazy chunk, behind the page spinner), or the not-found page for a path it has no
 * screen for; paths the frame matches are wrapped in it. Remotes never nest a second `<Routes>` tree (decision 0002).
 */
export function createRemoteApp({ screens, frame }: RemoteAppOptions): ComponentType<RemoteAppProps> {
  function RemoteApp(props: RemoteAppProps) {
    const { pathname } = useLocation();
    const Screen = Object.hasOwn(screens, pathname) ? screens[pathname] : undefined;
    const content = Screen ? (
      <Suspense fallback={<PageLoading />}>
        <Screen {...props} />
        <ScreenMark pathname={pathname} />
      </Suspense>
    ) : (
      <>
        <NotFoundState homeHref="/index" />
        <ScreenMark pathname={pathname} />
      </>
    );
    if (!frame?.matches(pathname)) return content;
    const { Frame } = frame;
    return (
      <Suspense fallback={<PageLoading />}>
        <Frame fileHost={props.fileHost}>{content}</Frame>
      </Suspense>
    );
  }
  return RemoteApp;
}
