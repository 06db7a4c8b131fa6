import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useRuntimeConfig } from '../app/runtime-context';
import { useRemoteApps, type RemoteApp, type RemoteApps } from './remote-apps';

export const REMOTE_UNAVAILABLE = '该模块暂时无法加载，请稍后重试';

class RemoteBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`[shell] remote "${this.props.name}" failed`, error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteFallback />;
  }
}

/** What a route of a remote that cannot load shows: the module is unavailable, try again. */
function RemoteFallback() {
  return (
    <div className="shell-remote-fallback" role="alert">
      <p className="shell-remote-fallback__title">{REMOTE_UNAVAILABLE}</p>
      {/* The federation runtime remembers a failed entry, so a retry reloads the page. */}
      <button type="button" className="shell-button" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </div>
  );
}

const lazyApps = new WeakMap<RemoteApps, Map<string, RemoteApp>>();
function lazyApp(apps: RemoteApps, name: string): RemoteApp {
  let byName = lazyApps.get(apps);
  if (!byName) lazyApps.set(apps, (byName = new Map()));
  let App = byName.get(name);
  if (!App) {
    App = lazy(async () => ({ default: await apps.load(name) }));
    byName.set(name, App);
  }
  return App;
}

export function PageLoading() {
  return (
    <div className="shell-page-loading" aria-busy="true">
      <span className="shell-spinner" />
      <span>加载中…</span>
    </div>
  );
}

/**
 * Mounts the remote that owns the current route. The remote picks the screen from the pathname; when the remote
 * cannot be loaded (or was refused) only this area shows the fallback, the shell keeps working. An App already loaded
 * (a server render; the owning remote, loaded before hydration) renders at once, so both draw the same tree.
 */
export function RemoteScreen({ name }: { name: string }) {
  const { fileHost } = useRuntimeConfig();
  const apps = useRemoteApps();
  const App = useMemo(() => apps.loaded(name) ?? lazyApp(apps, name), [apps, name]);
  if (apps.refused(name)) return <RemoteFallback />;
  return (
    <RemoteBoundary key={name} name={name}>
      <Suspense fallback={<PageLoading />}>
        <App fileHost={fileHost} />
      </Suspense>
    </RemoteBoundary>
  );
}
