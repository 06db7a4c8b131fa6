import '@badminton/ui/element-theme.css';
import '@badminton/ui/theme.css';
import './styles/shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@badminton/router';
import { createApiClient, installApiClient, yieldToMain } from '@badminton/api-client';
import { dropFirstAnswers, setFirstAnswers, type FirstAnswer } from '@badminton/api-client/first-answers';
import { getAuth, sessionStore, setRenderedSession, type SessionData } from '@badminton/session';
import { ShellRoot } from './app/shell-root';
import { expireSession } from './app/sign-out';
import { startUnreadPolling } from './app/unread-poll';
import { startRoleHint } from './app/role-hint';
import { loadPageBoot } from './config/page-boot';
import { loadFeedback } from './app/feedback';
import { browserRemoteApps } from './remotes/remote-registry';
import { refusedRemotes } from './remotes/shared-versions';
import { createRouteTable, ownerFor } from './routes/route-table';
import { MEMBER_PAGE_ATTRIBUTE, tabMatches } from './app/tab-match';

async function boot() {
  const page = await loadPageBoot();
  const { config } = page;
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
  const refusals = refusedRemotes(page.shared);
  for (const [name, why] of Object.entries({ ...page.unavailable, ...refusals })) console.error(`[shell] remote "${name}" refused: ${why}`);
  const apps = browserRemoteApps(
    Object.fromEntries(Object.entries(config.remotes).filter(([name]) => !page.unavailable[name])),
    refusals,
  );
  const table = createRouteTable(page.routes);
  for (const problem of table.problems) console.error(`[shell] routes: ${problem}`);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ShellRoot config={config} table={table} apps={apps} />
      </BrowserRouter>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  const rendered = page.rendered;
  if (rendered && tabMatches(rendered, sessionStore.getState())) {
    // Hydrate the server's page (decision 0053): its screens start from the answers it carries and the session it was
    // drawn with; the owning remote's App is loaded first, so the tree matches the markup from the first render.
    setFirstAnswers(rendered.answers as Record<string, FirstAnswer>);
    setRenderedSession(rendered.session as SessionData | null);
    const route = table.find(window.location.pathname);
    const owner = route ? ownerFor(route, (rendered.session?.role as number | undefined) ?? null) : undefined;
    if (owner) await apps.load(owner).catch(() => undefined);
    // The remote's modules were evaluated in the task that resolved the load; hydrating in that task too made one long
    // task of both (Lighthouse's blocking time counts each task's excess over 50 ms at its CPU slowdown).
    await yieldToMain();
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('[shell] hydration failed, rendered again in the browser', error),
    });
    return;
  }
  // A page left to the browser, or drawn for another member than this tab's: render afresh.
  dropFirstAnswers();
  container.replaceChildren();
  // The member's page is hidden in this tab (the web tier's member mark); what renders now is this tab's own.
  container.removeAttribute(MEMBER_PAGE_ATTRIBUTE);
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

boot().catch((error: unknown) => {
  console.error('[shell] boot failed', error);
  const root = document.getElementById('root');
  if (root) root.innerHTML = '<p style="padding:48px;text-align:center">平台加载失败，请稍后刷新重试</p>';
});
