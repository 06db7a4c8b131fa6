import '@badminton/ui/element-theme.css';
import '@badminton/ui/theme.css';
import './styles/shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@badminton/router';
import { createApiClient, installApiClient } from '@badminton/api-client';
import { getAuth, sessionStore } from '@badminton/session';
import { RuntimeConfigProvider } from './app/runtime-context';
import { holdFirstPaint, releaseFirstPaint } from './app/first-paint';
import { expireSession } from './app/sign-out';
import { startUnreadPolling } from './app/unread-poll';
import { startRoleHint } from './app/role-hint';
import { loadRuntimeConfig } from './config/runtime-config';
import { loadFeedback } from './app/feedback';
import { registerAllRemotes } from './remotes/remote-registry';
import { ShellRoutes } from './routes/router';

async function boot() {
  const config = await loadRuntimeConfig();
  sessionStore.getState().hydrate();
  installApiClient(
    createApiClient({
      baseUrl: config.apiBase,
      getAuth,
      onSessionExpired: (message) => void expireSession(message),
      onTransportError: (message) => void loadFeedback().then(({ toast }) => toast.error(message)),
    }),
  );
  startUnreadPolling({ store: sessionStore });
  startRoleHint({ store: sessionStore });
  registerAllRemotes(config);
  const navigations = new Set<(pathname: string) => void>();
  const onNavigate = (pathname: string) => navigations.forEach((listener) => listener(pathname));
  holdFirstPaint({
    document,
    window,
    pathname: window.location.pathname,
    onNavigate: (listener) => {
      navigations.add(listener);
      return () => navigations.delete(listener);
    },
  });
  const root = createRoot(document.getElementById('root')!);
  // The first render is a transition, so React renders it in slices instead of one long task (the static
  // first-paint frame is on screen meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <RuntimeConfigProvider value={config}>
          <BrowserRouter>
            <ShellRoutes onNavigate={onNavigate} />
          </BrowserRouter>
        </RuntimeConfigProvider>
      </StrictMode>,
    );
  });
}

boot().catch((error: unknown) => {
  console.error('[shell] boot failed', error);
  releaseFirstPaint();
  const root = document.getElementById('root');
  if (root) root.innerHTML = '<p style="padding:48px;text-align:center">平台加载失败，请稍后刷新重试</p>';
});
