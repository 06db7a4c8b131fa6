// A remote's standalone dev mode (`pnpm --filter @badminton/<remote> dev`): the remote alone on its dev port, with
// its own router, session and API client (the dev server proxies /api and /wwwroot to the service on 8080).
import '../theme/element-theme.css';
import '../theme/theme.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@badminton/router';
import { createApiClient, installApiClient } from '@badminton/api-client';
import type { RemoteAppProps } from '@badminton/contracts';
import { getAuth, sessionStore } from '@badminton/session';

/** Mounts a remote's `./App` on `#root` for every path, as the shell would mount it for its routes. */
export function startStandalone(App: ComponentType<RemoteAppProps>, { fileHost = '/wwwroot' } = {}): void {
  sessionStore.getState().hydrate();
  installApiClient(
    createApiClient({
      baseUrl: '',
      getAuth,
      onSessionExpired: () => sessionStore.getState().signOut(),
      onTransportError: (message) => console.error(message),
    }),
  );
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <App fileHost={fileHost} />
    </BrowserRouter>,
  );
}
