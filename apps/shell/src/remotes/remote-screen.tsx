import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { RemoteName } from '../routes/route-table';
import { loadRemoteApp } from './remote-registry';
import { useRuntimeConfig } from '../app/runtime-context';
import { releaseFirstPaint } from '../app/first-paint';

export const REMOTE_UNAVAILABLE = '该模块暂时无法加载，请稍后重试';

class RemoteBoundary extends Component<{ name: RemoteName; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`[shell] remote "${this.props.name}" failed`, error);
    // The home page can no longer announce its first paint: show the app (and this fallback) now.
    releaseFirstPaint();
  }
  render() {
    if (!this.state.failed) return this.props.children;
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
}

const lazyApps = new Map<RemoteName, ReturnType<typeof lazy>>();
function lazyApp(name: RemoteName) {
  let App = lazyApps.get(name);
  if (!App) {
    App = lazy(async () => ({ default: await loadRemoteApp(name) }));
    lazyApps.set(name, App);
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
 * Mounts the remote that owns the current route. The remote picks the screen from the pathname;
 * when the remote cannot be loaded only this area shows the fallback, the shell keeps working.
 */
export function RemoteScreen({ name }: { name: RemoteName }) {
  const { fileHost } = useRuntimeConfig();
  const App = useMemo(() => lazyApp(name), [name]);
  return (
    <RemoteBoundary key={name} name={name}>
      <Suspense fallback={<PageLoading />}>
        <App fileHost={fileHost} />
      </Suspense>
    </RemoteBoundary>
  );
}
