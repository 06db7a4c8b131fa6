import { useEffect } from 'react';
import type { RuntimeConfig } from '@badminton/contracts';
import { RemoteAppsProvider, type RemoteApps } from '../remotes/remote-apps';
import { RouteTableProvider, type RouteTable } from '../routes/route-table';
import { ShellRoutes } from '../routes/router';
import { RuntimeConfigProvider } from './runtime-context';

export interface ShellRootProps {
  config: RuntimeConfig;
  table: RouteTable;
  apps: RemoteApps;
}

/**
 * The shell's whole tree inside a router: the same in the browser (BrowserRouter) and in a server render (the web
 * tier's StaticRouter), so the server's markup and the browser's hydration are drawn by one component.
 */
export function ShellRoot({ config, table, apps }: ShellRootProps) {
  // Once React has the page (hydrated, or rendered in the browser), `<html data-bm-ready>`: tests and tools wait on it.
  useEffect(() => document.documentElement.setAttribute('data-bm-ready', ''), []);
  return (
    <RuntimeConfigProvider value={config}>
      <RouteTableProvider value={table}>
        <RemoteAppsProvider value={apps}>
          <ShellRoutes />
        </RemoteAppsProvider>
      </RouteTableProvider>
    </RuntimeConfigProvider>
  );
}
