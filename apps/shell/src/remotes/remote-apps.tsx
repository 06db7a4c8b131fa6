import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteAppProps } from '@badminton/contracts';

export type RemoteApp = ComponentType<RemoteAppProps>;

/**
 * How the shell gets a remote's App: in the browser through the federation runtime (remote-registry.ts), in a server
 * render from the remote's server entry, which the web tier loaded before rendering (decision 0053). `loaded` answers
 * at once for an App already in hand, so a server render and the hydration that follows draw the same tree.
 */
export interface RemoteApps {
  loaded(name: string): RemoteApp | undefined;
  load(name: string): Promise<RemoteApp>;
  /** Why a remote is refused (built against shared singletons the host cannot give it), or undefined. */
  refused(name: string): string | undefined;
}

const RemoteAppsContext = createContext<RemoteApps | null>(null);
export const RemoteAppsProvider = RemoteAppsContext.Provider;

export function useRemoteApps(): RemoteApps {
  const apps = useContext(RemoteAppsContext);
  if (!apps) throw new Error('RemoteAppsProvider missing');
  return apps;
}
