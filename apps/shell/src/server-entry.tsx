// The shell's server entry (decision 0053): what the web tier renders a page with. The web tier loads it at run time
// from the shell's build (dist/server/entry.js), like a remote's, and gives it the remotes' Apps it loaded from their
// own server entries. No CSS and no browser code: the browser build has those.
import { StrictMode, type ComponentType } from 'react';
import { StaticRouter } from '@badminton/router/server';
import { ServerCallsContext, type ServerCalls } from '@badminton/api-client/react';
import { SessionStoreContext, type SessionStore } from '@badminton/session';
import type { RemoteAppProps, RuntimeConfig } from '@badminton/contracts';
import { ShellRoot } from './app/shell-root';
import type { RemoteApps } from './remotes/remote-apps';
import type { RouteTable } from './routes/route-table';

export { createRouteTable, ownerFor, REDIRECTS, type RouteDocuments, type RouteEntry, type RouteTable } from './routes/route-table';
export { SHELL_SHARED_VERSIONS } from './remotes/shared-versions';

export interface ServerAppProps {
  /** The page's path and query. */
  url: string;
  config: RuntimeConfig;
  table: RouteTable;
  /** The Apps of the remotes the page needs, loaded from their server entries. */
  apps: Readonly<Record<string, ComponentType<RemoteAppProps>>>;
  /** Remotes refused (incompatible shared singletons), with why. */
  refusals: Readonly<Record<string, string>>;
  /** This request's session store: the member the page is drawn for, or no one. */
  session: SessionStore;
  /** This request's calls: the screens' first answers. */
  calls: ServerCalls;
}

/** The page of one request, as the browser will hydrate it. */
export function ServerApp({ url, config, table, apps, refusals, session, calls }: ServerAppProps) {
  const remoteApps: RemoteApps = {
    loaded: (name) => apps[name],
    load: (name) => (apps[name] ? Promise.resolve(apps[name]) : Promise.reject(new Error(`remote ${name} was not loaded for this render`))),
    refused: (name) => refusals[name],
  };
  return (
    <StrictMode>
      <SessionStoreContext.Provider value={session}>
        <ServerCallsContext.Provider value={calls}>
          <StaticRouter location={url}>
            <ShellRoot config={config} table={table} apps={remoteApps} />
          </StaticRouter>
        </ServerCallsContext.Provider>
      </SessionStoreContext.Provider>
    </StrictMode>
  );
}
