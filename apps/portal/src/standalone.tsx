// Standalone dev mode: `pnpm --filter @badminton/portal dev` serves the portal alone on its dev port,
// with its own router and API client (the dev server proxies /api and /wwwroot to the service on 8080).
import '@badminton/ui/element-theme.css';
import '@badminton/ui/theme.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { createApiClient, installApiClient } from '@badminton/api-client';
import { getAuth, sessionStore } from '@badminton/session';
import App from './app';

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
    <Routes>
      <Route path="*" element={<App fileHost="/wwwroot" />} />
    </Routes>
  </BrowserRouter>,
);
